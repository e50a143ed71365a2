import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  createPublishedCard,
  cspViolations,
  launchBrowser,
  openApp,
  PHONE_AGENT,
  newProvider,
  providerOfCard,
} from './browser';

let browser: Browser;
let cardId: number;
let providerId: number;
const marker = `Kokil${Date.now().toString(36)}`;
const title = `Dance school ${marker}`;
const shortDescription = `Folk and modern dance for children, ${marker}`;
const address = `Dostyk Avenue 12, ${marker}`;

beforeAll(async () => {
  browser = await launchBrowser();
  const { token } = await newProvider('ssr', 'Gulnara Bekova');
  cardId = await createPublishedCard(token, {
    title,
    short_description: shortDescription,
    address,
  });
  // A real photo (the app's icon), so the page has an image whose box must not shift.
  const photo = await readFile(
    fileURLToPath(new URL('../../web/public/icon-512.png', import.meta.url)),
  );
  const form = new FormData();
  form.append('photos', new Blob([photo], { type: 'image/png' }), 'icon-512.png');
  const uploaded = await fetch(new URL(`/api/cabinet/cards/${cardId}/photos`, inject('baseUrl')), {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  if (!uploaded.ok) throw new Error(`Photo upload failed: ${uploaded.status}`);
  providerId = await providerOfCard(cardId);
});
afterAll(async () => {
  await browser.close();
});

/** The HTML the server answers, as a crawler that runs no JavaScript gets it. */
async function pageHtml(path: string, headers: Record<string, string> = {}) {
  const answer = await fetch(new URL(path, inject('baseUrl')), { headers });
  return { status: answer.status, html: await answer.text() };
}

/** The rendered app of a page, without its state (which also holds the data as JSON). */
const renderedApp = (html: string) =>
  html.slice(html.indexOf('<div id="root">'), html.indexOf('id="bilim-state"'));

describe('public pages rendered on the server', () => {
  it('send the card as content: title, description, address, contacts button', async () => {
    const { status, html } = await pageHtml(`/cards/${cardId}/show`);
    expect(status).toBe(200);
    const app = renderedApp(html);
    expect(app).toContain(`<h1`);
    expect(app).toContain(title);
    expect(app).toContain(shortDescription);
    expect(app).toContain(address);
    // The search-engine tags stay as they were.
    expect(html).toContain(`<meta property="og:title" content="${title}"`);
    expect(html).toContain('application/ld+json');
  });

  it('render home, catalog, events, search, provider and legal pages with their data', async () => {
    const cardItem = `data-testid="card-item" data-id="${cardId}"`;
    const pages: Array<[string, string]> = [
      ['/', cardItem],
      ['/catalog', cardItem],
      ['/cards?sort=newest', cardItem],
      [`/search?text=${marker}`, cardItem],
      [`/userinfo/${providerId}`, cardItem],
      ['/events', 'data-testid="page-title"'],
      ['/about', 'data-testid="page-title"'],
    ];
    for (const [path, expected] of pages) {
      const { status, html } = await pageHtml(path);
      expect(status, path).toBe(200);
      // A boolean: a failure names the page, not the whole HTML.
      expect(renderedApp(html).includes(expected), `${path} shows ${expected}`).toBe(true);
    }
  });

  it('answer in the language of spec §9: lng, then the cookie, then Accept-Language', async () => {
    const kz = await pageHtml(`/cards/${cardId}/show?lng=kz`, { cookie: 'i18next=en' });
    expect(kz.html).toContain('<html lang="kk"');
    expect(renderedApp(kz.html)).toContain('Байланыстарды көрсету');
    const en = await pageHtml(`/cards/${cardId}/show`, {
      cookie: 'i18next=en',
      'accept-language': 'ru-RU',
    });
    expect(en.html).toContain('<html lang="en"');
    expect(renderedApp(en.html)).toContain('Show contacts');
    const ru = await pageHtml(`/cards/${cardId}/show`, { 'accept-language': 'ru-RU,en;q=0.5' });
    expect(ru.html).toContain('<html lang="ru"');
    expect(renderedApp(ru.html)).toContain('Показать контакты');
  });

  it('answer 404 for an unknown page and leave signed-in areas to the browser', async () => {
    const missing = await pageHtml('/no-such-page');
    expect(missing.status).toBe(404);
    expect(renderedApp(missing.html)).toContain('data-testid="page-title"');
    const cabinet = await pageHtml('/cabinet');
    expect(cabinet.status).toBe(200);
    expect(cabinet.html).toContain('<div id="root"></div>');
    expect(cabinet.html).not.toContain('bilim-state');
  });
});

/** The page's cumulative layout shift so far (shifts after input excluded, as Lighthouse does). */
async function layoutShift(page: Page): Promise<{ total: number; moved: string[] }> {
  return page.evaluate(
    () =>
      new Promise<{ total: number; moved: string[] }>((resolve) => {
        let total = 0;
        // What moved, so a failure names the element rather than only the score.
        const moved: string[] = [];
        const place = (rect: DOMRectReadOnly) =>
          `(${Math.round(rect.x)}, ${Math.round(rect.y)}) ${Math.round(rect.width)}×${Math.round(rect.height)}`;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as Array<
            PerformanceEntry & {
              value: number;
              hadRecentInput: boolean;
              sources?: Array<{
                node?: Node;
                previousRect: DOMRectReadOnly;
                currentRect: DOMRectReadOnly;
              }>;
            }
          >) {
            if (entry.hadRecentInput) continue;
            total += entry.value;
            for (const source of entry.sources ?? []) {
              const node = source.node as Element | undefined;
              moved.push(
                `${entry.value.toFixed(3)} at ${Math.round(entry.startTime)} ms: ${node?.nodeName ?? '?'}.${node?.className?.toString() ?? ''} ${node?.textContent?.slice(0, 40) ?? ''} from ${place(source.previousRect)} to ${place(source.currentRect)}`,
              );
            }
          }
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve({ total, moved }), 500);
      }),
  );
}

