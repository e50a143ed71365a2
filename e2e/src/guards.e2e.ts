import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openApp, uniqueEmail } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

describe('route guards', () => {
  it('send an anonymous visit to /cabinet to the login and back after signing in', async () => {
    const { page, context, url } = await openApp(browser);
    const email = uniqueEmail('guard');
    await fetch(url('/api/register'), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Guard Test', email, password: 'guard-password' }),
    });

    await page.goto('/cabinet');
    await page.waitForURL((address) => address.pathname === '/login');
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/cabinet');

    await page.getByTestId('login-with-password').click();
    await page.waitForURL('**/login-password**');
    await page.locator('input[name=email]').fill(email);
    await page.locator('input[name=password]').fill('guard-password');
    await page.getByTestId('submit').click();
    await page.waitForURL((address) => address.pathname === '/cabinet');
    await context.close();
  });

  it('send a user without the admin role away from the admin panel', async () => {
    const { page, context } = await openApp(browser);
    await page.goto('/admin');
    await page.waitForURL((address) => address.pathname !== '/admin');
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
