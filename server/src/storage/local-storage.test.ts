import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app';
import { LocalStorage } from './local-storage';

let root: string;
beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'bilim-storage-'));
});
afterAll(async () => rm(root, { recursive: true, force: true }));

describe('LocalStorage', () => {
  it('puts, answers the public URL and deletes a file or a whole prefix', async () => {
    const storage = new LocalStorage(root);
    await storage.put('photos/2026/11/abc/thumb.webp', Buffer.from('one'), 'image/webp');
    await storage.put('photos/2026/11/abc/card.webp', Buffer.from('two'), 'image/webp');
    expect(await readFile(path.join(root, 'photos/2026/11/abc/thumb.webp'), 'utf8')).toBe('one');
    expect(storage.publicUrl('photos/2026/11/abc/thumb.webp')).toBe(
      '/uploads/photos/2026/11/abc/thumb.webp',
    );
    await storage.delete('photos/2026/11/abc/thumb.webp');
    await expect(stat(path.join(root, 'photos/2026/11/abc/thumb.webp'))).rejects.toThrow();
    await storage.delete('photos/2026/11/abc/');
    await expect(stat(path.join(root, 'photos/2026/11/abc'))).rejects.toThrow();
    await storage.delete('photos/2026/11/missing/');
  });

  it('refuses keys that would leave its folder', async () => {
    const storage = new LocalStorage(root);
    for (const key of ['../escape.txt', 'photos/../../x', '/etc/passwd', 'a//b', '']) {
      await expect(storage.put(key, Buffer.from('x'), 'text/plain')).rejects.toThrow(
        /invalid storage key/,
      );
    }
  });
});

describe('GET /uploads/*', () => {
  let t: TestApp;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'bilim-uploads-'));
    t = await createTestApp({ env: { DATA_DIR: dataDir } });
    await t.app.ctx.storage.put('photos/2026/11/x/full.webp', Buffer.from('RIFF'), 'image/webp');
  });
  afterAll(async () => {
    await t?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('serves stored files for a year with their content type', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/uploads/photos/2026/11/x/full.webp' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('answers a plain 404 for a missing file and for paths outside the folder', async () => {
    for (const url of [
      '/uploads/photos/2026/11/y/full.webp',
      '/uploads/../package.json',
      '/uploads/%2e%2e/%2e%2e/package.json',
      '/uploads/',
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(res.headers['content-type'] ?? '', url).not.toContain('text/html');
    }
  });

  it('keeps serving files during maintenance', async () => {
    await t.app.ctx.settings.update({ maintenance: true });
    try {
      const res = await t.app.inject({ method: 'GET', url: '/uploads/photos/2026/11/x/full.webp' });
      expect(res.statusCode).toBe(200);
    } finally {
      await t.app.ctx.settings.update({ maintenance: false });
    }
  });
});
