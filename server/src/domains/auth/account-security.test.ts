import { ERRORS, FIELD_MESSAGES } from '@bilim/contract/errors';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { buildSignedInUser, buildUser } from '../../test/factories';
import { users } from '../users/users.schema';
import { passwordResets } from './auth.schema';
import { createToken } from './tokens';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/** The app's clock: tests move it instead of waiting. */
let now = new Date();
const later = (ms: number) => {
  now = new Date(now.getTime() + ms);
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false, clock: () => now });
});
afterAll(async () => t?.close());
afterEach(() => {
  vi.restoreAllMocks();
});

const TOO_COMMON = {
  message: 'The given data was invalid',
  code: 'VALIDATION_FAILED',
  errors: { password: FIELD_MESSAGES.PASSWORD_TOO_COMMON },
};
const WRONG = {
  message: 'Password wrong',
  code: 'PASSWORD_WRONG',
  errors: { password: 'Password wrong' },
};
const LOCKED = { message: ERRORS.SIGN_IN_LOCKED.message, code: 'SIGN_IN_LOCKED' };

function login(email: string, password: string, remoteAddress = '203.0.113.7') {
  return t.app.inject({
    method: 'POST',
    url: '/api/login-password',
    payload: { email, password },
    remoteAddress,
  });
}

function changePassword(
  auth: { authorization: string },
  payload: { current_password: string; password: string },
) {
  return t.app.inject({
    method: 'PUT',
    url: '/api/cabinet/profile/password',
    headers: auth,
    payload,
  });
}

/** A live restore link of a user, as if e-mailed. */
async function restoreLink(userId: number): Promise<string> {
  const { token, hash } = createToken();
  await t.db
    .insert(passwordResets)
    .values({ userId, tokenHash: hash, expiresAt: new Date(Date.now() + 60 * MINUTE) });
  return token;
}

function restore(token: string, password: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/restore/reset',
    payload: { token, password },
  });
}

async function lockState(userId: number) {
  const [row] = await t.db
    .select({ failedSignIns: users.failedSignIns, lockedUntil: users.signInLockedUntil })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}

describe('new passwords', () => {
  it.each(['12345678', 'password', 'PassWord', 'qwerty123'])(
    'refuses "%s" on register as too common',
    async (password) => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/register',
        payload: { name: 'Someone', email: 'someone-common@example.kz', password },
      });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual(TOO_COMMON);
    },
  );

  it('registers with a password that is not among the common ones', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/register',
      payload: { name: 'Someone', email: 'someone-rare@example.kz', password: 'steppe-lark-92' },
    });
    expect(res.statusCode).toBe(201);
  });

  it('refuses a common password on restore, leaving the link usable', async () => {
    const user = await buildUser(t.db);
    const token = await restoreLink(user.id);
    const common = await restore(token, '12345678');
    expect(common.statusCode).toBe(422);
    expect(common.json()).toEqual(TOO_COMMON);
    expect((await restore(token, 'steppe-lark-92')).statusCode).toBe(200);
  });

  it('refuses a common new password on change, keeping the old one', async () => {
    const { user, auth } = await buildSignedInUser(t.db, { password: 'old-steppe-lark' });
    const res = await changePassword(auth, {
      current_password: user.password,
      password: 'password',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual(TOO_COMMON);
    expect((await login(user.email, 'old-steppe-lark')).statusCode).toBe(200);
  });
});

