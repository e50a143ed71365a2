import { describe, expect, it } from 'vitest';
import { buildNotification, buildNotificationsAnswer } from '../testing';
import { prependNotification, withNewerFrom } from './notification-list';

describe('the cached list of notifications', () => {
  const older = buildNotification({ id: 1, check_dt: '2027-03-11T08:00:00.000Z' });
  const newer = buildNotification({ id: 2 });

  it('takes a pushed notification first and counts it, once', () => {
    const answer = prependNotification(buildNotificationsAnswer([older]), newer);
    expect(answer.data.map((notification) => notification.id)).toEqual([2, 1]);
    expect(answer.meta).toMatchObject({ total: 2, unread: 1 });
    expect(prependNotification(answer, newer)).toBe(answer);
  });

  it('keeps no more than a page', () => {
    const full = buildNotificationsAnswer([older]);
    full.meta.per_page = 1;
    expect(prependNotification(full, newer).data).toEqual([newer]);
  });

  it('keeps pushed notifications newer than the answer of a check call', () => {
    const cached = buildNotificationsAnswer([newer, older]);
    const answer = buildNotificationsAnswer([{ ...older }]);
    expect(withNewerFrom(answer, cached).data.map((notification) => notification.id)).toEqual([
      2, 1,
    ]);
    expect(withNewerFrom(answer, undefined)).toBe(answer);
  });
});
