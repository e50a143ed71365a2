import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  pushSubscriptionBody,
  type NotificationSettings,
  type PushSubscriptionBody,
} from '@bilim/contract/notifications';
import { api } from '@/lib/api-client';
import type { NotificationSettingsAnswer } from './get-notification-settings';
import { notificationKeys } from './notification-keys';

/** POST /api/cabinet/push-subscriptions: this browser's subscription (`PushSubscription.toJSON()`). */
export async function subscribePush(
  subscription: PushSubscriptionBody,
): Promise<NotificationSettings> {
  const body = pushSubscriptionBody.parse(subscription);
  return (await api.post<NotificationSettingsAnswer>('/api/cabinet/push-subscriptions', body)).data;
}

/** Registers this browser for push; the section shows failures itself. */
export function useSubscribePush() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { silent: true },
    mutationFn: subscribePush,
    onSuccess: (settings) => queryClient.setQueryData(notificationKeys.settings(), settings),
  });
}
