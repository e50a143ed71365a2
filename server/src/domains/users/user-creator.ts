import type { Language, Role } from '@bilim/contract/constants';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/db';
import { isUniqueViolation } from '../../db/db';
import { emailNotUnique } from '../../lib/errors';
import { hashPassword } from '../auth/password';
import { createAccount } from '../billing/account.commands';
import { users, type NewUserRow, type UserRow } from './users.schema';

export interface UserCreateInput {
  name: string;
  email: string;
  password: string;
  roles?: Role[];
  /** The language letters and push messages come in (the default language unless given). */
  language?: Language;
  /**
   * Whether the e-mail is proven already (a provider's verified e-mail, the seeds', staff's);
   * registration's is not until its link is followed.
   */
  emailConfirmed: boolean;
  /** false: opened through a social sign-in, `password` is a random one nobody knows. */
  hasPassword?: boolean;
  profile?: Partial<
    Pick<NewUserRow, 'phone' | 'gender' | 'age' | 'showAge' | 'showContacts' | 'rating'>
  >;
}

/**
 * Creates a user and their first account (titled with the user's name) in one transaction.
 * A taken e-mail (also under a race) answers 422 with errors.email "Email is not unique".
 */
export async function createUser(db: Db, input: UserCreateInput): Promise<UserRow> {
  const passwordHash = await hashPassword(input.password);
  try {
    return await db.transaction(async (tx) => {
      const [user] = await tx
        .insert(users)
        .values({
          name: input.name,
          email: input.email.toLowerCase(),
          passwordHash,
          roles: input.roles ?? [],
          ...(input.language && { language: input.language }),
          emailConfirmedAt: input.emailConfirmed ? sql`now()` : null,
          ...(input.hasPassword === false && { hasPassword: false }),
          ...input.profile,
        })
        .returning();
      if (!user) throw new Error('user insert returned nothing');
      await createAccount(tx, user.id, user.name);
      return user;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw emailNotUnique();
    throw error;
  }
}