/** Console errors and failed hydration while a page loads and settles. */
function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error' && !/Failed to load resource/.test(message.text())) {
      errors.push(message.text());
    }
  });
  return errors;
}

describe('hydration in the browser', () => {
  for (const device of ['desktop', 'phone'] as const) {
    it(`takes over the ${device} page without redrawing it, then navigates in the browser`, async () => {
      const { context, page } = await openApp(browser, {
        locale: 'en-US',
        ...(device === 'phone' && { width: 390, userAgent: PHONE_AGENT }),
      });
      const errors = watchErrors(page);
      // The card page first, with nothing cached: its route's styles come with the page or not at all.
      // "Nearest" waits for the browser's position: the server draws the waiting list too.
      const paths = [`/cards/${cardId}/show`, '/', '/catalog', '/catalog?sort=nearest', '/events'];
      for (const path of [...paths, '/about']) {
        await page.goto(path);
        await page.waitForLoadState('networkidle');
        expect(errors, path).toEqual([]);
        expect(await cspViolations(page), path).toEqual([]);
        // Styled as drawn: nothing moves while the scripts and the route's styles arrive.
        const shift = await layoutShift(page);
        expect(shift.total, `layout shift on ${path}: ${shift.moved.join('; ')}`).toBeLessThan(0.1);
      }
      // A long page is painted while it still arrives (a loaded machine shows it): the legal
      // page's contents hold their column before the text after them has come in.
      const contentsPlace = () =>
        page.locator('article nav').evaluate((nav) => nav.getBoundingClientRect().x);
      const drawnAt = await contentsPlace();
      await page
        .locator('article nav')
        .evaluate((nav) => nav.parentElement?.nextElementSibling?.remove());
      expect(await contentsPlace()).toBe(drawnAt);

      // The app runs: a link is followed without loading a new document.
      await page.goto('/catalog');
      await page.waitForLoadState('networkidle');
      await page.evaluate(() => Object.assign(window, { samePage: true }));
      await page.locator(`[data-testid=card-item][data-id="${cardId}"] a`).first().click();
      await page.waitForURL(`**/cards/${cardId}/show`);
      await expect.poll(() => page.locator('h1').textContent()).toBe(title);
      expect(await page.evaluate(() => (window as { samePage?: boolean }).samePage)).toBe(true);
      expect(errors).toEqual([]);
      await context.close();
    });
  }

  it('shows the card to a browser without JavaScript', async () => {
    const context = await browser.newContext({
      baseURL: inject('baseUrl'),
      javaScriptEnabled: false,
      locale: 'ru-RU',
    });
    const page = await context.newPage();
    await page.goto(`/cards/${cardId}/show`);
    expect(await page.locator('h1').textContent()).toBe(title);
    expect(await page.getByText(address).first().isVisible()).toBe(true);
    await context.close();
  });
});
