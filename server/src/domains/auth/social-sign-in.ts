import {
  SOCIAL_PROVIDER_NAMES,
  SOCIAL_PROVIDERS,
  type Identity,
  type Session,
  type SocialProvider,
} from '@bilim/contract/auth';
import type { Language } from '@bilim/contract/constants';
import type { ErrorCode } from '@bilim/contract/errors';
import { and, asc, count, eq, gt, isNull } from 'drizzle-orm';
import * as oidc from 'openid-client';
import type { AppContext } from '../../context';
import { emit } from '../../events/emit';
import type { StoredEvent } from '../../events/domain-events';
import { AppError, notFound } from '../../lib/errors';
import { isRestricted } from '../restrictions/restrictions.conditions';
import { createUser } from '../users/user-creator';
import { markEmailConfirmed } from '../users/email-confirmed';
import { users } from '../users/users.schema';
import { socialLogins, userIdentities } from './auth.schema';
import { logSecurityEvent, type SecurityOrigin } from './security-log';
import { createSession, presentSession } from './sessions';
import { readAccountLink, signAccountLink } from './signed-links';
import { socialLinkMail } from './social-link-mail';
import { createToken, hashToken } from './tokens';

/**
 * Social sign-in through OpenID Connect (issue 16, spec: auth-social-success), with openid-client:
 * the authorization code flow with PKCE, state and nonce kept on the server (`social_logins`).
 * The provider's subject signs in the user it is linked to; a new subject with an e-mail the
 * provider verified and no account opens one; an e-mail that already has an account is never
 * linked by the match alone (the address is sent a link that links it, or the user signs in with
 * the password and links it in the profile).
 * The browser comes back to /auth-social-success with a one-time code (or an error code) and
 * exchanges the code for a session, so no token travels in an address.
 */

/** How long the provider's page may take. */
const SIGN_IN_TTL_MS = 10 * 60 * 1000;
const SCOPE = 'openid email profile';

/** What the provider says of the person: the ID token's claims, with userinfo's when needed. */
type PersonClaims = { sub: string; email?: unknown; email_verified?: unknown; name?: unknown };

const discovered = new WeakMap<AppContext['config'], Map<string, Promise<oidc.Configuration>>>();

/** The provider's discovered configuration (once per process; a failure is tried again later). */
function providerConfiguration(
  ctx: Pick<AppContext, 'config'>,
  provider: string,
): Promise<oidc.Configuration> {
  const settings = ctx.config.social.find((item) => item.provider === provider);
  if (!settings) throw new AppError('SOCIAL_PROVIDER_UNKNOWN');
  let cache = discovered.get(ctx.config);
  if (!cache) discovered.set(ctx.config, (cache = new Map()));
  let configuration = cache.get(provider);
  if (!configuration) {
    const issuer = new URL(settings.issuer);
    configuration = oidc.discovery(
      issuer,
      settings.clientId,
      settings.clientSecret,
      undefined,
      // Plain http only for a provider on this machine (development and the tests' provider).
      issuer.protocol === 'http:' ? { execute: [oidc.allowInsecureRequests] } : undefined,
    );
    cache.set(provider, configuration);
    configuration.catch(() => cache.delete(provider));
  }
  return configuration;
}

const callbackUrl = (ctx: Pick<AppContext, 'config'>, provider: string) =>
  `${ctx.config.publicUrl}/api/auth/social/${provider}/callback`;

/** The providers set up on this site. */
export const enabledProviders = (ctx: Pick<AppContext, 'config'>): SocialProvider[] =>
  ctx.config.social.map((item) => item.provider);

/**
 * Starts a sign-in (or, with `linkUserId`, a link to that signed-in user): records the state,
 * the PKCE verifier and the nonce, and answers the provider's address to send the browser to.
 */
