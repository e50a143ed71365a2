import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/db';
import { hashPassword } from '../auth/password';
import { createUser } from './user-creator';
import { users } from './users.schema';

/** ADMIN_EMAIL + ADMIN_PASSWORD: creates that admin, or resets the password of the existing user and adds the role. */
export async function ensureAdmin(
  db: Db,
  input: { email: string; password: string },
): Promise<'created' | 'updated'> {
  const email = input.email.toLowerCase();
  const [existing] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  if (!existing) {
    await createUser(db, {
      name: 'Administrator',
      email,
      password: input.password,
      roles: ['admin'],
    });
    return 'created';
  }
  await db
    .update(users)
    .set({
      passwordHash: await hashPassword(input.password),
      roles: sql`case when 'admin' = any(${users.roles}) then ${users.roles} else array_append(${users.roles}, 'admin') end`,
      updatedAt: sql`now()`,
    })
    .where(eq(users.id, existing.id));
  return 'updated';
}
