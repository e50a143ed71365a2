import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  cspViolations,
  launchBrowser,
  logInThroughForm,
  openApp,
  plainText,
  registerUser,
} from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

type Texts = { [key: string]: string | Texts };

/** The app's own `notifications` texts, read the way the browser reads them. */
async function notificationTexts(lng: 'en' | 'ru' | 'kz'): Promise<Texts> {
  const answer = await fetch(`${inject('baseUrl')}/locales/${lng}/notifications.json`);
  return (await answer.json()) as Texts;
}

const text = (texts: Texts, path: string): string => {
  const value = path
    .split('.')
    .reduce<string | Texts | undefined>(
      (node, key) => (typeof node === 'object' ? node[key] : undefined),
      texts,
    );
  if (typeof value !== 'string') throw new Error(`No text ${path}`);
  return value;
};

/** Resolves once the page's realtime socket is connected (Socket.IO's CONNECT answer, "40…"). */
function realtimeConnected(page: Page): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error('The realtime channel never connected')),
      30_000,
    );
    page.on('websocket', (socket) => {
      if (!socket.url().includes('/socket.io/')) return;
      socket.on('framereceived', ({ payload }) => {
        if (String(payload).startsWith('40')) {
          clearTimeout(timer);
          resolve();
        }
      });
    });
  });
}

async function logIn(page: Page, user: { email: string; password: string }) {
  await page.goto('/login-password');
  await logInThroughForm(page, user.email, user.password);
  await page.waitForURL((address) => address.pathname === '/cabinet');
}