export async function startSocialSignIn(
  ctx: AppContext,
  provider: string,
  input: { returnTo: string; linkUserId: number | null },
): Promise<string> {
  let configuration: oidc.Configuration;
  try {
    configuration = await providerConfiguration(ctx, provider);
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw new AppError('SOCIAL_FAILED');
  }
  const codeVerifier = oidc.randomPKCECodeVerifier();
  const state = oidc.randomState();
  const nonce = oidc.randomNonce();
  await ctx.db.insert(socialLogins).values({
    provider,
    stateHash: hashToken(state),
    codeVerifier,
    nonce,
    returnTo: input.returnTo,
    linkUserId: input.linkUserId,
    expiresAt: new Date(ctx.clock().getTime() + SIGN_IN_TTL_MS),
  });
  return oidc.buildAuthorizationUrl(configuration, {
    redirect_uri: callbackUrl(ctx, provider),
    scope: SCOPE,
    code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: 'S256',
    state,
    nonce,
  }).href;
}

/** The account a verified subject signs in: its own, or a new one (null: an error code). */
async function accountOf(
  ctx: AppContext,
  provider: string,
  claims: PersonClaims,
  language: Language,
): Promise<{ userId: number } | { error: ErrorCode }> {
  const [identity] = await ctx.db
    .select({ userId: userIdentities.userId })
    .from(userIdentities)
    .where(and(eq(userIdentities.provider, provider), eq(userIdentities.subject, claims.sub)));
  if (identity) return identity;
  const email = typeof claims.email === 'string' ? claims.email.trim().toLowerCase() : '';
  if (!email || claims.email_verified !== true) return { error: 'SOCIAL_EMAIL_UNVERIFIED' };
  const [holder] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (holder) {
    // Never linked by the match alone: the address is sent a link that links it.
    await emit(ctx.db, {
      type: 'social.link_requested',
      payload: { user_id: holder.id, provider, subject: claims.sub, language },
    });
    return { error: 'SOCIAL_LINK_REQUIRED' };
  }
  const name = typeof claims.name === 'string' && claims.name.trim() ? claims.name.trim() : email;
  const user = await createUser(ctx.db, {
    name: name.slice(0, 120),
    email,
    password: createToken().token,
    hasPassword: false,
    // The provider confirmed it (an unconfirmed one is refused before).
    emailConfirmed: true,
    language,
  });
  await ctx.db.insert(userIdentities).values({
    userId: user.id,
    provider,
    subject: claims.sub,
    email,
  });
  return { userId: user.id };
}

/**
 * Carries out the provider's answer (its redirect to the callback) and answers where to send the
 * browser: /auth-social-success with `code` (sign-in), `linked` (link) or `error`.
 */
export async function finishSocialSignIn(
  ctx: AppContext,
  provider: string,
  answer: URL,
  language: Language,
  origin: SecurityOrigin,
): Promise<string> {
  const back = (params: Record<string, string>) =>
    `${ctx.config.publicUrl}/auth-social-success?${new URLSearchParams(params)}`;
  const fail = (code: ErrorCode, userId: number | null = null) => {
    logSecurityEvent(origin, { event: 'social_sign_in_failed', userId, provider, reason: code });
    return back({ error: code });
  };
  const state = answer.searchParams.get('state');
  if (!state || !ctx.config.social.some((item) => item.provider === provider)) {
    return fail('SOCIAL_STATE_INVALID');
  }
  const now = ctx.clock();
  // Taken once: a replayed answer finds it used.
  const [login] = await ctx.db
    .update(socialLogins)
    .set({ usedAt: now })
    .where(
      and(
        eq(socialLogins.stateHash, hashToken(state)),
        eq(socialLogins.provider, provider),
        isNull(socialLogins.usedAt),
        gt(socialLogins.expiresAt, now),
      ),
    )
    .returning();
  if (!login) return fail('SOCIAL_STATE_INVALID');
  if (answer.searchParams.has('error')) return fail('SOCIAL_DENIED', login.linkUserId);

  let claims: PersonClaims | undefined;
  try {
    const configuration = await providerConfiguration(ctx, provider);
    const tokens = await oidc.authorizationCodeGrant(configuration, answer, {
      pkceCodeVerifier: login.codeVerifier,
      expectedState: state,
      expectedNonce: login.nonce,
      idTokenExpected: true,
    });
    const idToken = tokens.claims();
    if (idToken) {
      // Providers that keep the e-mail out of the ID token answer it at userinfo (same subject).
      claims =
        typeof idToken.email === 'string'
          ? idToken
          : {
              ...(await oidc.fetchUserInfo(configuration, tokens.access_token, idToken.sub)),
              sub: idToken.sub,
            };
    }
  } catch (error) {
    origin.log.warn({ err: error, provider }, 'social sign-in: the provider’s answer was refused');
  }
  if (!claims?.sub) return fail('SOCIAL_FAILED', login.linkUserId);

  if (login.linkUserId !== null) {
    const email = typeof claims.email === 'string' ? claims.email.toLowerCase() : null;
    const linked = await linkIdentity(ctx, login.linkUserId, {
      provider,
      subject: claims.sub,
      email,
    });
    if (!linked) return fail('SOCIAL_IDENTITY_TAKEN', login.linkUserId);
    logSecurityEvent(origin, { event: 'social_linked', userId: login.linkUserId, provider });
    return back({ linked: provider, return_to: login.returnTo });
  }

  const account = await accountOf(ctx, provider, claims, language);
  if ('error' in account) return fail(account.error);
  // A login restriction (spec §6) stops a social sign-in as it stops the password.
  if (await isRestricted(ctx.db, account.userId, 'login', now)) {
    return fail('ACTION_FORBIDDEN', account.userId);
  }
  const { token: code } = createToken();
  await ctx.db
    .update(socialLogins)
    .set({ userId: account.userId, completionHash: hashToken(code) })
    .where(eq(socialLogins.id, login.id));
  return back({ code });
}

