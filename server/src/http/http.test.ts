import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import os from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app';
import { buildSignedInUser } from '../test/factories';
import { parseQueryString } from './query-string';
import type { ZodApp } from './types';

/** Probe routes: echo what the server understood, and fail the way a bug would. */
function probes(app: ZodApp) {
  const echo = {
    config: { access: 'public' as const },
    schema: { hide: true },
    handler: async (request: { method: string; query: unknown; body: unknown }) => ({
      method: request.method,
      query: request.query,
      body: request.body ?? null,
    }),
  };
  app.route({ method: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'], url: '/api/test/echo', ...echo });
  app.get('/api/test/crash', { config: { access: 'public' }, schema: { hide: true } }, async () => {
    const error = new Error('relation "secret_table" does not exist: select * from secret_table');
    throw error;
  });
  app.post('/api/test/typed', {
    config: { access: 'public' },
    schema: {
      hide: true,
      body: z.object({
        nested: z.object({ count: z.number() }),
        kind: z.enum(['school', 'camp']).optional(),
        flag: z.boolean().optional(),
      }),
    },
    handler: async (request) => request.body,
  });
}

let t: TestApp;
let webDist: string;
beforeAll(async () => {
  webDist = mkdtempSync(path.join(os.tmpdir(), 'bilim-web-dist-'));
  mkdirSync(path.join(webDist, 'assets'));
  writeFileSync(
    path.join(webDist, 'index.html'),
    '<!doctype html><title>Bilim</title><div id="root"></div>',
  );
  writeFileSync(path.join(webDist, 'assets', 'index-abc123.js'), 'console.log("bilim")');
  // The twins web/scripts/precompress.mjs writes at build.
  const bundle = `console.log("${'bilim '.repeat(400)}")`;
  writeFileSync(path.join(webDist, 'assets', 'big-abc123.js'), bundle);
  writeFileSync(path.join(webDist, 'assets', 'big-abc123.js.br'), brotliCompressSync(bundle));
  writeFileSync(path.join(webDist, 'assets', 'big-abc123.js.gz'), gzipSync(bundle));
  writeFileSync(path.join(webDist, 'sw.js'), 'self.addEventListener("fetch", () => {})');
  t = await createTestApp({ env: { WEB_DIST: webDist, BODY_LIMIT: '2048' }, extraRoutes: probes });
});
afterAll(async () => t?.close());

describe('the error shape', () => {
  it('answers 404 JSON for an unknown /api path', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/no-such-thing' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('application/json');
    expect(res.json()).toEqual({ message: 'Not Found', code: 'NOT_FOUND' });
    const post = await t.app.inject({ method: 'POST', url: '/api/no-such-thing', payload: {} });
    expect(post.json()).toEqual({ message: 'Not Found', code: 'NOT_FOUND' });
  });

  it('answers 400 "Bad Request" for malformed JSON', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/login-password',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": "a@b.kz", ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'Bad Request', code: 'BAD_REQUEST' });
  });

  it('answers 413 for a body over the limit', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      payload: { text: 'x'.repeat(5000) },
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ message: 'Payload Too Large', code: 'PAYLOAD_TOO_LARGE' });
  });

  it('answers 415 for a body type it does not read', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/xml' },
      payload: '<a/>',
    });
    expect(res.statusCode).toBe(415);
    expect(res.json().code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  it('answers "Server error" with no stack and no SQL for a failure', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/test/crash' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ message: 'Server error', code: 'SERVER_ERROR' });
    expect(res.body).not.toContain('secret_table');
  });

  it('names nested fields by their path', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/test/typed',
      payload: { nested: { count: 'many' } },
    });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors)).toEqual(['nested.count']);
  });

  it('reads "Invalid value" for zod\'s own messages (a wrong type, an unknown choice)', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/test/typed',
      payload: { nested: { count: 'many' }, kind: 'zoo', flag: 'yes' },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      message: 'The given data was invalid',
      code: 'VALIDATION_FAILED',
      errors: { 'nested.count': 'Invalid value', kind: 'Invalid value', flag: 'Invalid value' },
    });
  });

  it('reads "Fill value" for a missing required value, nested too', async () => {
    for (const payload of [{}, { nested: {} }]) {
      const res = await t.app.inject({ method: 'POST', url: '/api/test/typed', payload });
      expect(res.json().errors).toEqual({
        [Object.keys(payload).length ? 'nested.count' : 'nested']: 'Fill value',
      });
    }
  });
});