describe('wrong passwords per account', () => {
  it('locks the account for a minute at the 5th wrong password in a row, from any address, the right one too', async () => {
    const user = await buildUser(t.db, { password: 'right-password-1' });
    for (let i = 1; i <= 4; i += 1) {
      const res = await login(user.email, `wrong-password-${i}`, `198.51.100.${i}`);
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual(WRONG);
    }
    const fifth = await login(user.email, 'wrong-password-5', '198.51.100.5');
    expect(fifth.statusCode).toBe(429);
    expect(fifth.json()).toEqual(LOCKED);
    const right = await login(user.email, 'right-password-1', '198.51.100.6');
    expect(right.statusCode).toBe(429);
    expect(right.json()).toEqual(LOCKED);
    expect(await lockState(user.id)).toEqual({
      failedSignIns: 5,
      lockedUntil: new Date(now.getTime() + MINUTE),
    });

    later(MINUTE - 1_000);
    expect((await login(user.email, 'right-password-1')).statusCode).toBe(429);
    later(1_000);
    expect((await login(user.email, 'right-password-1')).statusCode).toBe(200);
    expect(await lockState(user.id)).toEqual({ failedSignIns: 0, lockedUntil: null });

    // The right password reset the count: four wrong ones again before any wait.
    for (let i = 1; i <= 4; i += 1) {
      expect((await login(user.email, 'wrong-password')).json()).toEqual(WRONG);
    }
  });

  it('doubles the wait with each further wrong password and, at the 10th, waits for a restore', async () => {
    const user = await buildUser(t.db, { password: 'right-password-2' });
    for (let i = 1; i <= 5; i += 1) await login(user.email, 'wrong-password');
    let wait = 1; // minutes: the 5th wrong password's
    for (let failures = 6; failures <= 9; failures += 1) {
      later(wait * MINUTE - 1_000);
      expect((await login(user.email, 'right-password-2')).json()).toEqual(LOCKED);
      later(1_000);
      expect((await login(user.email, 'wrong-password')).json()).toEqual(LOCKED);
      wait *= 2;
      expect((await lockState(user.id))?.lockedUntil).toEqual(
        new Date(now.getTime() + wait * MINUTE),
      );
    }
    expect(wait).toBe(16);
    later(16 * MINUTE);
    expect((await login(user.email, 'wrong-password')).json()).toEqual(LOCKED);
    expect((await lockState(user.id))?.failedSignIns).toBe(10);

    later(30 * DAY);
    expect((await login(user.email, 'right-password-2')).json()).toEqual(LOCKED);

    const reset = await restore(await restoreLink(user.id), 'restored-password-2');
    expect(reset.statusCode).toBe(200);
    expect(await lockState(user.id)).toEqual({ failedSignIns: 0, lockedUntil: null });
    expect((await login(user.email, 'restored-password-2')).statusCode).toBe(200);
  });

  it('answers an unknown e-mail exactly as an account with wrong passwords, lock included', async () => {
    const user = await buildUser(t.db, { password: 'right-password-3' });
    const unknown = 'nobody-here@example.kz';
    const answers = async () => {
      const known = await login(user.email, 'wrong-password');
      const nobody = await login(unknown, 'wrong-password');
      expect(nobody.statusCode).toBe(known.statusCode);
      expect(nobody.body).toBe(known.body);
      return known.json().code as string;
    };
    const codes: string[] = [];
    for (let i = 1; i <= 6; i += 1) codes.push(await answers());
    later(MINUTE);
    codes.push(await answers());
    later(MINUTE);
    codes.push(await answers());
    expect(codes).toEqual([
      'PASSWORD_WRONG',
      'PASSWORD_WRONG',
      'PASSWORD_WRONG',
      'PASSWORD_WRONG',
      'SIGN_IN_LOCKED',
      'SIGN_IN_LOCKED',
      'SIGN_IN_LOCKED', // the 6th wrong one: two minutes now
      'SIGN_IN_LOCKED',
    ]);
  });

  it('counts a wrong current password of a password change with the sign-ins', async () => {
    const { user, auth } = await buildSignedInUser(t.db, { password: 'right-password-4' });
    for (let i = 1; i <= 3; i += 1) await login(user.email, 'wrong-password');
    const wrong = await changePassword(auth, {
      current_password: 'wrong-password',
      password: 'next-password-4',
    });
    expect(wrong.json()).toEqual({
      message: 'Password wrong',
      code: 'PASSWORD_WRONG',
      errors: { current_password: 'Password wrong' },
    });
    const fifth = await changePassword(auth, {
      current_password: 'wrong-password',
      password: 'next-password-4',
    });
    expect(fifth.statusCode).toBe(429);
    expect(fifth.json()).toEqual(LOCKED);
    const right = await changePassword(auth, {
      current_password: 'right-password-4',
      password: 'next-password-4',
    });
    expect(right.json()).toEqual(LOCKED);
    expect((await login(user.email, 'right-password-4')).json()).toEqual(LOCKED);

    later(MINUTE);
    const changed = await changePassword(auth, {
      current_password: 'right-password-4',
      password: 'next-password-4',
    });
    expect(changed.statusCode).toBe(200);
    expect(await lockState(user.id)).toEqual({ failedSignIns: 0, lockedUntil: null });
  });

  it('lets no more than the limit of wrong passwords sent at once be compared', async () => {
    const user = await buildUser(t.db, { password: 'right-password-5' });
    const answers = await Promise.all(
      Array.from({ length: 15 }, (_, i) => login(user.email, `wrong-password-${i}`)),
    );
    const codes = answers.map((answer) => answer.json().code as string);
    expect(codes.filter((code) => code === 'PASSWORD_WRONG')).toHaveLength(4);
    expect(codes.filter((code) => code === 'SIGN_IN_LOCKED')).toHaveLength(11);
    const state = await lockState(user.id);
    expect(state?.failedSignIns).toBeGreaterThanOrEqual(5);
    expect(state?.failedSignIns).toBeLessThanOrEqual(10);
  });
});