/**
 * Links a provider's subject to the user; false when another account has it (or the user has
 * another account of this provider). Linking it again to the same user is fine.
 */
async function linkIdentity(
  ctx: Pick<AppContext, 'db'>,
  userId: number,
  identity: { provider: string; subject: string; email: string | null },
): Promise<boolean> {
  const [linked] = await ctx.db
    .insert(userIdentities)
    .values({ userId, ...identity })
    .onConflictDoNothing()
    .returning({ id: userIdentities.id });
  if (linked) return true;
  const [same] = await ctx.db
    .select({ id: userIdentities.id })
    .from(userIdentities)
    .where(
      and(
        eq(userIdentities.userId, userId),
        eq(userIdentities.provider, identity.provider),
        eq(userIdentities.subject, identity.subject),
      ),
    );
  return same !== undefined;
}

const SOCIAL_LINK_PURPOSE = 'social-link';
const SOCIAL_LINK_TTL_MS = 60 * 60 * 1000;

/**
 * E-mails the account the link that links the provider's subject to it (while the account does
 * not have this provider yet: a late run sends nothing then).
 */
export async function sendSocialLinkLetter(
  ctx: AppContext,
  event: StoredEvent<'social.link_requested'>,
): Promise<void> {
  const { user_id: userId, provider, subject, language } = event.payload;
  const [user] = await ctx.db
    .select({ name: users.name, email: users.email })
    .from(users)
    .where(eq(users.id, userId));
  const [already] = await ctx.db
    .select({ id: userIdentities.id })
    .from(userIdentities)
    .where(and(eq(userIdentities.userId, userId), eq(userIdentities.provider, provider)));
  if (!user || already || !isSocialProvider(provider)) return;
  const token = await signAccountLink(ctx, {
    purpose: SOCIAL_LINK_PURPOSE,
    userId,
    fields: [provider, subject],
    email: user.email,
    expiresAt: new Date(event.createdAt.getTime() + SOCIAL_LINK_TTL_MS),
  });
  await ctx.mailer.send(
    socialLinkMail({
      to: user.email,
      name: user.name,
      provider: SOCIAL_PROVIDER_NAMES[provider],
      language,
      link: `${ctx.config.publicUrl}/social-link/${token}`,
    }),
  );
}

/**
 * Follows the link of `sendSocialLinkLetter`: the provider is linked (the address proven, the
 * e-mail counts as confirmed too), and signs in from then on. 422 RESTORE_LINK_INVALID for a
 * forged or expired link or one sent to an address the account no longer has; 409
 * SOCIAL_IDENTITY_TAKEN when another account linked that provider account meanwhile.
 */