describe('notifications and the live balance', () => {
  it('reach a second browser of the same provider without a reload, and the bell marks them read', async () => {
    const user = await registerUser('bell', 'Aigerim Bell');
    const kazakh = await notificationTexts('kz');
    const payer = await openApp(browser, { locale: 'en-US' });
    const watcher = await openApp(browser, { locale: 'kk-KZ' });
    const bell = watcher.page.getByTestId('notification-bell');
    const badge = watcher.page.getByTestId('balance-badge');

    const connected = realtimeConnected(watcher.page);
    await logIn(watcher.page, user);
    await connected;
    await expect.poll(() => bell.getAttribute('data-unread')).toBe('0');
    expect(await bell.getAttribute('aria-label')).toBe(text(kazakh, 'bell.label'));
    await expect.poll(() => plainText(badge)).toBe('0 ₸');
    // Set on this page only: it would be gone after a reload.
    await watcher.page.evaluate(() => Object.assign(window, { __sameDocument: true }));

    // The first browser tops up 10,000 ₸ through the sandbox checkout …
    await logIn(payer.page, user);
    await payer.page.goto('/replenish');
    await payer.page.getByTestId('top-up-amount').fill('10000');
    await payer.page.getByTestId('submit').click();
    await payer.page.waitForURL(/\/pay\/sandbox\//);
    await payer.page.locator('form[action*="/confirm"] button').click();
    await payer.page.waitForURL((address) => address.pathname === '/replenish');

    // … and the second sees the bell and the balance change as it happens.
    await expect.poll(() => bell.getAttribute('data-unread'), { timeout: 30_000 }).toBe('1');
    expect(await bell.getAttribute('aria-label')).toBe(
      text(kazakh, 'bell.labelUnread').replace('{{count}}', '1'),
    );
    expect(await watcher.page.getByTestId('notification-count').textContent()).toBe('1');
    await expect.poll(() => plainText(badge)).toBe('10 000 ₸');

    // The first changes to the paid Start tariff (4,900 ₸): the second's count rises again.
    await payer.page.goto('/tariff');
    await payer.page
      .locator('[data-testid=plan][data-slug="start"] [data-testid=choose-tariff]')
      .click();
    await payer.page.getByTestId('change-charge').waitFor();
    await payer.page.getByTestId('confirm-change').click();
    await payer.page.waitForURL((address) => address.pathname === '/account');
    await expect.poll(() => bell.getAttribute('data-unread'), { timeout: 30_000 }).toBe('2');
    await expect.poll(() => plainText(badge)).toBe('5 100 ₸');
    expect(await watcher.page.evaluate(() => '__sameDocument' in window)).toBe(true);

    // Opening the bell lists them in Kazakh and marks them read.
    const checked = watcher.page.waitForResponse(
      (response) =>
        response.request().method() === 'POST' &&
        /\/notifications\/\d+$/.test(new URL(response.url()).pathname),
    );
    await bell.click();
    const panel = watcher.page.getByTestId('notification-panel');
    await panel.waitFor();
    expect((await checked).status()).toBe(200);
    await expect.poll(() => bell.getAttribute('data-unread')).toBe('0');
    expect(await watcher.page.getByTestId('notification-count').textContent()).toBe('');
    expect(await bell.getAttribute('aria-label')).toBe(text(kazakh, 'bell.label'));

    const items = panel.getByTestId('notification');
    expect(await items.evaluateAll((nodes) => nodes.map((node) => node.dataset.kind))).toEqual([
      'tariff_changed',
      'balance_topped_up',
    ]);
    const tariffNotice = items.first();
    expect(await plainText(tariffNotice.getByTestId('notification-title'))).toBe(
      text(kazakh, 'titles.tariff_changed'),
    );
    const wording = await plainText(tariffNotice.getByTestId('notification-text'));
    expect(wording).toContain('4 900 ₸ есептен шығарылды');
    expect(wording).toMatch(/^«Aigerim Bell» енді «.+» тарифінде/);
    expect(await tariffNotice.getByTestId('notification-link').getAttribute('href')).toBe(
      '/tariff',
    );
    expect(await plainText(items.nth(1).getByTestId('notification-title'))).toBe(
      text(kazakh, 'titles.balance_topped_up'),
    );

    // Read stays read.
    await watcher.page.keyboard.press('Escape');
    await watcher.page.reload();
    await expect.poll(() => bell.getAttribute('data-unread')).toBe('0');

    expect(await cspViolations(watcher.page)).toEqual([]);
    expect(await cspViolations(payer.page)).toEqual([]);

    // Signing this session out elsewhere closes its channel: the page asks the API, gets a 401
    // and signs out too (the page reloads on the login screen).
    const token = await watcher.page.evaluate(
      () =>
        (JSON.parse(localStorage.getItem('user') ?? '{}') as { access_token?: string })
          .access_token,
    );
    const loggedOut = await fetch(new URL('/api/logout', inject('baseUrl')), {
      method: 'POST',
      headers: { authorization: `Bearer ${token ?? ''}` },
    });
    expect(loggedOut.ok).toBe(true);
    await watcher.page.waitForURL((address) => address.pathname === '/login', {
      timeout: 30_000,
    });
    expect(await watcher.page.evaluate(() => localStorage.getItem('user'))).toBeNull();
    await expect.poll(() => bell.count()).toBe(0);
    await payer.context.close();
    await watcher.context.close();
  });

  it('lets the user choose channels in the profile and explains when push cannot be set up', async () => {
    const user = await registerUser('bell-settings', 'Dana Settings');
    const russian = await notificationTexts('ru');
    // With its service worker (other journeys block it): the push switch needs /sw.js.
    const { context, page } = await openApp(browser, { locale: 'ru-RU', serviceWorkers: 'allow' });
    await context.grantPermissions(['notifications']);
    await logIn(page, user);

    // The link e-mails carry lands on the section.
    await page.goto('/profile#notifications');
    const section = page.locator('#notifications');
    await section.getByTestId('notification-settings').waitFor();
    await expect
      .poll(() => section.evaluate((element) => element.getBoundingClientRect().top), {
        timeout: 10_000,
      })
      .toBeLessThan(300);

    const email = page.getByRole('switch', {
      name: `${text(russian, 'settings.kinds.balance_topped_up')}: ${text(russian, 'settings.channels.email')}`,
    });
    expect(await email.isChecked()).toBe(false);
    const saved = page.waitForResponse(
      (response) =>
        response.request().method() === 'PUT' &&
        response.url().endsWith('/api/cabinet/notification-settings'),
    );
    await email.click({ force: true });
    expect((await saved).status()).toBe(200);
    await expect
      .poll(() => plainText(page.getByTestId('settings-status')))
      .toBe(text(russian, 'settings.saved'));
    await page.reload();
    await page.getByTestId('notification-settings').waitFor();
    expect(await email.isChecked()).toBe(true);

    // The service worker runs with the push handler it imports.
    const worker = await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.ready;
      // `ready` comes with the worker active, which may still be activating (precaching).
      const active = registration.active;
      if (active && active.state !== 'activated') {
        await new Promise<void>((resolve) => {
          active.addEventListener('statechange', () => {
            if (active.state === 'activated') resolve();
          });
        });
      }
      const script = await (await fetch('/sw.js')).text();
      const handler = await fetch('/push-handler.js');
      return {
        state: registration.active?.state,
        imports: script.includes('importScripts("/push-handler.js")'),
        handler: handler.status,
        type: handler.headers.get('content-type'),
      };
    });
    expect(worker).toMatchObject({ state: 'activated', imports: true, handler: 200 });
    expect(worker.type).toMatch(/javascript/);

    // This headless browser has no push service to reach: the user is told, nothing breaks.
    const device = page.getByRole('switch', { name: text(russian, 'settings.device.switch') });
    await expect.poll(() => device.isEnabled()).toBe(true);
    await device.click({ force: true });
    const problem = page.getByTestId('push-problem');
    await problem.waitFor({ timeout: 45_000 });
    expect(await plainText(problem)).toBe(text(russian, 'settings.device.failed'));
    expect(await device.isChecked()).toBe(false);

    expect(await cspViolations(page)).toEqual([]);
    await context.close();
  });
});
