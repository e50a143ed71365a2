import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/db';
import { revokeCredentials } from '../auth/credentials';
import { hashPassword, verifyPassword } from '../auth/password';
import { createUser } from './user-creator';
import { users } from './users.schema';

/**
 * ADMIN_EMAIL + ADMIN_PASSWORD: creates that admin, or makes the existing user with that e-mail
 * the admin with that password. When that grants the role or changes the password, every session
 * and unused restore link the user had ends (whoever held them must not inherit the admin's power).
 */
export async function ensureAdmin(
  db: Db,
  input: { email: string; password: string },
): Promise<'created' | 'updated' | 'unchanged'> {
  const email = input.email.toLowerCase();
  const [existing] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  if (!existing) {
    await createUser(db, {
      name: 'Administrator',
      email,
      password: input.password,
      roles: ['admin'],
      emailConfirmed: true,
    });
    return 'created';
  }
  const isAdmin = existing.roles.includes('admin');
  if (isAdmin && (await verifyPassword(input.password, existing.passwordHash))) return 'unchanged';
  const passwordHash = await hashPassword(input.password);
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({
        passwordHash,
        // A password set by the operator unlocks signing in, as a restore does.
        failedSignIns: 0,
        signInLockedUntil: null,
        roles: isAdmin ? existing.roles : [...existing.roles, 'admin'],
        updatedAt: sql`now()`,
      })
      .where(eq(users.id, existing.id));
    await revokeCredentials(tx, existing.id);
  });
  return 'updated';
}
