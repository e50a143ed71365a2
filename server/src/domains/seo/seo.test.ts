import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { buildUser } from '../../test/factories';
import { buildCard, buildEvent, buildPhoto, firstAccountOf } from '../../test/listings-factories';
import { users } from '../users/users.schema';
import { jsonLdText } from './seo.pages';

const INDEX_HTML = `<!doctype html>
<html lang="ru">
  <head>
    <meta charset="UTF-8" />
    <title>Bilim</title>
    <meta
      name="description"
      content="Bilim — школы, детские сады."
    />
    <script type="module" src="/assets/index-abc.js"></script>
  </head>
  <body><div id="root"></div></body>
</html>
`;

let t: TestApp;
let webDist: string;

beforeAll(async () => {
  webDist = await mkdtemp(path.join(os.tmpdir(), 'bilim-seo-web-'));
  await writeFile(path.join(webDist, 'index.html'), INDEX_HTML);
  t = await createTestApp({ env: { WEB_DIST: webDist, PUBLIC_URL: 'https://bilim.example' } });
});
afterAll(async () => {
  await t?.close();
  await rm(webDist, { recursive: true, force: true });
});

async function page(url: string) {
  const res = await t.app.inject({ method: 'GET', url });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toContain('text/html');
  return res.body;
}

function meta(html: string, attribute: 'name' | 'property', key: string): string | undefined {
  return new RegExp(`<meta ${attribute}="${key}" content="([^"]*)"`).exec(html)?.[1];
}

function jsonLd(html: string): Record<string, unknown> {
  const match = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html);
  expect(match).not.toBeNull();
  return JSON.parse(match![1]!) as Record<string, unknown>;
}

describe('card, event and provider pages for search engines', () => {
  it('gives a card page its title, description, Open Graph tags and JSON-LD', async () => {
    const card = await buildCard(t, {
      state: 'published',
      title: 'Школа «Болашак» <script>alert(1)</script>',
      shortDescription: 'Частная школа с углублённым английским & математикой.',
    });
    const photo = await buildPhoto(t, { cardId: card.id }, { isMain: true });
    const html = await page(`/cards/${card.id}/show`);

    expect(html).toContain(
      '<title>Школа «Болашак» &lt;script&gt;alert(1)&lt;/script&gt; — Bilim</title>',
    );
    expect(html).not.toContain('<script>alert(1)</script>');
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html.match(/name="description"/g)).toHaveLength(1);
    expect(meta(html, 'name', 'description')).toBe(
      'Частная школа с углублённым английским &amp; математикой.',
    );
    expect(meta(html, 'property', 'og:title')).toContain('Школа «Болашак»');
    expect(meta(html, 'property', 'og:type')).toBe('website');
    expect(meta(html, 'property', 'og:url')).toBe(`https://bilim.example/cards/${card.id}/show`);
    expect(meta(html, 'property', 'og:image')).toBe(
      `https://bilim.example/uploads/${photo.storageKey}/card.webp`,
    );
    const data = jsonLd(html);
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'EducationalOrganization',
      name: 'Школа «Болашак» <script>alert(1)</script>',
      url: `https://bilim.example/cards/${card.id}/show`,
      address: { '@type': 'PostalAddress', streetAddress: card.address, addressCountry: 'KZ' },
      geo: { '@type': 'GeoCoordinates', latitude: card.latitude, longitude: card.longitude },
    });
    // The app's own script stays in place.
    expect(html).toContain('<script type="module" src="/assets/index-abc.js"></script>');
  });

  it('describes an event as a schema.org Event', async () => {
    const event = await buildEvent(t, {
      state: 'published',
      title: 'Фестиваль робототехники',
      startDate: '2030-05-01',
      finishDate: '2030-05-02',
      startTime: '10:00',
      finishTime: '18:00',
      isFree: true,
    });
    const html = await page(`/events/${event.id}/show`);
    expect(html).toContain('<title>Фестиваль робототехники — Bilim</title>');
    expect(jsonLd(html)).toMatchObject({
      '@type': 'Event',
      name: 'Фестиваль робототехники',
      startDate: '2030-05-01T10:00',
      endDate: '2030-05-02T18:00',
      location: { '@type': 'Place' },
      offers: { price: 0, priceCurrency: 'KZT' },
    });
  });

  it('describes a provider as a Person', async () => {
    const user = await buildUser(t.db, { name: 'Асель Нурланова' });
    await buildCard(t, { accountId: (await firstAccountOf(t, user.id)).id, state: 'published' });
    const html = await page(`/userinfo/${user.id}`);
    expect(html).toContain('<title>Асель Нурланова — Bilim</title>');
    expect(meta(html, 'property', 'og:type')).toBe('profile');
    expect(jsonLd(html)).toMatchObject({ '@type': 'Person', name: 'Асель Нурланова' });
  });

  it('serves the plain app for unknown and unpublished records', async () => {
    const draft = await buildCard(t, { state: 'new', title: 'Черновик' });
    for (const url of [`/cards/${draft.id}/show`, '/cards/999999/show', '/userinfo/999999']) {
      const html = await page(url);
      expect(html).toBe(INDEX_HTML);
    }
    expect(await page('/catalog')).toBe(INDEX_HTML);
  });

  it('keeps JSON-LD from closing its script tag', () => {
    expect(jsonLdText({ name: '</script><script>alert(1)</script>' })).toBe(
      '{"name":"\\u003c/script\\u003e\\u003cscript\\u003ealert(1)\\u003c/script\\u003e"}',
    );
  });
});

describe('GET /sitemap.xml and /robots.txt', () => {
  it('lists published cards, events and providers, and nothing unpublished', async () => {
    const provider = await buildUser(t.db);
    const account = await firstAccountOf(t, provider.id);
    const published = await buildCard(t, { accountId: account.id, state: 'published' });
    const hidden = await buildCard(t, { accountId: account.id, state: 'unpublished' });
    const event = await buildEvent(t, { state: 'published' });
    const draftEvent = await buildEvent(t, { state: 'new' });
    const idle = await buildUser(t.db);
    await t.db.update(users).set({ name: 'Idle' }).where(eq(users.id, idle.id));

    const res = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/xml');
    const xml = res.body;
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(xml).toContain(`<loc>https://bilim.example/cards/${published.id}/show</loc>`);
    expect(xml).toContain(`<loc>https://bilim.example/events/${event.id}/show</loc>`);
    expect(xml).toContain(`<loc>https://bilim.example/userinfo/${provider.id}</loc>`);
    expect(xml).not.toContain(`/cards/${hidden.id}/show`);
    expect(xml).not.toContain(`/events/${draftEvent.id}/show`);
    expect(xml).not.toContain(`/userinfo/${idle.id}<`);
    const today = new Date().toISOString().slice(0, 10);
    expect(xml).toMatch(new RegExp(`/cards/${published.id}/show</loc><lastmod>${today}</lastmod>`));
  });

  it('lets robots in everywhere but the private areas and points to the sitemap', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    expect(res.body).toBe(
      [
        'User-agent: *',
        'Allow: /',
        'Disallow: /cabinet',
        'Disallow: /admin',
        'Disallow: /support',
        'Disallow: /api',
        '',
        'Sitemap: https://bilim.example/sitemap.xml',
        '',
      ].join('\n'),
    );
  });
});
