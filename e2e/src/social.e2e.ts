import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startOidcProvider } from '../../server/src/test/oidc-provider';
import { launchBrowser, linkInOutbox, openApp, seriousViolations, uniqueEmail } from './browser';
import { freePort, startBuiltServer, type RunningServer } from './server-process';

// Signing in with a provider in the browser, against a real OpenID Connect provider (panva's
// oidc-provider) running in this process; its login page signs the chosen person in at once.

let browser: Browser;
let server: RunningServer;
let provider: Awaited<ReturnType<typeof startOidcProvider>>;
let dataDir: string;
beforeAll(async () => {
  const port = await freePort();
  provider = await startOidcProvider({
    redirectUri: `http://127.0.0.1:${port}/api/auth/social/google/callback`,
  });
  dataDir = await mkdtemp(join(tmpdir(), 'bilim-social-'));
  [browser, server] = await Promise.all([
    launchBrowser(),
    startBuiltServer(
      {
        DEMO_DATA: '0',
        DATA_DIR: dataDir,
        GOOGLE_CLIENT_ID: provider.clientId,
        GOOGLE_CLIENT_SECRET: provider.clientSecret,
        GOOGLE_ISSUER: provider.issuer,
      },
      { port },
    ),
  ]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await provider?.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

describe('a family with a Google account', () => {
  it('signs in with one click on the login page and lands where they were going, in Russian', async () => {
    const { page, context } = await openApp(browser, { baseUrl: server.baseUrl });
    provider.signInNextAs({
      sub: `google-${Date.now()}`,
      email: uniqueEmail('google'),
      email_verified: true,
      name: 'Айгерим Бекова',
    });
    // A page that needs a session sends the visitor to the login page, which offers Google.
    await page.goto('/profile');
    await page.waitForURL((address) => address.pathname === '/login');
    await page.getByTestId('social-google').click();
    await page.waitForURL((address) => address.pathname === '/profile');
    await expect.poll(() => page.getByTestId('user-menu').textContent()).toContain('Айгерим');
    await context.close();
  });

  it('links an existing account only through the link sent to its e-mail, then signs in with it', async () => {
    const { page, context } = await openApp(browser, { baseUrl: server.baseUrl });
    const email = uniqueEmail('existing');
    const registered = await fetch(`${server.baseUrl}/api/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Дана Серик', email, password: 'dana-secret-password' }),
    });
    expect(registered.status).toBe(201);
    const google = { sub: `google-${Date.now()}`, email, email_verified: true, name: 'Dana' };

    provider.signInNextAs(google);
    await page.goto('/login');
    await page.getByTestId('social-google').click();
    await page.getByTestId('social-failure').waitFor();
    expect(await page.getByRole('alert').textContent()).toContain(
      'откройте ссылку, которую мы отправили на него',
    );
    expect(await seriousViolations(page)).toEqual([]);

    await page.goto(await linkInOutbox(email, '/social-link/', dataDir));
    await page.getByTestId('social-link-done').waitFor();
    expect(await page.getByTestId('social-link-done').textContent()).toContain(
      `Google привязан к вашей учётной записи ${email}`,
    );

    provider.signInNextAs(google);
    await page.goto('/login');
    await page.getByTestId('social-google').click();
    await page.waitForURL((address) => address.pathname === '/cabinet');
    await expect.poll(() => page.getByTestId('user-menu').textContent()).toContain('Дана');
    await context.close();
  });
});
