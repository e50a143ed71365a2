import AxeBuilder from '@axe-core/playwright';
import {
  chromium,
  type Browser,
  type BrowserContext,
  type Locator,
  type Page,
} from 'playwright-core';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { inject } from 'vitest';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium';

/** Debian's Chromium, never a downloaded one. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_FLAGS });
}

/** A phone's browser as servers see it (the server renders the phone layout for it). */
export const PHONE_AGENT =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Mobile Safari/537.36';

export interface Visit {
  context: BrowserContext;
  page: Page;
  url: (path: string) => string;
}

/**
 * A fresh browser profile (no storage) on the app; `locale` sets the browser's language.
 * Service workers are blocked unless a journey needs one (`serviceWorkers: 'allow'`).
 */
/** The app has taken the page over: the page and the header's controls. */
const APP_READY = 'html[data-app-ready][data-header-ready]';

export async function openApp(
  browser: Browser,
  options: {
    locale?: string;
    width?: number;
    userAgent?: string;
    serviceWorkers?: 'allow' | 'block';
    /** Another server than the suite's (a journey that starts its own). */
    baseUrl?: string;
  } = {},
): Promise<Visit> {
  const baseUrl = options.baseUrl ?? inject('baseUrl');
  const context = await browser.newContext({
    baseURL: baseUrl,
    locale: options.locale ?? 'ru-RU',
    viewport: { width: options.width ?? 1280, height: 900 },
    ...(options.userAgent && { userAgent: options.userAgent }),
    serviceWorkers: options.serviceWorkers ?? 'block',
  });
  // Every Content-Security-Policy violation is recorded, so journeys can prove the app runs under it.
  await context.addInitScript(() => {
    const violations: string[] = [];
    Object.assign(window, { __cspViolations: violations });
    document.addEventListener('securitypolicyviolation', (event) => {
      violations.push(`${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  const page = await context.newPage();
  // Pages arrive rendered by the server and only act once the app has taken them over (the
  // page, then the header's controls, which load after it): every visit waits for that, so a
  // journey never clicks a page that cannot answer yet.
  const goto = page.goto.bind(page);
  page.goto = async (url, gotoOptions) => {
    const response = await goto(url, gotoOptions);
    await page.waitForSelector(APP_READY, { state: 'attached' });
    return response;
  };
  const reload = page.reload.bind(page);
  page.reload = async (reloadOptions) => {
    const response = await reload(reloadOptions);
    await page.waitForSelector(APP_READY, { state: 'attached' });
    return response;
  };
  return { context, page, url: (path) => new URL(path, baseUrl).toString() };
}

/** Text with the narrow and non-breaking spaces Intl puts in numbers made plain. */
export const plainText = async (locator: Locator) =>
  ((await locator.textContent()) ?? '').replace(/[\u00a0\u202f]/g, ' ').trim();

/** The Content-Security-Policy violations the current page has seen. */
export function cspViolations(page: Page): Promise<string[]> {
  return page.evaluate(
    () => (window as unknown as { __cspViolations?: string[] }).__cspViolations ?? [],
  );
}

/**
 * The serious and critical WCAG A/AA (and best-practice) violations axe finds on the page as it
 * is now, or inside `include` (a selector) only.
 */
export async function seriousViolations(page: Page, include?: string): Promise<string[]> {
  await transitionsSettled(page);
  const builder = new AxeBuilder({ page });
  if (include) builder.include(include);
  const { violations } = await builder
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    // Only violations are read: axe then skips detailing the passes, a third to half its time.
    .options({ resultTypes: ['violations'] })
    .analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.nodes
          .slice(0, 3)
          .map((node) => `${node.target.join(' ')}: ${node.any[0]?.message ?? node.failureSummary}`)
          .join(' | ')}`,
    );
}

/**
 * Waits for the page's fades and slides to end (a toast fading in, a list fading its rows): axe
 * blends a half-faded text with the background and reports its contrast as it is at that moment.
 * Endless animations (loaders, skeletons) are not waited for, and nothing longer than 2 s.
 */
async function transitionsSettled(page: Page): Promise<void> {
  await page.evaluate(async () => {
    // A transition starts a frame after its element mounts.
    await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
    const ending = document
      .getAnimations()
      .filter((animation) => Number.isFinite(animation.effect?.getComputedTiming().endTime))
      .map((animation) => animation.finished.catch(() => undefined));
    await Promise.race([Promise.all(ending), new Promise((done) => setTimeout(done, 2000))]);
  });
}

/**
 * Registers a user through the API and answers the credentials; the e-mail is confirmed through
 * the link sent to it unless `confirmed` is false.
 */
export async function registerUser(
  prefix: string,
  name = 'Test User',
  { confirmed = true } = {},
): Promise<{ name: string; email: string; password: string }> {
  const user = { name, email: uniqueEmail(prefix), password: `${prefix}-password-1` };
  const answer = await fetch(new URL('/api/register', inject('baseUrl')), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(user),
  });
  if (answer.status !== 201) throw new Error(`Registration failed: ${answer.status}`);
  if (confirmed) await confirmEmail(user.email);
  return user;
}

/** Signs in through the login screen, starting on whatever login page the app shows. */
export async function logInThroughForm(page: Page, email: string, password: string) {
  await page.locator('input[name=email]').fill(email);
  await page.locator('input[name=password]').fill(password);
  await page.getByTestId('submit').click();
}

/** Unique e-mail addresses, so journeys never collide on the shared database. */
export function uniqueEmail(prefix: string): string {
  return `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}@e2e.bilim.kz`;
}

/**
 * The link to `path` (`/restore/`, `/email-change/`, `/email-confirm/`) in the newest letter to
 * `to` that has one, in the outbox of the server keeping its data in `dataDir`; waits for it.
 */
export async function linkInOutbox(
  to: string,
  path: string,
  dataDir: string = inject('dataDir'),
): Promise<string> {
  const outbox = join(dataDir, 'outbox');
  const link = new RegExp(`https?://[^\\s"<>]+${path}[A-Za-z0-9_.=-]+`);
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    const names = (await readdir(outbox).catch(() => [] as string[])).sort().reverse();
    for (const name of names) {
      // Quoted-printable: soft line breaks joined, "=3D" back to "=".
      const text = (await readFile(join(outbox, name), 'utf8'))
        .replace(/=\r?\n/g, '')
        .replace(/=3D/g, '=');
      const found = text.includes(to) ? link.exec(text)?.[0] : undefined;
      if (found) return found;
    }
    await new Promise((wait) => setTimeout(wait, 200));
  }
  throw new Error(`No e-mail to ${to} with a ${path} link arrived in the outbox`);
}

/**
 * Follows the link registration sent to `email` (through the API: the page has its own test),
 * so the user may publish and pay.
 */
export async function confirmEmail(
  email: string,
  server: { baseUrl: string; dataDir: string } = {
    baseUrl: inject('baseUrl'),
    dataDir: inject('dataDir'),
  },
): Promise<void> {
  const link = await linkInOutbox(email, '/email-confirm/', server.dataDir);
  const token = link.slice(link.lastIndexOf('/') + 1);
  const answer = await fetch(new URL('/api/email-confirmation/confirm', server.baseUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ token }),
  });
  if (answer.status !== 200) throw new Error(`E-mail confirmation failed: ${answer.status}`);
}

