import type { Notification } from '@bilim/contract/notifications';
import { paths } from '@/config/paths';

/** The label of a notification's link (`links.<label>` in the `notifications` namespace). */
export type NotificationLinkLabel = 'show' | 'card' | 'tariff' | 'replenish' | 'history';

/**
 * Where a notification leads (docs/api-notifications.md; the server's letters and pushes lead
 * to the same pages): an event to its public page labelled Show (spec §4), a card to the
 * cabinet's card, failed renewals and reminders to the top-up, other balance news to the
 * history, tariff news to the tariffs.
 */
export function notificationLink(notification: Pick<Notification, 'kind' | 'subject' | 'obj_id'>): {
  to: string;
  label: NotificationLinkLabel;
} {
  const { kind, subject, obj_id: objId } = notification;
  if (subject === 'event' && objId) return { to: paths.event.getHref(objId), label: 'show' };
  if (subject === 'card' && objId) return { to: paths.cabinetCard.getHref(objId), label: 'card' };
  if (kind === 'renewal_failed' || kind === 'renewal_reminder') {
    return { to: paths.replenish.getHref(), label: 'replenish' };
  }
  if (subject === 'balance') return { to: paths.balanceHistory.getHref(), label: 'history' };
  return { to: paths.tariff.getHref(), label: 'tariff' };
}
