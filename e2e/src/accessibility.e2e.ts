import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createPublishedCard,
  launchBrowser,
  logInThroughForm,
  openApp,
  newProvider,
  providerOfCard,
  seriousViolations,
} from './browser';

let browser: Browser;
let cardId: number;
let providerId: number;
let provider: Awaited<ReturnType<typeof newProvider>>;

beforeAll(async () => {
  browser = await launchBrowser();
  provider = await newProvider('a11y', 'Saule Akhmetova');
  cardId = await createPublishedCard(provider.token, { title: 'Chess club Sicilian' });
  providerId = await providerOfCard(cardId);
});
afterAll(async () => {
  await browser.close();
});

/**
 * Every page in Russian (the default language); in English and Kazakh the pages whose texts run
 * longest (the card, the cabinet's form, the money screen). What axe checks (roles, names,
 * contrast, structure) does not change with the words, so the other pages once are enough.
 */
const LANGUAGES = [
  ['ru', 'ru-RU', 'all'],
  ['en', 'en-US', 'sample'],
  ['kz', 'kk-KZ', 'sample'],
] as const;

/** Opens each page and checks it once it has settled (data loaded, nothing pending). */
async function checkPages(page: Page, paths: string[]) {
  const found: Record<string, string[]> = {};
  for (const path of paths) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    const violations = await seriousViolations(page);
    if (violations.length > 0) found[path] = violations;
  }
  return found;
}

/** Up to fifteen pages, each opened and analysed by axe: about a minute on a busy 2-core machine. */
const PAGES_TIMEOUT_MS = 180_000;

describe('accessibility (axe: no serious or critical violations)', () => {
  for (const [language, locale, pages] of LANGUAGES) {
    const every = pages === 'all';
    it(
      `public pages in ${language}`,
      async () => {
        const { context, page } = await openApp(browser, { locale });
        const found = await checkPages(
          page,
          every
            ? [
                '/',
                '/catalog',
                '/cards?sort=newest',
                `/cards/${cardId}/show`,
                '/events',
                '/search?text=chess',
                `/userinfo/${providerId}`,
                '/about',
                '/privacy',
                '/login',
                '/login-password',
                '/register',
                '/restore',
                '/no-such-page',
              ]
            : ['/', `/cards/${cardId}/show`, '/register'],
        );
        expect(found).toEqual({});
        await context.close();
      },
      PAGES_TIMEOUT_MS,
    );

    it(
      `the main signed-in screens in ${language}`,
      async () => {
        const { context, page } = await openApp(browser, { locale });
        await page.goto('/login-password');
        await logInThroughForm(page, provider.email, provider.password);
        await page.waitForURL((address) => address.pathname === '/cabinet');
        const found = await checkPages(
          page,
          every
            ? [
                '/cabinet',
                '/cabinet/cards',
                '/cabinet/cards/create',
                `/cabinet/cards/${cardId}/show`,
                '/profile',
                '/favorite-cards',
                '/favorite-events',
                '/account',
                '/balance/history',
                '/tariff',
                '/replenish',
                '/chat',
                `/chat?card=${cardId}`,
              ]
            : ['/cabinet/cards/create', '/account', '/chat'],
        );
        expect(found).toEqual({});
        await context.close();
      },
      PAGES_TIMEOUT_MS,
    );
  }
});