export async function confirmSocialLink(
  ctx: AppContext,
  token: string,
  origin: SecurityOrigin,
): Promise<{ email: string; provider: SocialProvider }> {
  const link = await readAccountLink(ctx, token, { purpose: SOCIAL_LINK_PURPOSE, fieldCount: 2 });
  const [provider = '', subject = ''] = link?.fields ?? [];
  if (!link || !isSocialProvider(provider)) throw new AppError('RESTORE_LINK_INVALID');
  const linked = await linkIdentity(ctx, link.userId, { provider, subject, email: link.email });
  if (!linked) throw new AppError('SOCIAL_IDENTITY_TAKEN');
  await markEmailConfirmed(ctx.db, link.userId);
  logSecurityEvent(origin, { event: 'social_linked', userId: link.userId, provider });
  return { email: link.email, provider };
}

const isSocialProvider = (value: string): value is SocialProvider =>
  (SOCIAL_PROVIDERS as readonly string[]).includes(value);

/** Exchanges the one-time code of /auth-social-success for a session (once, while fresh). */
export async function completeSocialSignIn(
  ctx: AppContext,
  code: string,
  origin: SecurityOrigin,
): Promise<Session & { return_to: string }> {
  const now = ctx.clock();
  const [login] = await ctx.db
    .update(socialLogins)
    .set({ completedAt: now })
    .where(
      and(
        eq(socialLogins.completionHash, hashToken(code)),
        isNull(socialLogins.completedAt),
        gt(socialLogins.expiresAt, now),
      ),
    )
    .returning();
  if (!login?.userId) throw new AppError('SOCIAL_STATE_INVALID');
  const [user] = await ctx.db.select().from(users).where(eq(users.id, login.userId));
  if (!user) throw new AppError('SOCIAL_STATE_INVALID');
  const { token } = await createSession(ctx.db, user.id);
  logSecurityEvent(origin, { event: 'sign_in_succeeded', userId: user.id });
  return { ...presentSession(user, token), return_to: login.returnTo };
}

/** The providers linked to the user, and whether the account has a password. */
export async function listIdentities(
  ctx: Pick<AppContext, 'db'>,
  userId: number,
): Promise<{ linked: Identity[]; has_password: boolean }> {
  const [rows, [user]] = await Promise.all([
    ctx.db
      .select()
      .from(userIdentities)
      .where(eq(userIdentities.userId, userId))
      .orderBy(asc(userIdentities.createdAt), asc(userIdentities.id)),
    ctx.db.select({ hasPassword: users.hasPassword }).from(users).where(eq(users.id, userId)),
  ]);
  return {
    linked: rows.map((row) => ({
      provider: row.provider as SocialProvider,
      email: row.email,
      created_at: row.createdAt.toISOString(),
    })),
    has_password: user?.hasPassword ?? true,
  };
}

/**
 * Unlinks a provider, unless it is the only way into the account (no password and no other
 * provider: 409 LAST_SIGN_IN_METHOD).
 */
export async function unlinkIdentity(
  ctx: AppContext,
  userId: number,
  provider: string,
  origin: SecurityOrigin,
): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const [user] = await tx
      .select({ hasPassword: users.hasPassword })
      .from(users)
      .where(eq(users.id, userId))
      .for('update');
    const [linked] = await tx
      .select({ n: count() })
      .from(userIdentities)
      .where(eq(userIdentities.userId, userId));
    const [identity] = await tx
      .select({ id: userIdentities.id })
      .from(userIdentities)
      .where(and(eq(userIdentities.userId, userId), eq(userIdentities.provider, provider)));
    if (!user || !identity) throw notFound();
    if (!user.hasPassword && (linked?.n ?? 0) <= 1) throw new AppError('LAST_SIGN_IN_METHOD');
    await tx.delete(userIdentities).where(eq(userIdentities.id, identity.id));
  });
  logSecurityEvent(origin, { event: 'social_unlinked', userId, provider });
}
