import { createHash } from 'node:crypto';
import { and, eq, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/db';
import { AppError, passwordWrong } from '../../lib/errors';
import { users, type UserRow } from '../users/users.schema';
import { getDummyHash, verifyPassword } from './password';
import { logSecurityEvent, type SecurityOrigin } from './security-log';

/** Wrong passwords in a row from which each one makes the account wait before the next try. */
export const DELAY_AFTER_FAILURES = 5;
/** Wrong passwords in a row after which signing in with the password waits for a restore. */
export const LOCK_AFTER_FAILURES = 10;
/** The wait after the 5th wrong password in a row; each further one doubles it. */
export const FIRST_DELAY_MS = 60_000;

/**
 * How long the password is refused after `failures` wrong ones in a row: not at all (null), a
 * wait in milliseconds (1 minute after the 5th, doubling: 2, 4, 8, 16), or until the password is
 * restored ('restore', from the 10th on).
 */
export function lockAfter(failures: number): number | 'restore' | null {
  if (failures >= LOCK_AFTER_FAILURES) return 'restore';
  if (failures < DELAY_AFTER_FAILURES) return null;
  return FIRST_DELAY_MS * 2 ** (failures - DELAY_AFTER_FAILURES);
}

/** The lock state of an account (its `users` columns) or of an unknown e-mail. */
export type LockState = Pick<UserRow, 'failedSignIns' | 'signInLockedUntil'>;

/** Whether the password is refused at `now`, the right one too. */
export function isSignInLocked(state: LockState, now: Date): boolean {
  return (
    state.failedSignIns >= LOCK_AFTER_FAILURES ||
    (state.signInLockedUntil !== null && state.signInLockedUntil > now)
  );
}

export const signInLocked = () => new AppError('SIGN_IN_LOCKED');

/** Where the password was typed: `password` of the sign-in, or `current_password` of a change. */
export interface PasswordCheck {
  now: Date;
  origin: SecurityOrigin;
  via: 'sign_in' | 'password_change';
}

const fieldOf = (check: PasswordCheck) =>
  check.via === 'password_change' ? 'current_password' : 'password';

/**
 * Checks a password typed for an account under its limit of wrong ones in a row (any address):
 * while locked it is refused unread (429 `SIGN_IN_LOCKED`); a wrong one answers `PASSWORD_WRONG`
 * on its field, or `SIGN_IN_LOCKED` when it starts a lock (`lockAfter`); the right one clears the
 * count. The attempt is counted before the password is compared, by one statement that refuses it
 * while the account is locked, so wrong passwords sent at once cannot pass the limit either.
 * Restoring the password (`resetPassword`) clears the count and the lock.
 */
export async function checkAccountPassword(
  db: Executor,
  user: Pick<UserRow, 'id' | 'passwordHash'>,
  password: string,
  check: PasswordCheck,
): Promise<void> {
  const { now, origin, via } = check;
  const [counted] = await db
    .update(users)
    .set({ failedSignIns: sql`${users.failedSignIns} + 1` })
    .where(
      and(
        eq(users.id, user.id),
        lt(users.failedSignIns, LOCK_AFTER_FAILURES),
        or(isNull(users.signInLockedUntil), lte(users.signInLockedUntil, now)),
      ),
    )
    .returning({ failedSignIns: users.failedSignIns });
  if (!counted) {
    logSecurityEvent(origin, { event: 'sign_in_failed', userId: user.id, reason: 'locked', via });
    throw signInLocked();
  }
  if (await verifyPassword(password, user.passwordHash)) {
    await db
      .update(users)
      .set({ failedSignIns: 0, signInLockedUntil: null })
      .where(eq(users.id, user.id));
    return;
  }
  logSecurityEvent(origin, {
    event: 'sign_in_failed',
    userId: user.id,
    reason: 'wrong_password',
    via,
  });
  const lock = lockAfter(counted.failedSignIns);
  if (lock === null) throw passwordWrong(fieldOf(check));
  let lockedUntil: string | 'restore' = 'restore';
  if (lock !== 'restore') {
    const until = new Date(now.getTime() + lock);
    lockedUntil = until.toISOString();
    // Of wrong passwords counted together, the last one counted sets the wait.
    await db
      .update(users)
      .set({ signInLockedUntil: until })
      .where(and(eq(users.id, user.id), eq(users.failedSignIns, counted.failedSignIns)));
  }
  logSecurityEvent(origin, {
    event: 'account_locked',
    userId: user.id,
    failedSignIns: counted.failedSignIns,
    lockedUntil,
  });
  throw signInLocked();
}

/** How many unknown e-mails a process keeps counts for (the oldest are forgotten first). */
const UNKNOWN_EMAILS_KEPT = 10_000;
/** Per database (tests run several apps in one process): e-mail hash → lock state. */
const unknownEmails = new WeakMap<Executor, Map<string, LockState>>();

/**
 * Refuses a sign-in to an e-mail no account has exactly as a wrong password of an account is
 * refused: the same comparison time (against a dummy hash), the same count and the same lock
 * (`SIGN_IN_LOCKED` from the 5th try in a row), so neither the answer nor the lock tells whether
 * the e-mail exists. The counts live in this process only, under the e-mail's hash.
 */
export async function refuseUnknownEmail(
  db: Executor,
  email: string,
  password: string,
  check: PasswordCheck,
): Promise<never> {
  const { now, origin, via } = check;
  let states = unknownEmails.get(db);
  if (!states) {
    states = new Map();
    unknownEmails.set(db, states);
  }
  const key = createHash('sha256').update(email).digest('base64url');
  const state = states.get(key) ?? { failedSignIns: 0, signInLockedUntil: null };
  if (isSignInLocked(state, now)) {
    logSecurityEvent(origin, { event: 'sign_in_failed', userId: null, reason: 'locked', via });
    throw signInLocked();
  }
  const failedSignIns = state.failedSignIns + 1;
  const lock = lockAfter(failedSignIns);
  states.delete(key);
  states.set(key, {
    failedSignIns,
    signInLockedUntil: typeof lock === 'number' ? new Date(now.getTime() + lock) : null,
  });
  if (states.size > UNKNOWN_EMAILS_KEPT) {
    const oldest = states.keys().next();
    if (!oldest.done) states.delete(oldest.value);
  }
  await verifyPassword(password, await getDummyHash());
  logSecurityEvent(origin, {
    event: 'sign_in_failed',
    userId: null,
    reason: 'wrong_password',
    via,
  });
  throw lock === null ? passwordWrong(fieldOf(check)) : signInLocked();
}
