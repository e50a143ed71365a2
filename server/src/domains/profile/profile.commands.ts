import type { Session, profileUpdateBody } from '@bilim/contract/auth';
import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/db';
import { isUniqueViolation } from '../../db/db';
import { emailNotUnique, notFound, passwordWrong } from '../../lib/errors';
import { hashPassword, verifyPassword } from '../auth/password';
import { revokeCredentials } from '../auth/credentials';
import { createSession, presentSession } from '../auth/sessions';
import { users, type UserRow } from '../users/users.schema';

export async function findProfile(db: Db, userId: number): Promise<UserRow> {
  const [user] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!user) throw notFound('USER_NOT_FOUND');
  return user;
}

/** The profile update as the contract's schema parses it. */
export type ProfileChanges = z.output<typeof profileUpdateBody>;

/** Updates the profile; optional fields left out keep their value. */
export async function updateProfile(
  db: Db,
  userId: number,
  changes: ProfileChanges,
): Promise<UserRow> {
  try {
    const [user] = await db
      .update(users)
      .set({
        name: changes.name,
        email: changes.email,
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
 * Changes the password after checking the current one; answers a fresh session, revoking all
 * others and every unused restore link.
 */
export async function changePassword(
  db: Db,
  userId: number,
  input: { current_password: string; password: string },
): Promise<Session> {
  const user = await findProfile(db, userId);
  if (!(await verifyPassword(input.current_password, user.passwordHash))) {
    throw passwordWrong('current_password');
  }
  const passwordHash = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ passwordHash, updatedAt: sql`now()` })
      .where(eq(users.id, userId));
    await revokeCredentials(tx, userId);
    const { token } = await createSession(tx, userId);
    return presentSession(user, token);
  });
}
