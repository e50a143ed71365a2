import type { Notification } from '@bilim/contract/notifications';
import { wordNotification } from './notification-texts';
import type { NotificationRow } from './notifications.schema';

/**
 * A notification as GET /notifications, the account screen and the realtime `notification` event
 * send it: `title` is the English text; the web app words its own from `kind` and `params`.
 */
export function presentNotification(row: NotificationRow): Notification {
  return {
    id: row.id,
    kind: row.kind,
    title: wordNotification(row, 'en').title,
    params: row.params,
    subject: row.subject,
    obj_id: row.objId,
    account_id: row.accountId,
    created_at: row.createdAt.toISOString(),
    check_dt: row.checkDt ? row.checkDt.toISOString() : null,
  };
}
