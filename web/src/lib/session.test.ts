import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionSchema } from '@bilim/contract/auth';
import { STORAGE_KEYS } from '@bilim/contract/constants';
import {
  clearSession,
  dropInvalidSession,
  getSession,
  hasRole,
  isSession,
  parseSession,
  setSession,
  subscribeSession,
} from './session';

const valid = { access_token: 'token-1', user_id: 7, name: 'Aigerim', roles: ['support'] };

describe('session', () => {
  afterEach(() => {
    localStorage.clear();
    vi.restoreAllMocks();
  });

  it('reads a valid stored session', () => {
    localStorage.setItem(STORAGE_KEYS.session, JSON.stringify(valid));
    expect(getSession()).toEqual(valid);
    expect(hasRole(getSession(), ['support', 'advertisement'])).toBe(true);
    expect(hasRole(getSession(), ['admin'])).toBe(false);
  });

  it('logs an unparsable value once and treats it as absent without writing', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    localStorage.setItem(STORAGE_KEYS.session, '{not json');
    expect(getSession()).toBeNull();
    expect(getSession()).toBeNull();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem(STORAGE_KEYS.session)).toBe('{not json');
  });

  it('removes an unusable stored value outside rendering', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    localStorage.setItem(STORAGE_KEYS.session, '{not json');
    dropInvalidSession();
    expect(localStorage.getItem(STORAGE_KEYS.session)).toBeNull();

    localStorage.setItem(STORAGE_KEYS.session, JSON.stringify({ access_token: 'x' }));
    const unsubscribe = subscribeSession(() => {});
    expect(localStorage.getItem(STORAGE_KEYS.session)).toBeNull();
    unsubscribe();
  });

  it('keeps returning the same object while the stored value is unchanged', () => {
    localStorage.setItem(STORAGE_KEYS.session, JSON.stringify(valid));
    expect(getSession()).toBe(getSession());
  });

  it('treats a value of the wrong shape as absent', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(parseSession(JSON.stringify({ access_token: 'x', user_id: 'seven' }))).toBeNull();
    expect(parseSession(JSON.stringify({ ...valid, roles: ['king'] }))).toBeNull();
    expect(warn).toHaveBeenCalledTimes(2);
  });

  it("checks the shape as the contract's session schema does", () => {
    const samples: unknown[] = [
      valid,
      { ...valid, roles: [] },
      { ...valid, roles: ['admin', 'advertisement'] },
      { ...valid, extra: 'kept out' },
      { ...valid, access_token: '' },
      { ...valid, user_id: 0 },
      { ...valid, user_id: 1.5 },
      { ...valid, user_id: '7' },
      { ...valid, name: null },
      { ...valid, roles: 'support' },
      { ...valid, roles: ['king'] },
      { user_id: 7, name: 'Aigerim', roles: [] },
      null,
      [],
      'token',
    ];
    for (const sample of samples)
      expect(isSession(sample), JSON.stringify(sample)).toBe(
        sessionSchema.safeParse(sample).success,
      );
  });

  it('keeps the acting role and the impersonator; the acting role decides the areas', () => {
    const staff = {
      ...valid,
      roles: ['support', 'advertisement'] as const,
      acting_role: 'advertisement' as const,
    };
    setSession({ ...staff, roles: [...staff.roles] });
    expect(getSession()).toMatchObject({ acting_role: 'advertisement' });
    expect(hasRole(getSession(), ['support'])).toBe(false);
    expect(hasRole(getSession(), ['advertisement'])).toBe(true);
    const impersonated = { ...valid, roles: [], impersonator: { id: 3, name: 'Saule' } };
    setSession(impersonated);
    expect(getSession()).toEqual(impersonated);
    expect(parseSession(JSON.stringify({ ...valid, acting_role: 'king' }))).toBeNull();
  });

  it("stores only the session's own fields", () => {
    setSession({ ...valid, extra: 'not stored' } as never);
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.session) ?? '')).toEqual(valid);
  });

  it('treats a missing value as absent without logging', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(getSession()).toBeNull();
    expect(warn).not.toHaveBeenCalled();
  });

  it('stores and clears a session', () => {
    setSession({ access_token: 'a', user_id: 1, name: 'Dana', roles: [] });
    expect(getSession()?.name).toBe('Dana');
    clearSession();
    expect(getSession()).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.session)).toBeNull();
  });
});
