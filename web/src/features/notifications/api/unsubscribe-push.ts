import { useMutation, useQueryClient } from '@tanstack/react-query';
import { pushUnsubscribeBody, type NotificationSettings } from '@bilim/contract/notifications';
import { request } from '@/lib/api-client';
import type { NotificationSettingsAnswer } from './get-notification-settings';
import { notificationKeys } from './notification-keys';

/** DELETE /api/cabinet/push-subscriptions with `{ endpoint }`: this browser gets no more push. */
export async function unsubscribePush(endpoint: string): Promise<NotificationSettings> {
  const answer = await request<NotificationSettingsAnswer>('/api/cabinet/push-subscriptions', {
    method: 'DELETE',
    body: pushUnsubscribeBody.parse({ endpoint }),
  });
  return answer.data;
}

/** Forgets this browser's subscription on the server; the section shows failures itself. */
export function useUnsubscribePush() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { silent: true },
    mutationFn: unsubscribePush,
    onSuccess: (settings) => queryClient.setQueryData(notificationKeys.settings(), settings),
  });
}