describe('the security log', () => {
  /** Every entry written at info or warn while `run` runs, as pino would get it. */
  async function logged(run: () => Promise<void>) {
    const info = vi.spyOn(t.app.log, 'info');
    const warn = vi.spyOn(t.app.log, 'warn');
    await run();
    const calls = (level: string, spy: typeof info) =>
      spy.mock.calls.map((args, i) => ({
        level,
        args: args as unknown[],
        order: spy.mock.invocationCallOrder[i] ?? 0,
      }));
    const entries = [...calls('info', info), ...calls('warn', warn)].sort(
      (a, b) => a.order - b.order,
    );
    vi.restoreAllMocks();
    return entries;
  }
  const security = (entries: Awaited<ReturnType<typeof logged>>) =>
    entries
      .map(({ level, args }) => ({ level, ...(args[0] as Record<string, unknown>) }))
      .filter((entry) => 'security' in entry);

  it('records sign-ins, failures, locks, changes and resets by user id and address, never an e-mail or a password', async () => {
    const { user, auth } = await buildSignedInUser(t.db, { password: 'right-password-6' });
    const address = '192.0.2.44';
    let lockedUntil = '';
    const entries = await logged(async () => {
      await login(user.email, 'right-password-6', address);
      for (let i = 1; i <= 5; i += 1) await login(user.email, 'wrong-password-6', address);
      await login(user.email, 'right-password-6', address);
      await login('nobody-logged@example.kz', 'wrong-password-6', address);
      lockedUntil = new Date(now.getTime() + MINUTE).toISOString();
      later(MINUTE);
      await changePassword(auth, {
        current_password: 'right-password-6',
        password: 'changed-password-6',
      });
      await restore(await restoreLink(user.id), 'restored-password-6');
    });
    const failed = {
      level: 'warn',
      security: 'sign_in_failed',
      userId: user.id,
      reason: 'wrong_password',
      via: 'sign_in',
      ip: address,
    };
    expect(security(entries)).toEqual([
      { level: 'info', security: 'sign_in_succeeded', userId: user.id, ip: address },
      failed,
      failed,
      failed,
      failed,
      failed,
      {
        level: 'warn',
        security: 'account_locked',
        userId: user.id,
        failedSignIns: 5,
        lockedUntil,
        ip: address,
      },
      { ...failed, reason: 'locked' },
      { ...failed, userId: null },
      { level: 'info', security: 'password_changed', userId: user.id, ip: '127.0.0.1' },
      { level: 'info', security: 'password_reset', userId: user.id, ip: '127.0.0.1' },
    ]);
    const text = JSON.stringify(
      entries.filter(({ args }) => String(args[1]).startsWith('security')).map(({ args }) => args),
    );
    expect(text).not.toContain(user.email);
    expect(text).not.toContain('nobody-logged');
    expect(text).not.toMatch(/right-password|wrong-password|changed-password|restored-password/);
  });
});
