import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { NotificationsAnswer } from '@bilim/contract/notifications';
import { onResync, readBefore, subscribe } from '@/lib/realtime';
import { notificationsQueryOptions } from '../api/get-notifications';
import { notificationKeys } from '../api/notification-keys';
import { prependNotification } from '../lib/notification-list';

/**
 * Keeps the bell current from the realtime channel: a pushed notification goes first in the
 * cached list and raises the unread count without a call; a list read before the channel was
 * open (at page load, before a break) is read again once it is.
 * When the server refuses the channel the list is read at once: a 401 there signs the user out
 * (and the page reloads), otherwise the channel tries again.
 */
export function useLiveNotifications(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const stopNotifications = subscribe('notification', (notification) => {
      queryClient.setQueryData<NotificationsAnswer>(notificationKeys.list(), (cached) =>
        cached ? prependNotification(cached, notification) : cached,
      );
    });
    const stopResync = onResync(async (reason, since) => {
      if (reason === 'connected') {
        await queryClient.invalidateQueries({
          queryKey: notificationKeys.list(),
          predicate: readBefore(since),
        });
        return;
      }
      await queryClient
        .fetchQuery({ ...notificationsQueryOptions(), staleTime: 0, retry: false })
        // The call logs or reloads itself (api/notification-failures.ts).
        .catch(() => undefined);
    });
    return () => {
      stopNotifications();
      stopResync();
    };
  }, [queryClient]);
}
