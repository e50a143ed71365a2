import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { SERVER_STATE_ELEMENT_ID, scriptSafeJson } from '@bilim/contract/server-render';
import { cookieValue, fillTemplate, isPhone, pageLanguage, routeAssetTags } from './server-render';

const requestOf = (url: string, headers: Record<string, string> = {}) =>
  ({ url, headers }) as unknown as FastifyRequest;

describe('the language of a server-rendered page (spec §9)', () => {
  it('takes the lng query first, then the i18next cookie, then Accept-Language, else ru', () => {
    const headers = { cookie: 'city=astana; i18next=en', 'accept-language': 'kk-KZ,ru;q=0.8' };
    expect(pageLanguage(requestOf('/catalog?lng=kz', headers))).toBe('kz');
    expect(pageLanguage(requestOf('/catalog', headers))).toBe('en');
    expect(pageLanguage(requestOf('/', { 'accept-language': 'kk-KZ,ru;q=0.8' }))).toBe('kz');
    expect(pageLanguage(requestOf('/', { 'accept-language': 'de-DE' }))).toBe('ru');
    expect(pageLanguage(requestOf('/'))).toBe('ru');
  });

  it('skips values that are no language of the product', () => {
    const headers = { cookie: 'i18next=fr', 'accept-language': 'en-GB' };
    expect(pageLanguage(requestOf('/?lng=de', headers))).toBe('en');
  });
});

describe('cookies and devices', () => {
  it('reads one cookie, decoded, and nothing for a broken or missing one', () => {
    expect(cookieValue('a=1; city=ust-kamenogorsk; b=2', 'city')).toBe('ust-kamenogorsk');
    expect(cookieValue('name=%D0%90%D0%B9', 'name')).toBe('Ай');
    expect(cookieValue('city=%E0%A4%A', 'city')).toBeNull();
    expect(cookieValue(undefined, 'city')).toBeNull();
    expect(cookieValue('cityx=1', 'city')).toBeNull();
  });

  it('takes a phone from Client Hints or the User-Agent', () => {
    expect(isPhone(requestOf('/', { 'sec-ch-ua-mobile': '?1' }))).toBe(true);
    const android = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) Chrome/156.0 Mobile Safari/537.36';
    expect(isPhone(requestOf('/', { 'user-agent': android }))).toBe(true);
    const desktop = 'Mozilla/5.0 (X11; Linux x86_64) Chrome/156.0 Safari/537.36';
    expect(isPhone(requestOf('/', { 'sec-ch-ua-mobile': '?0', 'user-agent': desktop }))).toBe(
      false,
    );
  });
});

describe('the page around the rendered app', () => {
  it('carries the app, its state and the language of the page', () => {
    const index = '<html lang="ru" data-x="1"><body><div id="root"></div></body></html>';
    const state = scriptSafeJson({ text: '</script><script>alert(1)</script>' });
    const html = fillTemplate(index, 'kz', '<h1>Сәлем</h1>', state);
    expect(html).toContain('<html lang="kk" data-x="1">');
    expect(html).toContain('<div id="root"><h1>Сәлем</h1></div>');
    expect(html).toContain(`<script type="application/json" id="${SERVER_STATE_ELEMENT_ID}">`);
    // The state cannot end its element early: only the template's own </script> is there.
    expect(html.match(/<\/script>/g)).toHaveLength(1);
  });
});

describe('the assets of a rendered page', () => {
  it('links the style sheets and scripts of its route modules that index.html does not', () => {
    const manifest = {
      'index.html': {
        file: 'assets/index.js',
        isEntry: true,
        css: ['assets/index.css'],
        imports: ['_shared.js'],
      },
      '_shared.js': { file: 'assets/shared.js' },
      'src/app/routes/card.tsx': {
        file: 'assets/card.js',
        css: ['assets/card.css'],
        imports: ['_shared.js', '_detail.js'],
      },
      '_detail.js': {
        file: 'assets/detail.js',
        css: ['assets/detail.css'],
        imports: ['_shared.js'],
      },
    };
    const tags = routeAssetTags(manifest, ['src/app/routes/card.tsx', 'src/app/routes/gone.tsx']);
    expect(tags.split('\n').map((tag) => tag.trim())).toEqual([
      '<link rel="stylesheet" crossorigin href="/assets/card.css">',
      '<link rel="stylesheet" crossorigin href="/assets/detail.css">',
      '<link rel="modulepreload" crossorigin href="/assets/card.js">',
      '<link rel="modulepreload" crossorigin href="/assets/detail.js">',
    ]);
  });
});
