import type { Language } from '@bilim/contract/constants';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/db';
import { emit } from '../../events/emit';
import type { StoredEvent } from '../../events/domain-events';
import { AppError } from '../../lib/errors';
import { isHexSecret, keptSecret, randomHex } from '../settings/kept-secret';
import { users } from '../users/users.schema';
import { emailConfirmationMail } from './email-confirmation-mail';

/**
 * Confirming a new user's e-mail (issue 16): registration sends a link; until it is followed the
 * user browses and drafts but cannot publish or pay (`users/email-confirmed.ts`). The link names
 * the user, the address and when it expires, signed: nothing is stored for it, it stops working
 * when the address changes, and a resend is simply another letter.
 */

const EMAIL_CONFIRMATION_SECRET_SETTING = 'email_confirmation_secret';
const LINK_TTL_MS = 3 * 24 * 60 * 60 * 1000;

const linkSecret = (ctx: Pick<AppContext, 'db'>) =>
  keptSecret(ctx.db, EMAIL_CONFIRMATION_SECRET_SETTING, randomHex, isHexSecret);

const signature = (secret: string, userId: number, email: string, expires: string) =>
  createHmac('sha256', secret).update(`email-confirm:${userId}:${email}:${expires}`).digest();

/** The link's token: `<user id>.<expiry, seconds base 36>.<signature>`. */
function linkToken(secret: string, userId: number, email: string, expiresAt: Date): string {
  const expires = Math.floor(expiresAt.getTime() / 1000).toString(36);
  return `${userId}.${expires}.${signature(secret, userId, email, expires).toString('base64url')}`;
}

/** Asks for a letter with the link (after the commit, through the outbox). */
export async function requestEmailConfirmation(
  db: Executor,
  input: { userId: number; language: Language },
): Promise<void> {
  await emit(db, {
    type: 'email.confirmation_requested',
    payload: { user_id: input.userId, language: input.language },
  });
}

/**
 * Sends the link to the user's e-mail while it waits for confirmation (a late run sends nothing
 * to a user confirmed meanwhile; a second run the same link: it expires from the request's time).
 */
export async function sendEmailConfirmationLink(
  ctx: AppContext,
  event: StoredEvent<'email.confirmation_requested'>,
): Promise<void> {
  const { user_id: userId, language } = event.payload;
  const [user] = await ctx.db
    .select({ name: users.name, email: users.email, confirmedAt: users.emailConfirmedAt })
    .from(users)
    .where(eq(users.id, userId));
  if (!user || user.confirmedAt) return;
  const expiresAt = new Date(event.createdAt.getTime() + LINK_TTL_MS);
  const token = linkToken(await linkSecret(ctx), userId, user.email, expiresAt);
  const link = `${ctx.config.publicUrl}/email-confirm/${token}`;
  await ctx.mailer.send(emailConfirmationMail({ to: user.email, name: user.name, language, link }));
}

/**
 * Follows a link: the user's e-mail counts as proven (again, for a link followed twice). 422
 * RESTORE_LINK_INVALID, the catalogue's "The link is invalid or has expired", for a forged or
 * expired link or one sent to an address the account no longer has.
 */
export async function confirmEmail(
  ctx: AppContext,
  token: string,
): Promise<{ userId: number; email: string }> {
  const invalid = () => new AppError('RESTORE_LINK_INVALID');
  const [id, expires, signed, ...rest] = token.split('.');
  const userId = Number(id);
  const expiresAt = parseInt(expires ?? '', 36) * 1000;
  if (rest.length > 0 || !Number.isSafeInteger(userId) || userId <= 0 || !signed) throw invalid();
  if (!(expiresAt > ctx.clock().getTime())) throw invalid();
  const [user] = await ctx.db
    .select({ email: users.email })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) throw invalid();
  const expected = signature(await linkSecret(ctx), userId, user.email, expires ?? '');
  const given = Buffer.from(signed, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw invalid();
  await ctx.db
    .update(users)
    .set({ emailConfirmedAt: sql`now()` })
    .where(and(eq(users.id, userId), isNull(users.emailConfirmedAt)));
  return { userId, email: user.email };
}
