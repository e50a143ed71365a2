import type { Language } from '@bilim/contract/constants';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/db';
import { emit } from '../../events/emit';
import type { StoredEvent } from '../../events/domain-events';
import { AppError } from '../../lib/errors';
import { markEmailConfirmed } from '../users/email-confirmed';
import { users } from '../users/users.schema';
import { emailConfirmationMail } from './email-confirmation-mail';
import { readAccountLink, signAccountLink } from './signed-links';

/**
 * Confirming a new user's e-mail (issue 16): registration sends a link; until it is followed the
 * user browses and drafts but cannot publish or pay (`users/email-confirmed.ts`). The link is a
 * signed one (`signed-links.ts`) naming the user, over their address: a resend is simply another
 * letter.
 */

const LINK_TTL_MS = 3 * 24 * 60 * 60 * 1000;
const PURPOSE = 'email-confirmation';

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
  const token = await signAccountLink(ctx, {
    purpose: PURPOSE,
    userId,
    fields: [],
    email: user.email,
    expiresAt: new Date(event.createdAt.getTime() + LINK_TTL_MS),
  });
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
  const link = await readAccountLink(ctx, token, { purpose: PURPOSE, fieldCount: 0 });
  if (!link) throw new AppError('RESTORE_LINK_INVALID');
  const { userId, email } = link;
  await markEmailConfirmed(ctx.db, userId);
  return { userId, email };
}
