import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Data } from '@bilim/contract/api';
import type { NotificationSettings } from '@bilim/contract/notifications';
import { api } from '@/lib/api-client';
import { notificationKeys } from './notification-keys';

/** What every settings call answers: the settings as they are now. */
export type NotificationSettingsAnswer = Data<NotificationSettings>;

export async function getNotificationSettings(signal?: AbortSignal): Promise<NotificationSettings> {
  return (await api.get<NotificationSettingsAnswer>('/api/cabinet/notification-settings', signal))
    .data;
}

/** GET /api/cabinet/notification-settings: every kind with its channels, the VAPID key, the user's browsers. */
export const notificationSettingsQueryOptions = () =>
  queryOptions({
    queryKey: notificationKeys.settings(),
    queryFn: ({ signal }) => getNotificationSettings(signal),
  });

export const useNotificationSettings = () => useQuery(notificationSettingsQueryOptions());
