import type {
  Notification,
  NotificationSettings,
  NotificationsAnswer,
} from '@bilim/contract/notifications';
import { NOTIFICATION_DEFAULTS, NOTIFICATION_KINDS } from '@bilim/contract/notifications';

/** Test helpers of the notifications feature: fixtures shaped by the contract. */

export function buildNotification(overrides: Partial<Notification> = {}): Notification {
  return {
    id: 1,
    kind: 'balance_topped_up',
    title: 'Your balance has been topped up',
    params: {
      account_title: 'Dana Academy',
      amount: 1_000_000,
      balance: 1_500_000,
      currency: 'KZT',
      payment_id: 7,
    },
    subject: 'balance',
    obj_id: 7,
    account_id: 1,
    created_at: '2027-03-12T07:05:00.000Z',
    check_dt: null,
    ...overrides,
  };
}

/** GET /notifications as the server answers it (newest first); `unread` counts unchecked ones. */
export function buildNotificationsAnswer(notifications: Notification[]): NotificationsAnswer {
  return {
    data: notifications,
    meta: {
      current_page: 1,
      last_page: 1,
      per_page: 30,
      total: notifications.length,
      unread: notifications.filter((notification) => notification.check_dt === null).length,
    },
  };
}

/** The same list after POST /notifications/{id}: everything up to `id` read. */
export function checkedAnswer(notifications: Notification[], upToId: number): NotificationsAnswer {
  return buildNotificationsAnswer(
    notifications.map((notification) =>
      notification.id <= upToId && notification.check_dt === null
        ? { ...notification, check_dt: '2027-03-12T08:00:00.000Z' }
        : notification,
    ),
  );
}

export function buildSettings(overrides: Partial<NotificationSettings> = {}): NotificationSettings {
  return {
    kinds: NOTIFICATION_KINDS.map((kind) => ({ kind, ...NOTIFICATION_DEFAULTS[kind] })),
    push: {
      public_key:
        'BEl62iUYgUivxIkv69yViEuiBIa-Ib9-SkvMeAtA3LFgDzkrxZJjSgSnfckjBJuBkr3qBUYIHBQFLXYp5Nksh8U',
      subscriptions: 0,
    },
    ...overrides,
  };
}
