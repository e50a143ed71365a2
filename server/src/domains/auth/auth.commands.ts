import type { Language, Role } from '@bilim/contract/constants';
import { FIELD_MESSAGES } from '@bilim/contract/errors';
import { RESTORE_LINK_TTL_MS } from '@bilim/contract/constants';
import type { LoginBody, RestoreResetBody, Session } from '@bilim/contract/auth';
import { createHmac } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Db } from '../../db/db';
import { emit } from '../../events/emit';
import { AppError, forbidden, validationFailed } from '../../lib/errors';
import { assertNotRestricted, isRestricted } from '../restrictions/restrictions.conditions';
import { isHexSecret, keptSecret, randomHex } from '../settings/kept-secret';
import { createUser } from '../users/user-creator';
import { users } from '../users/users.schema';
import { passwordResets, sessions } from './auth.schema';
import { assertPasswordNotCommon, hashPassword } from './password';
import { requestEmailConfirmation } from './email-confirmation';
import { restoreMail } from './restore-mail';
import { revokeCredentials } from './credentials';
import { logSecurityEvent, type SecurityOrigin } from './security-log';
import { createSession, presentSession, revokeSession, type SignedInActor } from './sessions';
import { checkAccountPassword, refuseUnknownEmail } from './sign-in-lock';
import { hashToken } from './tokens';

/** The secret restore links are derived from (generated once, kept in the database). */
const RESTORE_SECRET_SETTING = 'password_restore_secret';

type Parsed<T> = { [K in keyof T]-?: Exclude<T[K], undefined> };

/**
 * Registers a user (with their first account) and signs them in; letters come in `language`, the
 * first the link that confirms the e-mail. A password among the most common ones is refused (422
 * on `password`).
 */
export async function registerUser(
  ctx: AppContext,
  input: { name: string; email: string; password: string },
  language: Language,
): Promise<Session> {
  await assertPasswordNotCommon(input.password);
  const user = await createUser(ctx.db, { ...input, language, emailConfirmed: false });
  await requestEmailConfirmation(ctx.db, { userId: user.id, language });
  const { token } = await createSession(ctx.db, user.id);
  return presentSession(user, token);
}

/**
 * Signs in by e-mail and password, under the account's limit of wrong passwords in a row
 * (`sign-in-lock.ts`); an unknown e-mail and a wrong password answer alike, lock included. The
 * language of the sign-in becomes the user's for letters and push messages. Every outcome is a
 * security event of the request's log.
 */
export async function loginWithPassword(
  ctx: AppContext,
  input: Parsed<LoginBody>,
  language: Language,
  origin: SecurityOrigin,
): Promise<Session> {
  const check = { now: ctx.clock(), origin, via: 'sign_in' as const };
  const [user] = await ctx.db.select().from(users).where(eq(users.email, input.email)).limit(1);
  if (!user) return refuseUnknownEmail(ctx.db, input.email, input.password, check);
  await checkAccountPassword(ctx.db, user, input.password, check);
  // A login restriction (spec §6): 403 ACTION_FORBIDDEN while it runs, only to the right password.
  if (await isRestricted(ctx.db, user.id, 'login', check.now)) {
    logSecurityEvent(origin, {
      event: 'sign_in_failed',
      userId: user.id,
      reason: 'restricted',
      via: 'sign_in',
    });
    throw forbidden('ACTION_FORBIDDEN');
  }
  if (user.language !== language) {
    await ctx.db.update(users).set({ language }).where(eq(users.id, user.id));
  }
  const { token } = await createSession(ctx.db, user.id);
  logSecurityEvent(origin, { event: 'sign_in_succeeded', userId: user.id });
  return presentSession(user, token);
}

/** Ends the request's session; its sockets close when `session.revoked` is carried out. */
export async function logout(ctx: AppContext, sessionId: number): Promise<void> {
  await ctx.db.transaction((tx) => revokeSession(tx, sessionId));
}

/**
 * Asks for a restore link: records `password.restore_requested` and nothing else, the same for
 * known and unknown e-mails, so neither the answer nor its timing tells which e-mails exist.
 * The outbox's handler (`sendRestoreLink`) looks the user up and e-mails the link.
 */
export async function requestPasswordRestore(
  ctx: AppContext,
  input: { email: string; language: Language },
): Promise<void> {
  await emit(ctx.db, { type: 'password.restore_requested', payload: input });
}

