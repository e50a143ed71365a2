import { generateKeyPairSync } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

/** Who signs in at the test provider: their subject and the claims it vouches for. */
export interface ProviderAccount {
  sub: string;
  email?: string;
  email_verified?: boolean;
  name?: string;
}

/**
 * A real OpenID Connect provider (panva's oidc-provider) in this process on a free port of
 * 127.0.0.1, for one client whose redirect URI is `redirectUri`. Its login and consent pages are
 * replaced by an interaction that signs in `account` (set before each sign-in) at once, so a test
 * walks the real authorization code flow (PKCE, state, nonce, signed ID token) with plain HTTP.
 */
export async function startOidcProvider(client: { redirectUri: string }) {
  let account: ProviderAccount = { sub: 'nobody' };
  // The issuer names the port: listen first, then hand the requests to the provider.
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: 'bilim-test',
        client_secret: 'bilim-test-secret',
        redirect_uris: [client.redirectUri],
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    // Its own signing key (the library's built-in one is for quick starts only).
    jwks: {
      keys: [
        {
          ...generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({
            format: 'jwk',
          }),
          use: 'sig',
          alg: 'RS256',
        },
      ],
    },
    pkce: { required: () => true },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    findAccount: (_ctx, sub) => ({ accountId: sub, claims: () => ({ ...account, sub }) }),
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    features: { devInteractions: { enabled: false } },
  });
  provider.use(async (ctx, next) => {
    if (!ctx.path.startsWith('/interaction/')) return next();
    const details = await provider.interactionDetails(ctx.req, ctx.res);
    if (details.prompt.name === 'login') {
      ctx.redirect(
        await provider.interactionResult(ctx.req, ctx.res, { login: { accountId: account.sub } }),
      );
      return;
    }
    const grant = new provider.Grant({ accountId: account.sub, clientId: 'bilim-test' });
    grant.addOIDCScope('openid email profile');
    const grantId = await grant.save();
    ctx.redirect(await provider.interactionResult(ctx.req, ctx.res, { consent: { grantId } }));
  });
  server.on('request', provider.callback());

  /**
   * Follows the provider's pages from `authorizationUrl` as a browser would (keeping its
   * cookies) until it sends the browser back to the redirect URI, and answers that address.
   */
  async function authorize(authorizationUrl: string, as: ProviderAccount): Promise<URL> {
    account = as;
    const cookies = new Map<string, string>();
    let next = new URL(authorizationUrl);
    for (let hop = 0; hop < 10; hop += 1) {
      if (next.href.startsWith(client.redirectUri)) return next;
      const res = await fetch(next, {
        redirect: 'manual',
        headers: { cookie: [...cookies].map(([key, value]) => `${key}=${value}`).join('; ') },
      });
      for (const line of res.headers.getSetCookie()) {
        const [pair = ''] = line.split(';');
        const split = pair.indexOf('=');
        cookies.set(pair.slice(0, split), pair.slice(split + 1));
      }
      const location = res.headers.get('location');
      if (!location) throw new Error(`the provider stopped at ${next.href}: ${res.status}`);
      next = new URL(location, next);
    }
    throw new Error('the provider redirected too many times');
  }

  return {
    issuer,
    clientId: 'bilim-test',
    clientSecret: 'bilim-test-secret',
    authorize,
    /** Who the provider's login signs in next, for a browser walking its pages itself. */
    signInNextAs: (as: ProviderAccount) => {
      account = as;
    },
    close: () => new Promise<void>((done) => server.close(() => done())),
  };
}
