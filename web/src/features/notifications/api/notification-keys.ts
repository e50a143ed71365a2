import { queryRoots } from '@/lib/query-keys';

/**
 * Query keys of the notification calls, named once. They are the user's own data (no
 * `meta.public`), so a sign-in or sign-out forgets them with the rest (lib/query-client.ts).
 */
export const notificationKeys = {
  all: queryRoots.notifications,
  /** GET /notifications: the bell's list and unread count. */
  list: () => [...queryRoots.notifications, 'list'] as const,
  /** GET /api/cabinet/notification-settings: channels per kind and push subscriptions. */
  settings: () => [...queryRoots.notifications, 'settings'] as const,
};
