import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { clearSession, setSession } from '@/lib/session';
import {
  addUnsent,
  discardUnsent,
  draftOf,
  dropUnsent,
  isRetryable,
  keepDraft,
  markUnsent,
  unsentOf,
} from './unsent-messages';

const signIn = (userId: number) =>
  setSession({ access_token: `token-${userId}`, user_id: userId, name: 'Aigerim', roles: [] });

describe('the messages not sent yet', () => {
  afterEach(() => clearSession());

  it('are kept by chat until the server has them', () => {
    signIn(10);
    const first = addUnsent(3, { msg: 'Hello' });
    addUnsent(4, { msg: 'Another chat' });
    markUnsent(first, 'Server error', new ApiError(500, 'Server error', 'SERVER_ERROR'));
    expect(unsentOf(3)).toEqual([
      expect.objectContaining({
        msg: 'Hello',
        failure: { reason: 'Server error', retryable: true },
      }),
    ]);
    expect(unsentOf(4)).toHaveLength(1);
    dropUnsent(first);
    expect(unsentOf(3)).toEqual([]);
  });

  it('go with the session: another user in this tab never sees them', () => {
    signIn(10);
    addUnsent(3, { msg: 'Mine' });
    keepDraft(3, 'My draft');
    signIn(11);
    expect(unsentOf(3)).toEqual([]);
    expect(draftOf(3)).toBe('');
    expect(sessionStorage.getItem('bilim.chat-drafts')).toBeNull();
  });

  it('offer a retry only where sending again can help', () => {
    // The network, the server, or the pace: a retry may get through.
    expect(isRetryable(new ApiError(0, 'No connection'))).toBe(true);
    expect(isRetryable(new ApiError(500, 'Server error', 'SERVER_ERROR'))).toBe(true);
    expect(isRetryable(new ApiError(503, 'Maintenance', 'MAINTENANCE_MODE'))).toBe(true);
    expect(isRetryable(new ApiError(429, 'Too many', 'TOO_MANY_REQUESTS'))).toBe(true);
    // The message or the sender refused: the same answer every time.
    expect(isRetryable(new ApiError(422, 'Not an image', 'IMAGE_INVALID'))).toBe(false);
    expect(isRetryable(new ApiError(422, 'Invalid', 'VALIDATION_FAILED'))).toBe(false);
    expect(isRetryable(new ApiError(403, 'Blocked', 'CHAT_BLOCKED'))).toBe(false);
    expect(isRetryable(new ApiError(403, 'Forbidden', 'ACTION_FORBIDDEN'))).toBe(false);
    expect(isRetryable(new Error('not a call'))).toBe(false);
  });

  it('can be discarded, the text going back to an empty draft only', () => {
    signIn(10);
    const refused = addUnsent(3, { msg: 'Look at this' });
    markUnsent(refused, 'Not an image', new ApiError(422, 'Not an image', 'IMAGE_INVALID'));
    const failure = unsentOf(3)[0]!.failure!;
    expect(discardUnsent(failure)).toBe(true);
    expect(unsentOf(3)).toEqual([]);
    expect(draftOf(3)).toBe('Look at this');

    const another = addUnsent(3, { msg: 'Second try' });
    markUnsent(another, 'Blocked', new ApiError(403, 'Blocked', 'CHAT_BLOCKED'));
    expect(discardUnsent(unsentOf(3)[0]!.failure!)).toBe(false);
    expect(unsentOf(3)).toEqual([]);
    // What was being written stays as it was.
    expect(draftOf(3)).toBe('Look at this');
  });

  it('keep a draft per chat for the tab until it is sent (erased)', () => {
    signIn(10);
    keepDraft(4, 'About Saturday');
    keepDraft(1, 'Hello');
    expect(draftOf(4)).toBe('About Saturday');
    expect(JSON.parse(sessionStorage.getItem('bilim.chat-drafts') ?? '{}')).toEqual({
      user: 10,
      texts: { '1': 'Hello', '4': 'About Saturday' },
    });
    keepDraft(4, '');
    expect(draftOf(4)).toBe('');
    expect(draftOf(1)).toBe('Hello');
  });
});
