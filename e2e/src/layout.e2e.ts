import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createPublishedCard,
  cspViolations,
  launchBrowser,
  newProvider,
  openApp,
  PHONE_AGENT,
  translations,
} from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

// "Events" reads differently in all three languages (События, Іс-шаралар, Events).
const eventsLabel = async (lng: 'en' | 'ru' | 'kz') =>
  ((await translations(lng)).menu as Record<string, string>).events;
const htmlLang = { en: 'en', ru: 'ru', kz: 'kk' } as const;

async function switchLanguage(page: Page, code: 'en' | 'ru' | 'kz') {
  await page.getByTestId('language-menu').click();
  await page.getByTestId(`language-option-${code}`).click();
}

describe('languages', () => {
  it('switch the page text between ru, en and kz and survive a reload', async () => {
    const { page, context } = await openApp(browser, { locale: 'ru-RU' });
    const menuEvents = page.getByTestId('main-menu-events');
    await page.goto('/');
    await expect.poll(() => menuEvents.textContent()).toBe(await eventsLabel('ru'));
    expect(await page.locator('html').getAttribute('lang')).toBe('ru');

    for (const code of ['en', 'kz', 'ru'] as const) {
      await switchLanguage(page, code);
      await expect.poll(() => menuEvents.textContent()).toBe(await eventsLabel(code));
      await expect.poll(() => page.locator('html').getAttribute('lang')).toBe(htmlLang[code]);
      await page.reload();
      await expect.poll(() => menuEvents.textContent()).toBe(await eventsLabel(code));
      expect(await page.locator('html').getAttribute('lang')).toBe(htmlLang[code]);
    }
    expect(await cspViolations(page)).toEqual([]);
    await context.close();
  });

  it('follow the lng query parameter first', async () => {
    const { page, context } = await openApp(browser, { locale: 'ru-RU' });
    await page.goto('/?lng=kz');
    await expect
      .poll(() => page.getByTestId('main-menu-events').textContent())
      .toBe(await eventsLabel('kz'));
    await context.close();
  });
});

describe('the city menu', () => {
  it('keeps the chosen city across reloads', async () => {
    const { page, context } = await openApp(browser, { locale: 'en-US' });
    await page.goto('/');
    const city = page.getByTestId('city-select');
    await city.click();
    await page.getByRole('option', { name: /Shymkent/ }).click();
    await expect.poll(() => city.inputValue()).toMatch(/Shymkent/);
    await page.reload();
    await expect.poll(() => page.getByTestId('city-select').inputValue()).toMatch(/Shymkent/);
    await context.close();
  });
});

describe('the search panel', () => {
  it('goes to /search with the text on Enter', async () => {
    const { page, context } = await openApp(browser);
    await page.goto('/');
    await page.getByTestId('search-input').fill('робототехника');
    await page.getByTestId('search-input').press('Enter');
    await page.waitForURL((address) => address.pathname === '/search');
    expect(new URL(page.url()).searchParams.get('text')).toBe('робототехника');
    await context.close();
  });
});

describe('the cookie banner', () => {
  it('appears two seconds after load and remembers acceptance', async () => {
    const { page, context } = await openApp(browser);
    const start = Date.now();
    await page.goto('/');
    const banner = page.getByTestId('cookie-banner');
    // The banner is due two seconds after the page runs; page.goto waits until the page's
    // content is hydrated, which a loaded machine can make later than the frame.
    expect(await banner.isVisible()).toBe(false);
    await banner.waitFor({ state: 'visible', timeout: 4_000 });
    expect(Date.now() - start).toBeGreaterThanOrEqual(2_000);
    await page.getByTestId('cookie-accept').click();
    await banner.waitFor({ state: 'hidden' });
    expect(await page.evaluate(() => localStorage.getItem('cookieConsent'))).toBe('true');

    await page.reload();
    await page.waitForTimeout(3_000);
    expect(await banner.isVisible()).toBe(false);
    await context.close();
  });

  it('remembers a refusal as false', async () => {
    const { page, context } = await openApp(browser);
    await page.goto('/');
    await page.getByTestId('cookie-decline').click({ timeout: 5_000 });
    await page.getByTestId('cookie-banner').waitFor({ state: 'hidden' });
    expect(await page.evaluate(() => localStorage.getItem('cookieConsent'))).toBe('false');
    await context.close();
  });
});

describe('on a phone', () => {
  it('fits 360 px without horizontal scrolling', async () => {
    const { page, context } = await openApp(browser, { width: 360, userAgent: PHONE_AGENT });
    await page.goto('/');
    await page.getByTestId('burger').waitFor();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await context.close();
  });

  it("keeps a card's price and contacts at hand above the tab bar, and calls after the reveal", async () => {
    const provider = await newProvider('contact-bar', 'Contact Bar School');
    const cardId = await createPublishedCard(provider.token, { title: 'Piano on a phone' });
    const { page, context } = await openApp(browser, { width: 360, userAgent: PHONE_AGENT });
    await page.goto(`/cards/${cardId}/show?lng=ru`);
    const bar = page.getByTestId('contact-bar');
    const tabBar = page.getByTestId('tab-bar');
    // At the top of a long page the bar rests right on the tab bar, in the reader's language.
    const [barBox, tabBox] = [await bar.boundingBox(), await tabBar.boundingBox()];
    expect(Math.abs(barBox!.y + barBox!.height - tabBox!.y)).toBeLessThanOrEqual(1);
    expect(await bar.textContent()).toContain('Показать контакты');
    await page.getByTestId('contact-bar-reveal').click();
    const call = page.getByTestId('contact-bar-call');
    expect(await call.getAttribute('href')).toBe('tel:+77011234567');
    await page.getByTestId('contacts').waitFor();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await context.close();
  });
});
