import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { Storage } from './storage';

/** Where the app serves stored files from. */
export const UPLOADS_PREFIX = '/uploads/';

/** A storage key: slash-separated segments of letters, digits, `-`, `_` and `.`, never `..`. */
const KEY_PATTERN = /^[A-Za-z0-9_-][A-Za-z0-9_.-]*(\/[A-Za-z0-9_-][A-Za-z0-9_.-]*)*\/?$/;

function assertKey(key: string): void {
  if (!KEY_PATTERN.test(key) || key.split('/').includes('..')) {
    throw new Error(`invalid storage key: ${key}`);
  }
}

/**
 * Files on local disk under `root` (DATA_DIR/uploads), served by the app at /uploads/<key>.
 * Writes go to a temporary name first and are renamed into place, so a reader never sees half a file.
 */
export class LocalStorage implements Storage {
  constructor(readonly root: string) {}

  private pathOf(key: string): string {
    assertKey(key);
    return path.join(this.root, ...key.split('/').filter(Boolean));
  }

  async put(key: string, body: Buffer, _contentType: string): Promise<void> {
    const file = this.pathOf(key);
    await mkdir(path.dirname(file), { recursive: true });
    const temporary = `${file}.${process.pid}.${Date.now()}.tmp`;
    await writeFile(temporary, body);
    await rename(temporary, file);
  }

  async delete(keyOrPrefix: string): Promise<void> {
    await rm(this.pathOf(keyOrPrefix), { recursive: keyOrPrefix.endsWith('/'), force: true });
  }

  publicUrl(key: string): string {
    return `${UPLOADS_PREFIX}${key}`;
  }
}

/**
 * Serves the local storage at /uploads/*: stored files never change (a new upload gets a new
 * key), so browsers may keep them for a year. A missing file is a plain 404 (the app's
 * not-found handler), never the web app's HTML.
 */
export async function serveLocalUploads(app: FastifyInstance, storage: LocalStorage) {
  await mkdir(storage.root, { recursive: true });
  await app.register(fastifyStatic, {
    root: storage.root,
    prefix: UPLOADS_PREFIX,
    decorateReply: false,
    index: false,
    list: false,
    dotfiles: 'deny',
    cacheControl: false,
    setHeaders: (reply) => {
      reply.header('cache-control', 'public, max-age=31536000, immutable');
      reply.header('x-content-type-options', 'nosniff');
    },
  });
}