/** The app's own translations, read the way the browser reads them. */
export async function translations(lng: 'en' | 'ru' | 'kz'): Promise<Record<string, unknown>> {
  const answer = await fetch(`${inject('baseUrl')}/locales/${lng}/common.json`);
  return (await answer.json()) as Record<string, unknown>;
}

/** A call of the API, signed in with `token` when one is given; answers the parsed body. */
export async function apiCall(
  token: string | null,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  body?: unknown,
): Promise<{ data: Record<string, unknown> }> {
  const answer = await fetch(new URL(path, inject('baseUrl')), {
    method,
    headers: {
      ...(token && { authorization: `Bearer ${token}` }),
      ...(body !== undefined && { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!answer.ok) throw new Error(`${method} ${path}: ${answer.status} ${await answer.text()}`);
  // 204 No Content: nothing to parse.
  if (answer.status === 204) return { data: {} };
  return (await answer.json()) as { data: Record<string, unknown> };
}

/** A provider registered and signed in through the API: credentials and bearer token. */
export async function newProvider(prefix: string, name: string) {
  const user = await registerUser(prefix, name);
  return { ...user, token: await signInThroughApi(user.email, user.password) };
}

/** The user id of a card's provider (for the provider page). */
export async function providerOfCard(cardId: number): Promise<number> {
  const card = await apiCall(null, 'GET', `/api/cards/${cardId}`);
  return (card.data.provider as { user_id: number }).user_id;
}

/** Signs in through the API; answers the bearer token. */
export async function signInThroughApi(email: string, password: string): Promise<string> {
  const answer = await fetch(new URL('/api/login-password', inject('baseUrl')), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (answer.status !== 200) throw new Error(`Sign-in failed: ${answer.status}`);
  return ((await answer.json()) as { access_token: string }).access_token;
}

interface Category {
  id: number;
  children: Category[];
}

const firstLeaf = (category: Category): Category =>
  category.children[0] ? firstLeaf(category.children[0]) : category;

/** A card's fields a journey may choose (the rest are filled in believably). */
type CardFields = { title: string; short_description?: string; address?: string };

/** A published card (`createDraftCard`, then published); answers its id. */
export async function createPublishedCard(token: string, fields: CardFields): Promise<number> {
  const id = await createDraftCard(token, fields);
  await apiCall(token, 'POST', `/api/cabinet/cards/${id}/publish`);
  return id;
}

/**
 * A draft card of the user's current account in the first city and category, set up through the
 * API (the card form has its own journey in listings.e2e.ts); answers its id.
 */
export async function createDraftCard(token: string, fields: CardFields): Promise<number> {
  const account = await apiCall(token, 'GET', '/api/account');
  const cities = await apiCall(null, 'GET', '/api/cities');
  const catalog = await apiCall(null, 'GET', '/api/catalog');
  const cityId = (cities.data as unknown as { id: number }[])[0]?.id;
  const categories = (catalog.data as unknown as { categories: Category[] }).categories;
  const categoryId = categories[0] ? firstLeaf(categories[0]).id : undefined;
  const card = await apiCall(token, 'POST', '/api/cabinet/cards', {
    account_id: account.data.id,
    short_description: 'Piano and guitar lessons for children',
    long_description:
      'Individual and group lessons in piano and guitar for children from six years old, with concerts twice a year.',
    category_ids: [categoryId],
    city_id: cityId,
    address: 'Abay Avenue 150',
    latitude: 43.2389,
    longitude: 76.8897,
    contacts: [{ type: 'phone', value: '+7 701 123 45 67' }],
    ...fields,
  });
  return Number(card.data.id);
}

/** Confirms one of a record's actions (publish, archive, delete …) in its dialog. */
export async function confirmAction(page: Page, action: string) {
  await page.getByTestId(`action-${action}`).click();
  await page.getByTestId('confirm-action').click();
}

/** Picks an option of a Mantine select, typing into it first when it is searchable. */
export async function chooseOption(page: Page, testId: string, option: RegExp, search?: string) {
  const input = page.getByTestId(testId);
  await input.click();
  if (search) await input.fill(search);
  await page.getByRole('option', { name: option }).first().click();
  await page.keyboard.press('Escape');
}
