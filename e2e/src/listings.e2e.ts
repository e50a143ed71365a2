import { fileURLToPath } from 'node:url';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  chooseOption,
  confirmAction,
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

// Real PNG files (the web app's icons) serve as the provider's photos.
const publicFile = (name: string) =>
  fileURLToPath(new URL(`../../web/public/${name}`, import.meta.url));

describe('a provider', () => {
  it('publishes a card with photos that families find, favor and lose once it is archived', async () => {
    const { page, context } = await openApp(browser, { locale: 'en-US' });
    const user = await registerUser('provider', 'Aruzhan Sadykova');
    const marker = `Zerdeli${Date.now().toString(36)}`;
    const title = `Robotics studio ${marker}`;

    await page.goto('/login-password');
    await logInThroughForm(page, user.email, user.password);
    await page.waitForURL((address) => address.pathname === '/cabinet');

    await page.getByTestId('cabinet-create-card').click();
    await page.waitForURL('**/cabinet/cards/create');
    await page.locator('input[name=title]').fill(title);
    await page
      .locator('textarea[name=short_description]')
      .fill('Robotics and programming for children from 7 to 14 years old');
    await page
      .locator('textarea[name=long_description]')
      .fill(
        'Small groups build and program robots with LEGO Spike and Arduino. ' +
          'Lessons twice a week, a tournament at the end of every term.',
      );
    await chooseOption(page, 'category-picker', /Robot/i, 'Robot');
    await chooseOption(page, 'attribute-format', /^Offline/);
    await chooseOption(page, 'city-input', /^Almaty/, 'Almaty');
    await page.locator('input[name=address]').fill('Abay Avenue 150');
    await page.getByTestId('submit').click();
    await page.waitForURL(/\/cabinet\/cards\/\d+\/show/);
    const cardId = Number(/\/cabinet\/cards\/(\d+)\/show/.exec(page.url())?.[1]);

    await page
      .getByTestId('photo-dropzone')
      .locator('input[type=file]')
      .setInputFiles([publicFile('icon-512.png'), publicFile('icon-192.png')]);
    await expect.poll(() => page.getByTestId('photo-item').count(), { timeout: 20_000 }).toBe(2);

    await confirmAction(page, 'publish');
    await expect.poll(() => page.getByTestId('state-badge').textContent()).toMatch(/Published/i);

    // Found in the catalog by a filter …
    await page.goto('/catalog?city=almaty');
    await page.getByTestId('filter-format-offline').first().click();
    await page.waitForURL(/format/);
    await expect
      .poll(() => page.locator(`[data-testid=card-item][data-id="${cardId}"]`).count())
      .toBe(1);

    // … and by search.
    await page.getByTestId('search-input').fill(marker);
    await page.getByTestId('search-input').press('Enter');
    await page.waitForURL((address) => address.pathname === '/search');
    const found = page.locator(`[data-testid=card-item][data-id="${cardId}"]`).first();
    await found.waitFor();

    await found.locator('a').first().click();
    await page.waitForURL(`**/cards/${cardId}/show`);
    await expect.poll(() => page.getByTestId('card-title').textContent()).toBe(title);
    await expect.poll(() => page.getByTestId('gallery').locator('img').count()).toBeGreaterThan(0);

    await page.getByTestId('favorite-toggle').first().click();
    await expect
      .poll(() => page.getByTestId('favorite-toggle').first().getAttribute('aria-pressed'))
      .toBe('true');
    await page.goto('/favorite-cards');
    await page.locator(`[data-testid=card-item][data-id="${cardId}"]`).waitFor();

    await page.goto(`/cabinet/cards/${cardId}/show`);
    await confirmAction(page, 'archive');
    await expect.poll(() => page.getByTestId('state-badge').textContent()).toMatch(/Archived/i);

    await page.goto('/catalog?city=almaty&format[]=offline');
    await page.getByTestId('result-count').waitFor();
    expect(await page.locator(`[data-testid=card-item][data-id="${cardId}"]`).count()).toBe(0);
    const publicAnswer = await page.request.get(`/api/cards/${cardId}`);
    expect(publicAnswer.status()).toBe(404);

    expect(await cspViolations(page)).toEqual([]);
    await context.close();
  });
});
