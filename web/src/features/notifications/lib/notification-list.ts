import type { Notification, NotificationsAnswer } from '@bilim/contract/notifications';

/**
 * A notification pushed over the realtime channel, put first in the cached list (as GET
 * /notifications would list it) with the counts raised; one the list already has changes nothing.
 */
export function prependNotification(
  answer: NotificationsAnswer,
  notification: Notification,
): NotificationsAnswer {
  if (answer.data.some((listed) => listed.id === notification.id)) return answer;
  return {
    data: [notification, ...answer.data].slice(0, answer.meta.per_page),
    meta: {
      ...answer.meta,
      total: answer.meta.total + 1,
      unread: answer.meta.unread + (notification.check_dt === null ? 1 : 0),
    },
  };
}

/**
 * The server's answer, plus notifications that reached the cache over the realtime channel
 * after the server read its list (newer than anything the answer holds).
 */
export function withNewerFrom(
  answer: NotificationsAnswer,
  cached: NotificationsAnswer | undefined,
): NotificationsAnswer {
  const newest = answer.data[0]?.id ?? 0;
  const newer = (cached?.data ?? []).filter((listed) => listed.id > newest);
  return newer.reduceRight(prependNotification, answer);
}
