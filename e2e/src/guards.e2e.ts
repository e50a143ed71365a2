import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, logInThroughForm, openApp, registerUser } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

describe('route guards', () => {
  it('send an anonymous visit to /cabinet to the login and back after signing in', async () => {
    const { page, context } = await openApp(browser);
    const user = await registerUser('guard');

    await page.goto('/cabinet');
    await page.waitForURL((address) => address.pathname === '/login');
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/cabinet');

    await page.getByTestId('login-with-password').click();
    await page.waitForURL('**/login-password**');
    await logInThroughForm(page, user.email, user.password);
    await page.waitForURL((address) => address.pathname === '/cabinet');
    await context.close();
  });

  it('send a signed-in user without the admin role from the admin panel to the main page', async () => {
    const { page, context } = await openApp(browser);
    const user = await registerUser('no-admin');
    await page.goto('/login-password');
    await logInThroughForm(page, user.email, user.password);
    await page.waitForURL((address) => address.pathname === '/cabinet');
    await page.goto('/admin');
    await page.waitForURL((address) => address.pathname === '/');
    await context.close();
  });

  it('let the administrator into the admin panel', async () => {
    const { page, context } = await openApp(browser);
    const admin = inject('admin');
    await page.goto('/login-password');
    await logInThroughForm(page, admin.email, admin.password);
    await page.waitForURL((address) => address.pathname === '/cabinet');
    await page.goto('/admin');
    await page.getByTestId('maintenance-switch').waitFor();
    expect(new URL(page.url()).pathname).toBe('/admin');
    await context.close();
  });
});

describe('an unknown path', () => {
  it('shows Page Not Found with the code 440 and a Back link', async () => {
    const { page, context } = await openApp(browser, { locale: 'en-US' });
    await page.goto('/about');
    await page.goto('/no/such/page');
    await expect.poll(() => page.getByTestId('not-found-code').textContent()).toContain('440');
    await page.getByTestId('not-found-back').click();
    await page.waitForURL((address) => address.pathname === '/about');
    await context.close();
  });
});
