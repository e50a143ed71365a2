import type { Language } from '@bilim/contract/constants';
import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import { createHmac } from 'node:crypto';
import type { AppContext } from '../../context';
import { isUniqueViolation } from '../../db/db';
import { emit } from '../../events/emit';
import type { StoredEvent } from '../../events/domain-events';
import { AppError, emailNotUnique, notFound } from '../../lib/errors';
import { hashToken } from '../auth/tokens';
import { isHexSecret, keptSecret, randomHex } from '../settings/kept-secret';
import { users } from '../users/users.schema';
import { emailChangedMail, emailChangeRequestedMail, emailConfirmMail } from './email-change-mail';
import { emailChanges } from './profile.schema';

/**
 * Changing the account's e-mail (issue 16): asked for with the current password, it takes effect
 * only when the link sent to the new address is followed; the old address is told both times.
 * So a stolen session token alone can neither move the account nor hand it over through the
 * restore flow.
 */

const EMAIL_CHANGE_SECRET_SETTING = 'email_change_secret';
const LINK_TTL_MS = 24 * 60 * 60 * 1000;

/** The secret the links' tokens are derived from (read before a transaction: it may write it). */
const linkSecret = (ctx: Pick<AppContext, 'db'>) =>
  keptSecret(ctx.db, EMAIL_CHANGE_SECRET_SETTING, randomHex, isHexSecret);

/** The link's token of a change: derived from its id, so the letter can be sent (again) later. */
const linkToken = (secret: string, changeId: number) =>
  createHmac('sha256', secret).update(`email-change:${changeId}`).digest('base64url');

/**
 * Records the request (pending at once; valid 24 hours) and `email.change_requested`: the letters
 * go after the commit. The caller has checked the current password. 422 EMAIL_NOT_UNIQUE when
 * another account has the address.
 */
export async function requestEmailChange(
  ctx: AppContext,
  input: { userId: number; email: string; language: Language },
): Promise<void> {
  const [taken] = await ctx.db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.email, input.email), ne(users.id, input.userId)));
  if (taken) throw emailNotUnique();
  const secret = await linkSecret(ctx);
  await ctx.db.transaction(async (tx) => {
    const [change] = await tx
      .insert(emailChanges)
      .values({
        userId: input.userId,
        newEmail: input.email,
        // Replaced below by the hash of the token derived from the id.
        tokenHash: randomHex(),
        expiresAt: new Date(ctx.clock().getTime() + LINK_TTL_MS),
      })
      .returning({ id: emailChanges.id });
    if (!change) throw new Error('the e-mail change insert returned nothing');
    await tx
      .update(emailChanges)
      .set({ tokenHash: hashToken(linkToken(secret, change.id)) })
      .where(eq(emailChanges.id, change.id));
    await emit(tx, {
      type: 'email.change_requested',
      payload: { change_id: change.id, user_id: input.userId, language: input.language },
    });
  });
}

/** The address a user asked to move to and has not confirmed yet (the latest), or null. */
export async function pendingEmail(ctx: Pick<AppContext, 'db'>, userId: number, now: Date) {
  const [pending] = await ctx.db
    .select({ email: emailChanges.newEmail })
    .from(emailChanges)
    .where(
      and(
        eq(emailChanges.userId, userId),
        isNull(emailChanges.usedAt),
        gt(emailChanges.expiresAt, now),
      ),
    )
    .orderBy(sql`${emailChanges.id} desc`)
    .limit(1);
  return pending?.email ?? null;
}

/**
 * Sends the link to the new address and tells the old one, while the change still waits (a late
 * run sends nothing for a change followed or expired meanwhile; a second run the same link).
 */
export async function sendEmailChangeLink(
  ctx: AppContext,
  event: StoredEvent<'email.change_requested'>,
): Promise<void> {
  const { change_id: changeId, language } = event.payload;
  const [row] = await ctx.db
    .select({ change: emailChanges, name: users.name, email: users.email })
    .from(emailChanges)
    .innerJoin(users, eq(users.id, emailChanges.userId))
    .where(eq(emailChanges.id, changeId));
  if (!row || row.change.usedAt || row.change.expiresAt <= ctx.clock()) return;
  const link = `${ctx.config.publicUrl}/email-change/${linkToken(await linkSecret(ctx), changeId)}`;
  const email = row.change.newEmail;
  await ctx.mailer.send(emailConfirmMail({ to: email, name: row.name, language, link }));
  await ctx.mailer.send(
    emailChangeRequestedMail({ to: row.email, name: row.name, language, email }),
  );
}

/**
 * Follows a link: the account's e-mail becomes the new address (422 RESTORE_LINK_INVALID, the
 * catalogue's "The link is invalid or has expired", for a used, expired or unknown link; 422
 * EMAIL_NOT_UNIQUE when another account took the address meanwhile). Other pending changes of
 * the user end; the old address is told.
 */
export async function confirmEmailChange(
  ctx: AppContext,
  token: string,
): Promise<{ userId: number; email: string }> {
  const now = ctx.clock();
  try {
    return await ctx.db.transaction(async (tx) => {
      const [change] = await tx
        .update(emailChanges)
        .set({ usedAt: now })
        .where(
          and(
            eq(emailChanges.tokenHash, hashToken(token)),
            isNull(emailChanges.usedAt),
            gt(emailChanges.expiresAt, now),
          ),
        )
        .returning();
      if (!change) throw new AppError('RESTORE_LINK_INVALID');
      const [before] = await tx
        .select({ email: users.email, language: users.language })
        .from(users)
        .where(eq(users.id, change.userId))
        .for('update');
      if (!before) throw notFound('USER_NOT_FOUND');
      await tx
        .update(users)
        // Following the link proved the new address.
        .set({ email: change.newEmail, emailConfirmedAt: now, updatedAt: sql`now()` })
        .where(eq(users.id, change.userId));
      await tx
        .update(emailChanges)
        .set({ usedAt: now })
        .where(and(eq(emailChanges.userId, change.userId), isNull(emailChanges.usedAt)));
      await emit(tx, {
        type: 'email.changed',
        payload: {
          user_id: change.userId,
          old_email: before.email,
          new_email: change.newEmail,
          language: before.language,
        },
      });
      return { userId: change.userId, email: change.newEmail };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw emailNotUnique();
    throw error;
  }
}

/** Tells the old address that the account's e-mail moved. */
export async function sendEmailChangedNotice(
  ctx: AppContext,
  event: StoredEvent<'email.changed'>,
): Promise<void> {
  const { user_id: userId, old_email: oldEmail, new_email: email, language } = event.payload;
  const [user] = await ctx.db
    .select({ name: users.name })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (!user) return;
  await ctx.mailer.send(emailChangedMail({ to: oldEmail, name: user.name, language, email }));
}
