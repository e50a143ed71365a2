import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { NotificationsAnswer } from '@bilim/contract/notifications';
import { api } from '@/lib/api-client';
import { withNewerFrom } from '../lib/notification-list';
import { handleNotificationFailure } from './notification-failures';
import { notificationKeys } from './notification-keys';

/** POST /notifications/{id}, without a body: marks every notification up to `id` read (`0` marks nothing). */
export async function checkNotifications(upToId: number): Promise<NotificationsAnswer> {
  return api.post<NotificationsAnswer>(`/notifications/${upToId}`);
}

/**
 * Marks the listed notifications read when the bell's panel opens (spec §4, §7) and keeps the
 * refreshed list the server answers. Failures are logged, never shown (spec §8).
 */
export function useCheckNotifications() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { silent: true },
    mutationFn: checkNotifications,
    onSuccess: (answer) => {
      queryClient.setQueryData<NotificationsAnswer>(notificationKeys.list(), (cached) =>
        withNewerFrom(answer, cached),
      );
    },
    onError: (error) => handleNotificationFailure(error, 'POST /notifications/{id}'),
  });
}
