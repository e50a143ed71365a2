import { createHmac, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { isHexSecret, keptSecret, randomHex } from '../settings/kept-secret';
import { users } from '../users/users.schema';

/**
 * Links e-mailed to an account's address to prove it is the user's (registration's
 * confirmation, linking a sign-in provider). The token names the user, what the link is about and
 * until when, signed together with the address: nothing is stored, and a link stops working
 * once the account's e-mail changes. `purpose` keeps one kind of link from passing for another.
 */

const SIGNED_LINK_SECRET_SETTING = 'signed_link_secret';

const linkSecret = (ctx: Pick<AppContext, 'db'>) =>
  keptSecret(ctx.db, SIGNED_LINK_SECRET_SETTING, randomHex, isHexSecret);

const signature = (secret: string, purpose: string, body: string, email: string) =>
  createHmac('sha256', secret).update(`${purpose}\n${body}\n${email}`).digest();

interface AccountLink {
  purpose: string;
  userId: number;
  /** What else the link is about (each any text). */
  fields: string[];
}

/**
 * The token: the user id, each field base64url, the expiry (seconds, base 36) and the signature,
 * joined by dots and the whole base64url again, so a link ends in no dot-suffix (a path ending in
 * ".abc" reads as a file to the web app's server, which answers 404 for a missing one).
 */
export async function signAccountLink(
  ctx: Pick<AppContext, 'db'>,
  link: AccountLink & { email: string; expiresAt: Date },
): Promise<string> {
  const expires = Math.floor(link.expiresAt.getTime() / 1000).toString(36);
  const fields = link.fields.map((field) => Buffer.from(field, 'utf8').toString('base64url'));
  const body = [String(link.userId), ...fields, expires].join('.');
  const signed = signature(await linkSecret(ctx), link.purpose, body, link.email);
  return Buffer.from(`${body}.${signed.toString('base64url')}`, 'utf8').toString('base64url');
}

/**
 * What a token of `purpose` carrying `fieldCount` fields says, with the account's e-mail now,
 * when it is unexpired and signed over that e-mail; null for anything else.
 */
export async function readAccountLink(
  ctx: Pick<AppContext, 'db' | 'clock'>,
  token: string,
  link: { purpose: string; fieldCount: number },
): Promise<(AccountLink & { email: string }) | null> {
  const parts = Buffer.from(token, 'base64url').toString('utf8').split('.');
  if (parts.length !== link.fieldCount + 3) return null;
  const signed = Buffer.from(parts.pop() ?? '', 'base64url');
  const userId = Number(parts[0]);
  const expires = parts.at(-1) ?? '';
  if (!/^[1-9][0-9]{0,9}$/.test(parts[0] ?? '') || !/^[0-9a-z]{1,12}$/.test(expires)) return null;
  if (parseInt(expires, 36) * 1000 <= ctx.clock().getTime()) return null;
  const [user] = await ctx.db
    .select({ email: users.email })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) return null;
  const expected = signature(await linkSecret(ctx), link.purpose, parts.join('.'), user.email);
  if (signed.length !== expected.length || !timingSafeEqual(signed, expected)) return null;
  const fields = parts
    .slice(1, -1)
    .map((field) => Buffer.from(field, 'base64url').toString('utf8'));
  return { purpose: link.purpose, userId, fields, email: user.email };
}
