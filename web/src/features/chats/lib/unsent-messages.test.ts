import { afterEach, describe, expect, it } from 'vitest';
import { clearSession, setSession } from '@/lib/session';
import { addUnsent, dropUnsent, markUnsent, unsentOf } from './unsent-messages';

const signIn = (userId: number) =>
  setSession({ access_token: `token-${userId}`, user_id: userId, name: 'Aigerim', roles: [] });

describe('the messages not sent yet', () => {
  afterEach(() => clearSession());

  it('are kept by chat until the server has them', () => {
    signIn(10);
    const first = addUnsent(3, { msg: 'Hello' });
    addUnsent(4, { msg: 'Another chat' });
    markUnsent(first, 'Server error');
    expect(unsentOf(3)).toEqual([
      expect.objectContaining({ msg: 'Hello', failure: 'Server error' }),
    ]);
    expect(unsentOf(4)).toHaveLength(1);
    dropUnsent(first);
    expect(unsentOf(3)).toEqual([]);
  });

  it('go with the session: another user in this tab never sees them', () => {
    signIn(10);
    addUnsent(3, { msg: 'Mine' });
    signIn(11);
    expect(unsentOf(3)).toEqual([]);
  });
});
