import type { FastifyInstance, FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../app';
import type { Database } from '../db/db';
import { seedDictionaries } from '../domains/dictionaries/dictionaries.seed';
import { testConfig } from '../test/app';
import { createTestDatabase } from '../test/db';
import { buildSignedInUser } from '../test/factories';
import { redactUrl, serializeRequest } from './log';

describe('the request log', () => {
  it('hides the token of a restore link', () => {
    expect(redactUrl('/restore/abcDEF123_-xyz')).toBe('/restore/[redacted]');
    expect(redactUrl('/restore/abcDEF123?lng=en')).toBe('/restore/[redacted]?lng=en');
    expect(redactUrl('//restore/abc')).toBe('//restore/[redacted]');
    expect(redactUrl('/api/restore/abcDEF123')).toBe('/api/restore/[redacted]');
    expect(redactUrl('/api/restore/reset-abc')).toBe('/api/restore/[redacted]');
  });

  it('hides any token= query value', () => {
    expect(redactUrl('/anything?token=secret&lng=kz')).toBe('/anything?token=[redacted]&lng=kz');
    expect(redactUrl('/anything?lng=kz&token=secret')).toBe('/anything?lng=kz&token=[redacted]');
  });

  it('leaves other URLs as they are, the restore API calls too', () => {
    for (const url of ['/api/restore', '/api/restore/reset', '/catalog?city[]=1', '/']) {
      expect(redactUrl(url)).toBe(url);
    }
  });

  it('serializes a request with its URL redacted', () => {
    const request = {
      method: 'GET',
      url: '/restore/live-token',
      host: 'bilim.kz',
      ip: '10.0.0.1',
      socket: { remotePort: 51234 },
      headers: { authorization: 'Bearer x' },
    } as unknown as FastifyRequest;
    expect(serializeRequest(request)).toEqual({
      method: 'GET',
      url: '/restore/[redacted]',
      host: 'bilim.kz',
      remoteAddress: '10.0.0.1',
      remotePort: 51234,
    });
  });
});

describe('the log of a running app', () => {
  type Entry = Record<string, unknown> & { msg?: string; level?: number };
  const entries: Entry[] = [];
  let database: Database;
  let app: FastifyInstance;
  beforeAll(async () => {
    database = await createTestDatabase();
    await seedDictionaries(database.db);
    app = await buildApp({
      config: testConfig({ LOG_LEVEL: 'info' }),
      db: database.db,
      mailer: { send: async () => undefined, close: () => undefined },
      logStream: { write: (line) => void entries.push(JSON.parse(line) as Entry) },
    });
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  /** The entries of the request to `url` (by its reqId), once its answer has been logged. */
  function logOf(url: string): Promise<Entry[]> {
    return vi.waitFor(() => {
      const incoming = entries.find(
        (entry) =>
          entry.msg === 'incoming request' && (entry.req as Entry | undefined)?.url === url,
      );
      const lines = entries.filter((entry) => incoming && entry.reqId === incoming.reqId);
      expect(lines.some((entry) => entry.msg === 'request completed')).toBe(true);
      return lines;
    });
  }

  it('names the user on the access log line of a signed-in request, not of an anonymous one', async () => {
    const { user, auth } = await buildSignedInUser(database.db);
    entries.length = 0;
    const own = await app.inject({ method: 'GET', url: '/api/cabinet/profile', headers: auth });
    expect(own.statusCode).toBe(200);
    const signedIn = await logOf('/api/cabinet/profile');
    expect(signedIn.find((entry) => entry.msg === 'request completed')).toMatchObject({
      userId: user.id,
      res: { statusCode: 200 },
    });

    entries.length = 0;
    const open = await app.inject({ method: 'GET', url: '/api/languages' });
    expect(open.statusCode).toBe(200);
    const anonymous = await logOf('/api/languages');
    expect(anonymous.find((entry) => entry.msg === 'request completed')).not.toHaveProperty(
      'userId',
    );
  });

  it('logs a 401 as a security event with the client address', async () => {
    entries.length = 0;
    const res = await app.inject({
      method: 'GET',
      url: '/api/cabinet/profile',
      remoteAddress: '203.0.113.9',
      headers: { authorization: 'Bearer expired-or-forged' },
    });
    expect(res.statusCode).toBe(401);
    const lines = await logOf('/api/cabinet/profile');
    const event = lines.find((entry) => entry.security === 'request_unauthorized');
    expect(event).toMatchObject({
      level: 40,
      statusCode: 401,
      ip: '203.0.113.9',
      bearer: true,
      method: 'GET',
      url: '/api/cabinet/profile',
    });
    expect(event).not.toHaveProperty('userId');
    expect(JSON.stringify(lines)).not.toContain('expired-or-forged');
  });

  it('logs a 403 as a security event with the user and the client address', async () => {
    const { user, auth } = await buildSignedInUser(database.db);
    entries.length = 0;
    const res = await app.inject({
      method: 'GET',
      url: '/api/admin/audit',
      remoteAddress: '198.51.100.4',
      headers: auth,
    });
    expect(res.statusCode).toBe(403);
    const lines = await logOf('/api/admin/audit');
    expect(lines.find((entry) => entry.security === 'request_forbidden')).toMatchObject({
      level: 40,
      statusCode: 403,
      userId: user.id,
      ip: '198.51.100.4',
      route: '/api/admin/audit',
    });
  });
});
