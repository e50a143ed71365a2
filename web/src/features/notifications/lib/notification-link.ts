import type { Notification } from '@bilim/contract/notifications';
import { paths } from '@/config/paths';

/** The label of a notification's link (`links.<label>` in the `notifications` namespace). */
export type NotificationLinkLabel =
  'show' | 'card' | 'tariff' | 'replenish' | 'history' | 'reviews' | 'home' | 'chat';

/**
 * Where a notification leads (docs/api-notifications.md; the server's letters and pushes lead
 * to the same pages): an event to its public page labelled Show (spec §4), a card (and a record
 * support unpublished) to the
 * cabinet's card, failed renewals and reminders to the top-up, other balance news to the
 * history, tariff news to the tariffs.
 */
export function notificationLink(
  notification: Pick<Notification, 'kind' | 'subject' | 'obj_id' | 'params'>,
): {
  to: string;
  label: NotificationLinkLabel;
} {
  const { kind, subject, obj_id: objId, params } = notification;
  // Reviews and replies are read (and answered) on the record's public page, at its reviews.
  if ((kind === 'review_received' || kind === 'review_replied') && objId) {
    const page = subject === 'event' ? paths.event.getHref(objId) : paths.card.getHref(objId);
    return { to: `${page}#reviews`, label: 'reviews' };
  }
  // A closed complaint leads to what was reported, when that has a page of its own.
  if (subject === 'complaint') {
    const target = Number(params.target_id);
    if (Number.isInteger(target) && target > 0) {
      if (params.target_type === 'card') return { to: paths.card.getHref(target), label: 'show' };
      if (params.target_type === 'event') return { to: paths.event.getHref(target), label: 'show' };
      if (params.target_type === 'user')
        return { to: paths.userInfo.getHref(target), label: 'show' };
    }
    return { to: paths.home.getHref(), label: 'home' };
  }
  // A record support took off the site is the owner's to mend, in the cabinet.
  if (kind === 'listing_moderated' && objId) {
    return subject === 'event'
      ? { to: paths.cabinetEvent.getHref(objId), label: 'show' }
      : { to: paths.cabinetCard.getHref(objId), label: 'card' };
  }
  if (subject === 'event' && objId) return { to: paths.event.getHref(objId), label: 'show' };
  if (subject === 'chat' && objId) return { to: paths.chatRoom.getHref(objId), label: 'chat' };
  if (subject === 'card' && objId) return { to: paths.cabinetCard.getHref(objId), label: 'card' };
  if (kind === 'renewal_failed' || kind === 'renewal_reminder') {
    return { to: paths.replenish.getHref(), label: 'replenish' };
  }
  if (subject === 'balance') return { to: paths.balanceHistory.getHref(), label: 'history' };
  return { to: paths.tariff.getHref(), label: 'tariff' };
}
