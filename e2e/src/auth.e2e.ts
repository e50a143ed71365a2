import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  confirmAction,
  createDraftCard,
  cspViolations,
  launchBrowser,
  seriousViolations,
  signInThroughApi,
  translations,
  logInThroughForm,
  openApp,
  linkInOutbox,
  registerUser,
  uniqueEmail,
} from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

async function openUserMenuItem(page: Page, item: string) {
  await page.getByTestId('user-menu').click();
  await page.getByTestId(`user-menu-${item}`).click();
}

describe('a new user', () => {
  it('registers, logs out, logs in again and edits the profile', async () => {
    const { page, context } = await openApp(browser, { locale: 'en-US' });
    const email = uniqueEmail('journey');
    const password = 'first-password-1';

    await page.goto('/register');
    await page.locator('input[name=name]').fill('Dana Seitkali');
    await page.locator('input[name=email]').fill(email);
    await page.locator('input[name=password]').fill(password);
    await page.locator('input[name=consent]').check();
    await page.getByTestId('submit').click();
    await page.waitForURL('**/register-complete');
    await expect.poll(() => page.getByTestId('user-menu').textContent()).toContain('Dana');

    await openUserMenuItem(page, 'logout');
    await page.waitForURL((url) => url.pathname === '/');
    expect(await page.evaluate(() => localStorage.getItem('user'))).toBeNull();

    await openUserMenuItem(page, 'login');
    await page.waitForURL((url) => url.pathname === '/login');
    await page.getByTestId('login-with-password').click();
    await page.waitForURL((url) => url.pathname === '/login-password');
    await logInThroughForm(page, email, 'not-the-password');
    await expect
      .poll(() => page.locator('[role=alert], .mantine-InputWrapper-error').count())
      .toBeGreaterThan(0);
    await logInThroughForm(page, email, password);
    // Signed in from the menu on the home page: back on the home page.
    await page.waitForURL((url) => url.pathname === '/');

    await openUserMenuItem(page, 'profile');
    await page.waitForURL('**/profile');
    const name = page.locator('input[name=name]');
    await expect.poll(() => name.inputValue()).toBe('Dana Seitkali');
    await name.fill('Dana Seitkalieva');
    await page.locator('input[name=phone]').fill('+7 701 555 12 34');
    await page.getByTestId('submit').click();
    await expect.poll(() => page.locator('.mantine-Notification-root').count()).toBeGreaterThan(0);

    await page.reload();
    await expect.poll(() => page.locator('input[name=name]').inputValue()).toBe('Dana Seitkalieva');
    expect(await page.locator('input[name=phone]').inputValue()).toBe('+7 701 555 12 34');
    expect(await cspViolations(page)).toEqual([]);
    await context.close();
  });

  it('confirms the e-mail before publishing: the cabinet says why, the link opens it, in Kazakh', async () => {
    const { page, context } = await openApp(browser, { locale: 'kk-KZ' });
    const kz = await translations('kz');
    const text = (path: string) =>
      path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], kz);
    const user = await registerUser('unconfirmed', 'Aliya Nurova', { confirmed: false });
    const token = await signInThroughApi(user.email, user.password);
    const cardId = await createDraftCard(token, { title: `Draft of Aliya ${Date.now()}` });

    await page.goto('/login-password');
    await logInThroughForm(page, user.email, user.password);
    await page.waitForURL('**/cabinet');
    const notice = page.getByTestId('email-confirmation-notice');
    await notice.waitFor();
    expect(await notice.textContent()).toContain(text('emailConfirmation.noticeTitle'));
    expect(await seriousViolations(page, '[data-testid=email-confirmation-notice]')).toEqual([]);

    // Publishing is refused, and the reason is shown in the reader's language.
    await page.goto(`/cabinet/cards/${cardId}/show`);
    await confirmAction(page, 'publish');
    await expect
      .poll(() => page.locator('.mantine-Notification-root').allTextContents())
      .toContainEqual(expect.stringContaining(String(text('errors.EMAIL_NOT_CONFIRMED'))));

    await page.getByTestId('email-confirmation-resend').click();
    await page.getByTestId('email-confirmation-sent').waitFor();

    await page.goto(await linkInOutbox(user.email, '/email-confirm/'));
    await page.getByTestId('email-confirm-done').waitFor();
    expect(await page.getByTestId('email-confirm-done').textContent()).toContain(user.email);

    await page.goto(`/cabinet/cards/${cardId}/show`);
    await confirmAction(page, 'publish');
    await expect.poll(() => page.getByTestId('state-badge').textContent()).toBe('Жарияланған');
    expect(await page.getByTestId('email-confirmation-notice').count()).toBe(0);
    await context.close();
  });

  it('recovers a forgotten password from the e-mail link', async () => {
    const { page, context, url } = await openApp(browser, { locale: 'en-US' });
    const { email } = await registerUser('restore', 'Arman Bek');

    await page.goto('/login-password');
    await page.locator('a[href="/restore"]').click();
    await page.waitForURL('**/restore');
    // The login form (with its own e-mail field) is gone once the recovery form has replaced it.
    await page.locator('input[name=password]').waitFor({ state: 'detached' });
    await page.locator('input[name=email]').fill(email);
    await page.getByTestId('submit').click();
    await page.getByTestId('restore-sent').waitFor();

    const link = await linkInOutbox(email, '/restore/');
    await page.goto(link);
    await page.locator('input[name=password]').fill('remembered-password');
    await page
      .locator('input[name=password_repeat], input[name=repeat], input[name=passwordRepeat]')
      .first()
      .fill('remembered-password');
    await page.getByTestId('submit').click();
    await page.waitForURL('**/profile');

    const login = await fetch(url('/api/login-password'), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: 'remembered-password' }),
    });
    expect(login.status).toBe(200);

    // Opened again, the used link says so at once, with no form to fill in vain.
    await page.goto(link);
    await page.getByTestId('restore-invalid').waitFor();
    expect(await page.locator('input[name=password]').count()).toBe(0);
    await context.close();
  });

  it('moves the account to a new e-mail only with the password and the link sent there, in Russian', async () => {
    const { page, context, url } = await openApp(browser, { locale: 'ru-RU' });
    const user = await registerUser('mover', 'Dina Moved');
    const newEmail = uniqueEmail('moved');
    await page.goto('/login-password');
    await logInThroughForm(page, user.email, user.password);
    await page.waitForURL((address) => address.pathname !== '/login-password');
    await page.goto('/profile');
    // The sessions list shows this browser.
    await page.getByTestId('session-row').first().waitFor();
    await page.locator('input[name=email]').fill(newEmail);
    await page.getByTestId('profile-current-password').fill(user.password);
    await page.getByTestId('submit').click();
    await page.getByTestId('pending-email').waitFor();
    expect(await page.getByTestId('pending-email').textContent()).toContain(newEmail);

    await page.goto(await linkInOutbox(newEmail, '/email-change/'));
    await page.getByTestId('email-change-done').waitFor();
    expect(await page.getByTestId('email-change-done').textContent()).toContain(newEmail);

    const login = await fetch(url('/api/login-password'), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: newEmail, password: user.password }),
    });
    expect(login.status).toBe(200);
    await context.close();
  });
});
