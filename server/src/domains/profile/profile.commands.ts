import type { Session, profileUpdateBody } from '@bilim/contract/auth';
import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import type { Db } from '../../db/db';
import { isUniqueViolation } from '../../db/db';
import { FIELD_MESSAGES } from '@bilim/contract/errors';
import { emailNotUnique, notFound, validationFailed } from '../../lib/errors';
import { requestEmailChange } from './email-change';
import { assertPasswordNotCommon, hashPassword } from '../auth/password';
import { revokeCredentials } from '../auth/credentials';
import { logSecurityEvent, type SecurityOrigin } from '../auth/security-log';
import { createSession, presentSession } from '../auth/sessions';
import { checkAccountPassword } from '../auth/sign-in-lock';
import { users, type UserRow } from '../users/users.schema';

export async function findProfile(db: Db, userId: number): Promise<UserRow> {
  const [user] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!user) throw notFound('USER_NOT_FOUND');
  return user;
}

/** The profile update as the contract's schema parses it. */
export type ProfileChanges = z.output<typeof profileUpdateBody>;

/**
 * Updates the profile; optional fields left out keep their value. A new e-mail is not written
 * here: with the right current password (counted like a sign-in, `checkAccountPassword`) it is
 * asked for (`requestEmailChange`), and takes effect once the link sent to it is followed.
 */
export async function updateProfile(
  ctx: AppContext,
  userId: number,
  changes: ProfileChanges,
  origin: SecurityOrigin,
): Promise<UserRow> {
  const current = await findProfile(ctx.db, userId);
  if (changes.email !== current.email) {
    if (!changes.current_password) {
      throw validationFailed({ current_password: FIELD_MESSAGES.FILL_VALUE });
    }
    await checkAccountPassword(ctx.db, current, changes.current_password, {
      now: ctx.clock(),
      origin,
      via: 'password_change',
    });
    await requestEmailChange(ctx, {
      userId,
      email: changes.email,
      language: current.language,
    });
    logSecurityEvent(origin, { event: 'email_change_requested', userId });
  }
  try {
    const [user] = await ctx.db
      .update(users)
      .set({
        name: changes.name,
        ...(changes.phone !== undefined && { phone: changes.phone }),
        ...(changes.gender !== undefined && { gender: changes.gender }),
        ...(changes.age !== undefined && { age: changes.age }),
        ...(changes.show_age !== undefined && { showAge: changes.show_age }),
        ...(changes.show_contacts !== undefined && { showContacts: changes.show_contacts }),
        updatedAt: sql`now()`,
      })
      .where(eq(users.id, userId))
      .returning();
    if (!user) throw notFound('USER_NOT_FOUND');
    return user;
  } catch (error) {
    if (isUniqueViolation(error)) throw emailNotUnique();
    throw error;
  }
}

/**
 * Changes the password after checking the current one, which counts towards the account's limit
 * of wrong passwords in a row as a sign-in does (`checkAccountPassword`); the new one may not be
 * among the most common passwords. Answers a fresh session, revoking all others and every unused
 * restore link.
 */
export async function changePassword(
  ctx: AppContext,
  userId: number,
  input: { current_password: string; password: string },
  origin: SecurityOrigin,
): Promise<Session> {
  await assertPasswordNotCommon(input.password);
  const user = await findProfile(ctx.db, userId);
  await checkAccountPassword(ctx.db, user, input.current_password, {
    now: ctx.clock(),
    origin,
    via: 'password_change',
  });
  const passwordHash = await hashPassword(input.password);
  const session = await ctx.db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ passwordHash, updatedAt: sql`now()` })
      .where(eq(users.id, userId));
    await revokeCredentials(tx, userId);
    const { token } = await createSession(tx, userId);
    return presentSession(user, token);
  });
  logSecurityEvent(origin, { event: 'password_changed', userId });
  return session;
}
