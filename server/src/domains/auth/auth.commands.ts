import type { Language } from '@bilim/contract/constants';
import { RESTORE_LINK_TTL_MS } from '@bilim/contract/constants';
import type { LoginBody, RestoreResetBody, Session } from '@bilim/contract/auth';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { AppError, passwordWrong } from '../../lib/errors';
import { createUser } from '../users/user-creator';
import { users } from '../users/users.schema';
import { passwordResets } from './auth.schema';
import { getDummyHash, hashPassword, verifyPassword } from './password';
import { restoreMail } from './restore-mail';
import { revokeCredentials } from './credentials';
import { createSession, presentSession } from './sessions';
import { createToken, hashToken } from './tokens';

type Parsed<T> = { [K in keyof T]-?: Exclude<T[K], undefined> };

/** Registers a user (with their first account) and signs them in. */
export async function registerUser(
  ctx: AppContext,
  input: { name: string; email: string; password: string },
): Promise<Session> {
  const user = await createUser(ctx.db, input);
  const { token } = await createSession(ctx.db, user.id);
  return presentSession(user, token);
}

/** Signs in by e-mail and password; an unknown e-mail and a wrong password answer alike. */
export async function loginWithPassword(
  ctx: AppContext,
  input: Parsed<LoginBody>,
): Promise<Session> {
  const [user] = await ctx.db.select().from(users).where(eq(users.email, input.email)).limit(1);
  if (!user) {
    await verifyPassword(input.password, await getDummyHash());
    throw passwordWrong();
  }
  if (!(await verifyPassword(input.password, user.passwordHash))) throw passwordWrong();
  const { token } = await createSession(ctx.db, user.id);
  return presentSession(user, token);
}

/**
 * E-mails a single-use restore link when the e-mail is known. Answers nothing either way; the
 * route runs it in the background, so the caller cannot learn which e-mails exist.
 */
export async function requestPasswordRestore(
  ctx: AppContext,
  input: { email: string; language: Language },
): Promise<void> {
  const [user] = await ctx.db.select().from(users).where(eq(users.email, input.email)).limit(1);
  if (!user) return;
  const { token, hash } = createToken();
  await ctx.db.insert(passwordResets).values({
    userId: user.id,
    tokenHash: hash,
    expiresAt: new Date(Date.now() + RESTORE_LINK_TTL_MS),
  });
  const link = `${ctx.config.publicUrl}/restore/${token}`;
  await ctx.mailer.send(
    restoreMail({ to: user.email, name: user.name, link, language: input.language }),
  );
}

/**
 * Sets a new password from a restore link; revokes every older session and every other unused
 * link of the user, and signs in afresh.
 */
export async function resetPassword(
  ctx: AppContext,
  input: Parsed<RestoreResetBody>,
): Promise<Session> {
  const passwordHash = await hashPassword(input.password);
  return ctx.db.transaction(async (tx) => {
    const [reset] = await tx
      .update(passwordResets)
      .set({ usedAt: sql`now()` })
      .where(
        and(
          eq(passwordResets.tokenHash, hashToken(input.token)),
          isNull(passwordResets.usedAt),
          gt(passwordResets.expiresAt, new Date()),
        ),
      )
      .returning();
    if (!reset) throw new AppError('RESTORE_LINK_INVALID');
    const [user] = await tx
      .update(users)
      .set({ passwordHash, updatedAt: sql`now()` })
      .where(eq(users.id, reset.userId))
      .returning();
    if (!user) throw new AppError('RESTORE_LINK_INVALID');
    await revokeCredentials(tx, user.id);
    const { token } = await createSession(tx, user.id);
    return presentSession(user, token);
  });
}