describe('requests', () => {
  it('reads query arrays written key[]=value and keeps plain keys as strings', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/test/echo?city[]=1&city[]=2&text=school&one[]=x',
    });
    expect(res.json().query).toEqual({ city: ['1', '2'], text: 'school', one: ['x'] });
    expect(parseQueryString('a=1&a=2&b[]=&c=%D0%B0')).toEqual({ a: '2', b: [''], c: 'а' });
  });

  it('reads urlencoded bodies', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'name=Aigerim&tags[]=a&tags[]=b',
    });
    expect(res.json().body).toEqual({ name: 'Aigerim', tags: ['a', 'b'] });
  });

  it('accepts X-Requested-With', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/languages',
      headers: { 'x-requested-with': 'XMLHttpRequest' },
    });
    expect(res.statusCode).toBe(200);
  });
});

describe('POST with _method', () => {
  let base: string;
  beforeAll(async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    if (!address || typeof address === 'string') throw new Error('no address');
    base = `http://127.0.0.1:${address.port}`;
  });

  it('acts as PUT when _method is in a JSON body, and keeps the body', async () => {
    const res = await fetch(`${base}/api/test/echo`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ _method: 'PUT', comment: 'Отличная школа' }),
    });
    expect(await res.json()).toMatchObject({
      method: 'PUT',
      body: { _method: 'PUT', comment: 'Отличная школа' },
    });
  });

  it('acts as DELETE when _method is in the query string', async () => {
    const res = await fetch(`${base}/api/test/echo?_method=DELETE`, { method: 'POST' });
    expect(await res.json()).toMatchObject({ method: 'DELETE' });
  });

  it('acts as PATCH when _method is in a urlencoded body', async () => {
    const res = await fetch(`${base}/api/test/echo`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: '_method=patch&comment=ok',
    });
    expect(await res.json()).toMatchObject({
      method: 'PATCH',
      body: { _method: 'patch', comment: 'ok' },
    });
  });

  it('reaches a real route: PUT /api/cabinet/profile through POST', async () => {
    const { user, auth } = await buildSignedInUser(t.db);
    const res = await fetch(`${base}/api/cabinet/profile`, {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({ _method: 'PUT', name: 'Renamed', email: user.email }),
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ data: { name: 'Renamed' } });
  });

  it('leaves a plain POST alone and ignores other methods in _method', async () => {
    const plain = await fetch(`${base}/api/test/echo`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ a: 1 }),
    });
    expect(await plain.json()).toEqual({ method: 'POST', query: {}, body: { a: 1 } });
    const odd = await fetch(`${base}/api/test/echo?_method=GET`, { method: 'POST' });
    expect(await odd.json()).toMatchObject({ method: 'POST' });
  });

  it('still answers 400 for malformed JSON', async () => {
    const res = await fetch(`${base}/api/test/echo`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"_method": "PUT",',
    });
    expect(res.status).toBe(400);
  });
});

