import type { Notification, NotificationKind } from '@bilim/contract/money';
import type { Executor } from '../../db/db';
import { notifications, type NotificationRow } from './notifications.schema';

export interface NewNotification {
  userId: number;
  accountId?: number | null;
  kind: NotificationKind;
  params?: Record<string, unknown>;
  /** What it is about (`tariff`, `balance`, `event`) and that thing's id. */
  subject: string;
  objId?: number | null;
  /** When set, a second notification with the same key is not written. */
  dedupeKey?: string | null;
}

/** Stores a notification; answers false when one with the same dedupe key exists already. */
export async function notify(db: Executor, notification: NewNotification): Promise<boolean> {
  const written = await db
    .insert(notifications)
    .values({
      userId: notification.userId,
      accountId: notification.accountId ?? null,
      kind: notification.kind,
      params: notification.params ?? {},
      subject: notification.subject,
      objId: notification.objId ?? null,
      dedupeKey: notification.dedupeKey ?? null,
    })
    .onConflictDoNothing()
    .returning({ id: notifications.id });
  return written.length > 0;
}

const TITLES: Record<NotificationKind, string> = {
  tariff_changed: 'Your tariff has changed',
  tariff_downgraded: 'Records were unpublished after the tariff change',
  tariff_renewed: 'Your tariff has been renewed',
  renewal_failed: 'Not enough funds for the next payment',
  renewal_reminder: 'Your tariff ends soon and the balance will not cover it',
  balance_topped_up: 'Your balance has been topped up',
};

export function presentNotification(row: NotificationRow): Notification {
  return {
    id: row.id,
    kind: row.kind,
    title: TITLES[row.kind],
    params: row.params,
    subject: row.subject,
    obj_id: row.objId,
    created_at: row.createdAt.toISOString(),
    check_dt: row.checkDt ? row.checkDt.toISOString() : null,
  };
}
