import { queryOptions, useQuery } from '@tanstack/react-query';
import type { NotificationsAnswer } from '@bilim/contract/notifications';
import { api } from '@/lib/api-client';
import { handleNotificationFailure } from './notification-failures';
import { notificationKeys } from './notification-keys';

export async function getNotifications(signal?: AbortSignal): Promise<NotificationsAnswer> {
  try {
    return await api.get<NotificationsAnswer>('/notifications', signal);
  } catch (error) {
    if (!signal?.aborted) handleNotificationFailure(error, 'GET /notifications');
    throw error;
  }
}

/**
 * GET /notifications: the newest notifications, newest first, with the unread count. The
 * realtime channel keeps the cached answer current (hooks/use-live-notifications.ts).
 */
export const notificationsQueryOptions = () =>
  queryOptions({
    queryKey: notificationKeys.list(),
    queryFn: ({ signal }) => getNotifications(signal),
  });

export const useNotifications = () => useQuery(notificationsQueryOptions());