describe('operations', () => {
  it('answers /healthz after checking the database', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('exposes Prometheus metrics with request durations by route', async () => {
    await t.app.inject({ method: 'GET', url: '/api/languages' });
    const res = await t.app.inject({ method: 'GET', url: '/metrics' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('process_cpu_user_seconds_total');
    expect(res.body).toMatch(
      /http_request_duration_seconds_count\{method="GET",route="\/api\/languages",status="200"\} \d+/,
    );
  });

  it('serves the OpenAPI description and its UI', async () => {
    const json = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(json.statusCode).toBe(200);
    expect(Object.keys(json.json().paths)).toEqual(
      expect.arrayContaining(['/api/register', '/api/login-password', '/api/cities']),
    );
    expect(Object.keys(json.json().paths)).not.toContain('/api/test/echo');
    const ui = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(ui.statusCode).toBe(200);
    expect(ui.headers['content-security-policy']).toBeDefined();
  });
});

describe('/metrics without METRICS_TOKEN: this machine only', () => {
  it('answers a request from loopback, IPv4, IPv6 or IPv4-mapped', async () => {
    for (const remoteAddress of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) {
      const res = await t.app.inject({ method: 'GET', url: '/metrics', remoteAddress });
      expect(res.statusCode, remoteAddress).toBe(200);
      expect(res.body).toContain('process_cpu_user_seconds_total');
    }
  });

  it('answers 404 NOT_FOUND to any other address, revealing nothing', async () => {
    for (const remoteAddress of ['203.0.113.7', '10.0.0.2', '::ffff:192.168.1.5', '2001:db8::1']) {
      const res = await t.app.inject({ method: 'GET', url: '/metrics', remoteAddress });
      expect(res.statusCode, remoteAddress).toBe(404);
      expect(res.json()).toEqual({ message: 'Not Found', code: 'NOT_FOUND' });
      expect(res.headers['www-authenticate']).toBeUndefined();
      expect(res.body).not.toContain('process_cpu');
    }
  });

  it('answers 404 to a request a proxy forwarded, whatever address it claims', async () => {
    for (const headers of [
      { 'x-forwarded-for': '127.0.0.1' },
      { forwarded: 'for=127.0.0.1' },
      { 'x-real-ip': '127.0.0.1' },
    ]) {
      const res = await t.app.inject({ method: 'GET', url: '/metrics', headers });
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain('process_cpu');
    }
  });
});

describe('/metrics with METRICS_TOKEN', () => {
  let guarded: TestApp;
  beforeAll(async () => {
    guarded = await createTestApp({ seed: false, env: { METRICS_TOKEN: 'scrape-me' } });
  });
  afterAll(async () => guarded?.close());

  it('answers 404 NOT_FOUND without the bearer token or with another one, from loopback too', async () => {
    for (const headers of [{}, { authorization: 'Bearer guess' }, { authorization: 'scrape-me' }]) {
      const res = await guarded.app.inject({ method: 'GET', url: '/metrics', headers });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'Not Found', code: 'NOT_FOUND' });
      expect(res.headers['www-authenticate']).toBeUndefined();
      expect(res.body).not.toContain('process_cpu');
    }
  });

  it('answers the metrics to the bearer of the token, from any address', async () => {
    for (const remoteAddress of ['127.0.0.1', '203.0.113.7']) {
      const res = await guarded.app.inject({
        method: 'GET',
        url: '/metrics',
        remoteAddress,
        headers: { authorization: 'Bearer scrape-me' },
      });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('process_cpu_user_seconds_total');
    }
  });
});

describe('caching of signed-in answers', () => {
  it('sends Cache-Control: no-store with every JSON answer to a live session', async () => {
    const { auth } = await buildSignedInUser(t.db);
    const own = await t.app.inject({ method: 'GET', url: '/api/cabinet/profile', headers: auth });
    expect(own.statusCode).toBe(200);
    expect(own.headers['cache-control']).toBe('no-store');
    // A public call made signed in may carry the user's own marks: not kept either.
    const shared = await t.app.inject({ method: 'GET', url: '/api/languages', headers: auth });
    expect(shared.statusCode).toBe(200);
    expect(shared.headers['cache-control']).toBe('no-store');
    // Refusals and validation failures too.
    const refused = await t.app.inject({ method: 'GET', url: '/api/admin/audit', headers: auth });
    expect(refused.statusCode).toBe(403);
    expect(refused.headers['cache-control']).toBe('no-store');
  });

  it('leaves the caching of anonymous answers, and of unknown tokens, as it was', async () => {
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/languages' });
    expect(anonymous.statusCode).toBe(200);
    expect(anonymous.headers['cache-control']).toBeUndefined();
    const unknown = await t.app.inject({
      method: 'GET',
      url: '/api/languages',
      headers: { authorization: 'Bearer not-a-session' },
    });
    expect(unknown.statusCode).toBe(200);
    expect(unknown.headers['cache-control']).toBeUndefined();
    const page = await t.app.inject({ method: 'GET', url: '/' });
    expect(page.headers['cache-control']).toBe('no-cache');
  });
});

describe('security headers', () => {
  it('sends a Content-Security-Policy fit for the web app, and the usual hardening headers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(csp).toContain("img-src 'self' data: blob: https://*.tile.openstreetmap.org");
    expect(csp).toContain("connect-src 'self';");
    expect(csp).not.toMatch(/\bwss?:/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBeDefined();
  });

  it('sends them on every kind of answer: a call, a refusal, an unknown path', async () => {
    const answers = await Promise.all(
      ['/api/languages', '/api/cabinet/profile', '/api/no-such-call'].map((url) =>
        t.app.inject({ method: 'GET', url }),
      ),
    );
    expect(answers.map((res) => res.statusCode)).toEqual([200, 401, 404]);
    for (const res of answers) {
      expect(String(res.headers['content-security-policy'])).toContain("default-src 'self'");
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      // Served over plain HTTP here: HSTS only behind an https PUBLIC_URL.
      expect(res.headers['strict-transport-security']).toBeUndefined();
    }
  });
});

describe('the web app', () => {
  it('serves index.html at / without caching', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root">');
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('caches hashed assets for a year', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('sends a built file as its precompressed twin: Brotli, else gzip, else as it is', async () => {
    const url = '/assets/big-abc123.js';
    const br = await t.app.inject({ url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(br.rawPayload).toString()).toContain('bilim bilim');
    const gz = await t.app.inject({ url, headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toContain('bilim bilim');
    const plain = await t.app.inject({ url, headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('bilim bilim');
  });

  it('compresses the larger API answers for browsers that take it', async () => {
    const url = `/api/test/echo?text=${'a'.repeat(2000)}`;
    const res = await t.app.inject({ url, headers: { 'accept-encoding': 'br, gzip' } });
    expect(res.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(res.rawPayload).toString()).query.text).toHaveLength(
      2000,
    );
    const small = await t.app.inject({
      url: '/api/test/echo',
      headers: { 'accept-encoding': 'br' },
    });
    expect(small.headers['content-encoding']).toBeUndefined();
  });

  it('serves sw.js without caching', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/sw.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('answers index.html for an unknown non-API path (the app shows Page Not Found)', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/cabinet/cards/42/edit?x=1' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('<div id="root">');
  });
  it('answers a plain 404 for a missing file rather than the app', async () => {
    for (const url of ['/assets/index-old.js', '/missing.png']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toContain('text/plain');
    }
  });
});

describe('without a built web app', () => {
  let bare: TestApp;
  beforeAll(async () => {
    bare = await createTestApp({ seed: false });
  });
  afterAll(async () => bare?.close());

  it('says how to build it', async () => {
    const res = await bare.app.inject({ method: 'GET', url: '/catalog' });
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('npm run build -w web');
  });

  it('answers 503 on /healthz and "Server error" when the database is gone', async () => {
    await bare.database.close();
    const health = await bare.app.inject({ method: 'GET', url: '/healthz' });
    expect(health.statusCode).toBe(503);
    const res = await bare.app.inject({ method: 'GET', url: '/api/cities' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ message: 'Server error', code: 'SERVER_ERROR' });
    bare.database.close = async () => undefined;
  });
});
