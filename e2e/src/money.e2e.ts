import { readFile } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createPublishedCard,
  cspViolations,
  launchBrowser,
  logInThroughForm,
  openApp,
  registerUser,
} from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

/** The token the browser stored at login. */
const storedToken = (page: Page) =>
  page.evaluate(
    () =>
      (JSON.parse(localStorage.getItem('user') ?? '{}') as { access_token?: string })
        .access_token ?? '',
  );

/** Goes to /tariff and chooses a plan by its slug; answers the preview's tariff id. */
async function choosePlan(page: Page, slug: string) {
  await page.goto('/tariff');
  await page.locator(`[data-testid=plan][data-slug="${slug}"] [data-testid=choose-tariff]`).click();
  await page.waitForURL(/\/tariff\/change\/\d+$/);
  await page.getByTestId('change-charge').waitFor();
}

const balanceBadge = (page: Page) => page.getByTestId('balance-badge');

/** Tops up through the sandbox checkout page and waits for the payment to succeed. */
async function topUpThroughSandbox(page: Page, amount: string) {
  await page.goto('/replenish');
  await page.getByTestId('top-up-amount').fill(amount);
  await page.getByTestId('submit').click();
  await page.waitForURL(/\/pay\/sandbox\//);
  await page.locator('form[action*="/confirm"] button').click();
  await page.waitForURL((address) => address.pathname === '/replenish');
  await expect
    .poll(() => page.getByTestId('payment-state').getAttribute('data-state'), { timeout: 30_000 })
    .toBe('succeeded');
}

describe('a provider paying for a tariff', () => {
  it('tops up through the sandbox, upgrades, and on the downgrade sees the extra cards unpublished', async () => {
    const { page, context } = await openApp(browser, { locale: 'en-US' });
    const user = await registerUser('money', 'Aigerim Bekova');

    await page.goto('/login-password');
    await logInThroughForm(page, user.email, user.password);
    await page.waitForURL((address) => address.pathname === '/cabinet');
    await expect.poll(() => balanceBadge(page).textContent()).toBe('₸0');

    // Top up 10,000 ₸ through the sandbox checkout page.
    await topUpThroughSandbox(page, '10000');
    // The header badge follows without a reload.
    await expect.poll(() => balanceBadge(page).textContent()).toBe('₸10,000');
    expect(await cspViolations(page)).toEqual([]);

    await balanceBadge(page).click();
    await page.waitForURL((address) => address.pathname === '/account');
    await expect.poll(() => page.getByTestId('account-balance').textContent()).toBe('₸10,000');
    await expect.poll(() => page.getByTestId('limit-cards-value').textContent()).toMatch(/of 3$/);

    // Change to the paid Start tariff (4,900 ₸): the card limit rises at once.
    await choosePlan(page, 'start');
    expect(await page.getByTestId('change-charge').textContent()).toBe('₸4,900');
    expect(await page.getByTestId('change-balance-after').textContent()).toBe('₸5,100');
    await page.getByTestId('confirm-change').click();
    await page.waitForURL((address) => address.pathname === '/account');
    await expect.poll(() => page.getByTestId('account-tariff').textContent()).toBe('Start');
    await expect.poll(() => page.getByTestId('limit-cards-value').textContent()).toMatch(/of 10$/);
    await expect.poll(() => balanceBadge(page).textContent()).toBe('₸5,100');
    await page.goto('/balance/history');
    await expect.poll(() => page.getByTestId('history-row').count()).toBe(2);
    expect(await page.getByTestId('history-description').allTextContents()).toEqual([
      'Tariff “Start”',
      'Top-up by sandbox payment',
    ]);
    expect(await page.getByTestId('history-state').allTextContents()).toEqual(['Paid']);
    // The CSV is saved under the name the server gives it, with both entries, in the same words.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId('history-csv').click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^bilim-history-\d+-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = (await readFile(await download.path(), 'utf8')).replace(/^\uFEFF/, '');
    const lines = csv.trim().split('\n');
    expect(lines).toHaveLength(3);
    expect(lines[0]).toBe('Date,Operation,Amount,Currency,Balance after,Description,Payment');
    expect(lines[1]).toMatch(/,Tariff payment,-4900\.00,KZT,5100\.00,Tariff “Start”,$/);
    expect(lines[2]).toMatch(/,Top-up,10000\.00,KZT,10000\.00,Top-up by sandbox payment,Paid$/);

    // Five published cards, more than the free tariff allows. They are set up through the API
    // with the user's own token: the card form has its own journey (listings.e2e.ts).
    const token = await storedToken(page);
    const titles: string[] = [];
    for (let index = 1; index <= 5; index += 1) {
      const title = `Music studio number ${index}`;
      await createPublishedCard(token, { title });
      titles.push(title);
    }

    // Downgrade to Free: the preview lists the cards that go, newest first …
    await choosePlan(page, 'free');
    const listed = await page.getByTestId('unpublish-card').allTextContents();
    expect(listed.length).toBeGreaterThan(0);
    expect(listed).toEqual(titles.slice(-listed.length).reverse());
    await page.getByTestId('confirm-change').click();
    await page.waitForURL((address) => address.pathname === '/account');
    await expect.poll(() => page.getByTestId('account-tariff').textContent()).toBe('Free');

    // … the user is told (the notice lists them with links) …
    const notice = page.locator('[data-testid=notice][data-kind=tariff_downgraded]').first();
    await notice.waitFor();
    expect(await notice.getByTestId('notice-records').locator('a').allTextContents()).toEqual(
      listed,
    );

    // … and the cabinet shows them unpublished.
    await page.goto('/cabinet/cards');
    await expect.poll(() => page.getByTestId('listing-row').count()).toBe(5);
    for (const title of listed) {
      const row = page.getByTestId('listing-row').filter({ hasText: title });
      await expect.poll(() => row.getByTestId('state-badge').textContent()).toMatch(/Unpublished/i);
    }
    const published = page
      .getByTestId('listing-row')
      .filter({ has: page.getByTestId('state-badge').filter({ hasText: /^Published$/i }) });
    expect(await published.count()).toBe(5 - listed.length);

    expect(await cspViolations(page)).toEqual([]);
    await context.close();
  });

  it('fits the money screens on a phone', async () => {
    const { page, context } = await openApp(browser, { locale: 'ru-RU', width: 360 });
    const user = await registerUser('money-phone', 'Dana Phone');
    await page.goto('/login-password');
    await logInThroughForm(page, user.email, user.password);
    await page.waitForURL((address) => address.pathname === '/cabinet');
    // Something in the history, so it is not only its empty state that has to fit.
    await topUpThroughSandbox(page, '10000');
    for (const path of [
      '/account',
      '/replenish',
      '/tariff',
      '/balance/history',
      '/tariff/flex/create',
    ]) {
      await page.goto(path);
      await page.getByTestId('page-title').waitFor();
      await page.waitForLoadState('networkidle');
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, path).toBeLessThanOrEqual(0);
    }

    // The history is a list of cards there, in the reader's language, 360 px wide at most.
    await page.goto('/balance/history');
    await page.getByTestId('history-cards').waitFor();
    expect(await page.getByTestId('history-table').count()).toBe(0);
    const card = page.getByTestId('history-row');
    expect(await card.count()).toBe(1);
    expect(await card.getByTestId('history-description').textContent()).toBe(
      'Пополнение тестовой оплатой',
    );
    expect(await card.getByTestId('history-state').textContent()).toBe('Оплачен');
    expect(await card.getByTestId('history-amount').textContent()).toMatch(/^\+10\s000\s₸$/);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      360,
    );
    const cardBox = await card.boundingBox();
    expect((cardBox?.x ?? 0) + (cardBox?.width ?? Infinity)).toBeLessThanOrEqual(360);

    // A period from the calendar: the first day waits for the second, then both are in the URL.
    await page.getByTestId('history-period').click();
    const days = page.locator('[data-dates-dropdown] table button:not([data-outside])');
    await days.nth(1).click();
    expect(page.url()).not.toContain('from=');
    await days.nth(4).click();
    await page.waitForURL(
      /from=\d{4}-\d{2}-02.*to=\d{4}-\d{2}-05|to=\d{4}-\d{2}-05.*from=\d{4}-\d{2}-02/,
    );
    await expect
      .poll(() => page.getByTestId('history-period').textContent())
      .toMatch(/^2 .+ – 5 .+ г\.$/);

    expect(await cspViolations(page)).toEqual([]);
    await context.close();
  });
});