/**
 * Carries out a restore request: when the e-mail is a user's, stores a single-use link (valid one
 * hour) and e-mails it in the language the request was made in. The link's token is derived from
 * the event, so a second run sends the same link again rather than a second one.
 */
export async function sendRestoreLink(
  ctx: AppContext,
  event: { id: number; createdAt: Date; payload: { email: string; language: Language } },
): Promise<void> {
  const { email, language } = event.payload;
  const [user] = await ctx.db.select().from(users).where(eq(users.email, email)).limit(1);
  if (!user) return;
  const secret = await keptSecret(ctx.db, RESTORE_SECRET_SETTING, randomHex, isHexSecret);
  const token = createHmac('sha256', secret).update(`restore:${event.id}`).digest('base64url');
  const [reset] = await ctx.db
    .insert(passwordResets)
    .values({
      userId: user.id,
      tokenHash: hashToken(token),
      expiresAt: new Date(event.createdAt.getTime() + RESTORE_LINK_TTL_MS),
    })
    .onConflictDoUpdate({
      target: passwordResets.tokenHash,
      set: { tokenHash: sql`excluded.token_hash` },
    })
    .returning({ usedAt: passwordResets.usedAt, expiresAt: passwordResets.expiresAt });
  // Used or expired meanwhile (the run is late): a link that cannot work is not sent.
  if (!reset || reset.usedAt || reset.expiresAt <= new Date()) return;
  const link = `${ctx.config.publicUrl}/restore/${token}`;
  await ctx.mailer.send(restoreMail({ to: user.email, name: user.name, link, language }));
}

/**
 * Whether a restore link can still set a password (unused, not expired), so its page can say a
 * dead link is dead before asking for a new password; 422 RESTORE_LINK_INVALID otherwise. Only
 * reads: the link is used by resetPassword.
 */
export async function assertRestoreLinkUsable(db: Db, token: string): Promise<void> {
  const [reset] = await db
    .select({ userId: passwordResets.userId })
    .from(passwordResets)
    .where(
      and(
        eq(passwordResets.tokenHash, hashToken(token)),
        isNull(passwordResets.usedAt),
        gt(passwordResets.expiresAt, new Date()),
      ),
    )
    .limit(1);
  if (!reset) throw new AppError('RESTORE_LINK_INVALID');
}

/**
 * Sets a new password from a restore link (not one of the most common passwords); revokes every
 * older session and every other unused link of the user, unlocks signing in with the password
 * (the count of wrong ones starts again), and signs in afresh.
 */
export async function resetPassword(
  ctx: AppContext,
  input: Parsed<RestoreResetBody>,
  origin: SecurityOrigin,
): Promise<Session> {
  await assertPasswordNotCommon(input.password);
  const passwordHash = await hashPassword(input.password);
  const session = await ctx.db.transaction(async (tx) => {
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
      .set({
        passwordHash,
        // An account opened through a social sign-in has a password from now on.
        hasPassword: true,
        failedSignIns: 0,
        signInLockedUntil: null,
        updatedAt: sql`now()`,
      })
      .where(eq(users.id, reset.userId))
      .returning();
    if (!user) throw new AppError('RESTORE_LINK_INVALID');
    // Resetting signs in: not while a login restriction runs (the link stays unused).
    await assertNotRestricted(tx, user.id, 'login', ctx.clock());
    await revokeCredentials(tx, user.id);
    const { token } = await createSession(tx, user.id);
    return presentSession(user, token);
  });
  logSecurityEvent(origin, { event: 'password_reset', userId: session.user_id });
  return session;
}

/**
 * Switch-to-role: the session acts as one of the roles its user holds (its menu shows that role's
 * areas, its calls carry that role's permissions), or as all of them again (null). A role not
 * held: 422 on `role`. An impersonated session keeps the user's own roles.
 */
export async function switchActingRole(
  db: Db,
  actor: SignedInActor,
  role: Role | null,
): Promise<Role | null> {
  if (role !== null && (!actor.heldRoles.includes(role) || actor.impersonator)) {
    throw validationFailed({ role: FIELD_MESSAGES.INVALID_CHOICE });
  }
  await db.update(sessions).set({ actingRole: role }).where(eq(sessions.id, actor.sessionId));
  return role;
}
