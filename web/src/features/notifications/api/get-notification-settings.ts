import { queryOptions, useQuery } from '@tanstack/react-query';
import { dataOf } from '@bilim/contract/api';
import {
  notificationSettingsSchema,
  type NotificationSettings,
} from '@bilim/contract/notifications';
import { api } from '@/lib/api-client';
import { notificationKeys } from './notification-keys';

export const notificationSettingsAnswer = dataOf(notificationSettingsSchema);

export async function getNotificationSettings(signal?: AbortSignal): Promise<NotificationSettings> {
  return (await api.get('/api/cabinet/notification-settings', notificationSettingsAnswer, signal))
    .data;
}

/** GET /api/cabinet/notification-settings: every kind with its channels, the VAPID key, the user's browsers. */
export const notificationSettingsQueryOptions = () =>
  queryOptions({
    queryKey: notificationKeys.settings(),
    queryFn: ({ signal }) => getNotificationSettings(signal),
  });

export const useNotificationSettings = () => useQuery(notificationSettingsQueryOptions());
