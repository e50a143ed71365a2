import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { crc32, deflateSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LINGER } from '../../http/multipart';
import { createTestApp, type TestApp } from '../../test/app';
import { buildSignedInUser } from '../../test/factories';
import { buildCard, buildEvent, firstAccountOf } from '../../test/listings-factories';
import { multipart, type UploadFile } from '../../test/multipart';
import { createSession } from '../auth/sessions';
import { photos } from '../listings/listings.schema';
import { processPhoto } from './photo-processor';
import { PHOTO_REQUEST_MAX_BYTES } from './photo-uploads';

let t: TestApp;
let dataDir: string;
let auth: { authorization: string };
let accountId: number;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'bilim-photos-'));
  t = await createTestApp({ env: { DATA_DIR: dataDir } });
  const owner = await buildSignedInUser(t.db);
  auth = owner.auth;
  accountId = (await firstAccountOf(t.db, owner.user.id)).id;
});
afterAll(async () => {
  await t?.close();
  await rm(dataDir, { recursive: true, force: true });
});

/** Every stored file, relative to DATA_DIR/uploads. */
async function storedFiles(): Promise<string[]> {
  const root = path.join(dataDir, 'uploads');
  try {
    const entries = await readdir(root, { recursive: true, withFileTypes: true });
    return entries
      .filter((entry) => entry.isFile())
      .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
      .sort();
  } catch {
    return [];
  }
}

const jpeg = (width = 200, height = 100, background = '#c00') =>
  sharp({ create: { width, height, channels: 3, background } })
    .jpeg()
    .toBuffer();

/** A JPEG shot "sideways" (EXIF orientation 6) with a private note in its EXIF. */
const sidewaysJpegWithExif = () =>
  sharp({ create: { width: 200, height: 100, channels: 3, background: '#0a0' } })
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExif({ IFD0: { Copyright: 'Secret home address' } })
    .toBuffer();

/** A PNG whose header declares 20000×20000 pixels, in a few hundred bytes. */
function declaredBombPng(): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(20_000, 0);
  header.writeUInt32BE(20_000, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(2, 9); // RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.alloc(60_001 * 10))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

async function upload(kind: 'cards' | 'events', id: number, files: UploadFile[]) {
  const body = multipart(files);
  return t.app.inject({
    method: 'POST',
    url: `/api/cabinet/${kind}/${id}/photos`,
    headers: { ...auth, ...body.headers },
    payload: body.payload,
  });
}

async function photoRows(cardId: number) {
  return t.db.select().from(photos).where(eq(photos.cardId, cardId));
}

describe('POST /api/cabinet/cards/{id}/photos', () => {
  it('stores three WebP renditions per file without metadata; the first photo becomes main', async () => {
    const card = await buildCard(t.db, { accountId });
    const before = await storedFiles();
    const res = await upload('cards', card.id, [
      { filename: 'sideways.jpg', contentType: 'image/jpeg', data: await sidewaysJpegWithExif() },
      {
        filename: 'second.png',
        contentType: 'image/png',
        data: await sharp({
          create: { width: 2400, height: 1600, channels: 4, background: '#00f' },
        })
          .png()
          .toBuffer(),
      },
    ]);
    expect(res.statusCode).toBe(201);
    const { data } = res.json();
    expect(data).toHaveLength(2);
    expect(data[0]).toMatchObject({ position: 0, is_main: true, width: 100, height: 200 });
    expect(data[1]).toMatchObject({ position: 1, is_main: false, width: 1920, height: 1280 });

    const added = (await storedFiles()).filter((file) => !before.includes(file));
    expect(added).toHaveLength(6);
    for (const file of added) {
      expect(file).toMatch(/^photos\/\d{4}\/\d{2}\/[0-9a-f-]{36}\/(thumb|card|full)\.webp$/);
    }

    const thumbUrl: string = data[0].urls.thumb;
    expect(thumbUrl).toMatch(/^\/uploads\/photos\/.+\/thumb\.webp$/);
    const served = await t.app.inject({ method: 'GET', url: thumbUrl });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const thumb = await sharp(served.rawPayload).metadata();
    // Turned upright by its EXIF orientation; small images are never enlarged.
    expect(thumb).toMatchObject({ format: 'webp', width: 100, height: 200 });
    const bigThumb = await t.app.inject({ method: 'GET', url: data[1].urls.thumb });
    expect(await sharp(bigThumb.rawPayload).metadata()).toMatchObject({ width: 320, height: 240 });

    for (const rendition of ['thumb', 'card', 'full'] as const) {
      const file = await t.app.inject({ method: 'GET', url: data[0].urls[rendition] });
      const metadata = await sharp(file.rawPayload).metadata();
      expect(metadata.format).toBe('webp');
      expect(metadata.exif).toBeUndefined();
      expect(metadata.orientation).toBeUndefined();
    }
    const card800 = await t.app.inject({ method: 'GET', url: data[1].urls.card });
    expect((await sharp(card800.rawPayload).metadata()).width).toBe(800);
  });

  it('makes an upload to a record that has a main photo add photos after the last', async () => {
    const card = await buildCard(t.db, { accountId });
    await upload('cards', card.id, [{ filename: 'a.jpg', data: await jpeg() }]);
    const res = await upload('cards', card.id, [{ filename: 'b.jpg', data: await jpeg() }]);
    expect(
      res.json().data.map((photo: { is_main: boolean; position: number }) => photo),
    ).toMatchObject([
      { position: 0, is_main: true },
      { position: 1, is_main: false },
    ]);
  });

  it('accepts a photo of several megabytes (beyond the JSON body limit)', async () => {
    const card = await buildCard(t.db, { accountId });
    const big = await sharp({
      create: {
        width: 1400,
        height: 1400,
        channels: 3,
        background: '#000',
        noise: { type: 'gaussian', mean: 128, sigma: 60 },
      },
    })
      .png({ compressionLevel: 0 })
      .toBuffer();
    expect(big.length).toBeGreaterThan(5_000_000);
    const res = await upload('cards', card.id, [{ filename: 'big.png', data: big }]);
    expect(res.statusCode).toBe(201);
    expect(res.json().data[0]).toMatchObject({ width: 1400, height: 1400, is_main: true });
  });

  it('accepts AVIF and WebP by their content, whatever the file is called', async () => {
    const card = await buildCard(t.db, { accountId });
    const create = { width: 64, height: 64, channels: 3 as const, background: '#f80' };
    const res = await upload('cards', card.id, [
      { filename: 'photo.txt', data: await sharp({ create }).avif().toBuffer() },
      { filename: 'photo', data: await sharp({ create }).webp().toBuffer() },
    ]);
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toHaveLength(2);
  });

  it('works for events the same way', async () => {
    const event = await buildEvent(t.db, { accountId });
    const res = await upload('events', event.id, [{ filename: 'a.webp', data: await jpeg() }]);
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toHaveLength(1);
  });

  describe('refuses, storing nothing,', () => {
    async function expectRefused(files: UploadFile[], status: number, code: string) {
      const card = await buildCard(t.db, { accountId });
      const before = await storedFiles();
      const res = await upload('cards', card.id, files);
      expect(res.statusCode).toBe(status);
      expect(res.json().code).toBe(code);
      expect(await photoRows(card.id)).toEqual([]);
      expect(await storedFiles()).toEqual(before);
    }

    it('a text file named .jpg', async () => {
      await expectRefused(
        [{ filename: 'cat.jpg', contentType: 'image/jpeg', data: Buffer.from('not an image') }],
        422,
        'IMAGE_INVALID',
      );
    });

    it('a truncated JPEG, even next to a good file', async () => {
      const whole = await jpeg(800, 600);
      await expectRefused(
        [
          { filename: 'good.jpg', data: await jpeg() },
          { filename: 'cut.jpg', data: whole.subarray(0, Math.floor(whole.length / 2)) },
        ],
        422,
        'IMAGE_INVALID',
      );
    });

    it('a file of another format (GIF)', async () => {
      const gif = await sharp({
        create: { width: 10, height: 10, channels: 3, background: '#000' },
      })
        .gif()
        .toBuffer();
      await expectRefused([{ filename: 'a.jpg', data: gif }], 422, 'IMAGE_INVALID');
    });

    it('a 20 MB image with "Image size is too large"', async () => {
      const noise = await sharp({
        create: {
          width: 2600,
          height: 2700,
          channels: 3,
          background: '#000',
          noise: { type: 'gaussian', mean: 128, sigma: 60 },
        },
      })
        .png({ compressionLevel: 0 })
        .toBuffer();
      expect(noise.length).toBeGreaterThan(20_000_000);
      await expectRefused([{ filename: 'huge.png', data: noise }], 413, 'IMAGE_TOO_LARGE');
    });

    it('a decompression bomb declaring 20000×20000 pixels', async () => {
      await expectRefused(
        [{ filename: 'bomb.png', data: declaredBombPng() }],
        413,
        'IMAGE_TOO_LARGE',
      );
    });

    it('a real, small PNG of 42 megapixels', async () => {
      const bomb = await sharp({
        create: { width: 7000, height: 6000, channels: 3, background: '#0c0' },
      })
        .png({ compressionLevel: 9 })
        .toBuffer();
      expect(bomb.length).toBeLessThan(1_000_000);
      await expectRefused([{ filename: 'bomb.png', data: bomb }], 413, 'IMAGE_TOO_LARGE');
    });

    it('more photos than the tariff allows (free: 5 per card)', async () => {
      const files = await Promise.all(
        Array.from({ length: 6 }, async (_, i) => ({ filename: `${i}.jpg`, data: await jpeg() })),
      );
      await expectRefused(files, 403, 'TARIFF_LIMIT_REACHED');
    });

    it('a request without files', async () => {
      await expectRefused(
        [{ field: 'other', filename: 'a.jpg', data: await jpeg() }],
        422,
        'VALIDATION_FAILED',
      );
    });
  });

  it('reads the size limit from the settings (max_image_bytes)', async () => {
    await t.app.ctx.settings.update({ max_image_bytes: 500 });
    try {
      const card = await buildCard(t.db, { accountId });
      const res = await upload('cards', card.id, [
        { filename: 'a.jpg', data: await jpeg(400, 400) },
      ]);
      expect(res.statusCode).toBe(413);
      expect(res.json()).toEqual({ message: 'Image size is too large', code: 'IMAGE_TOO_LARGE' });
    } finally {
      await t.app.ctx.settings.update({ max_image_bytes: 10 * 1024 * 1024 });
    }
  });
});

describe('ordering, main photo and deletion', () => {
  async function cardWithThreePhotos() {
    const card = await buildCard(t.db, { accountId });
    const res = await upload('cards', card.id, [
      { filename: '1.jpg', data: await jpeg(100, 100, '#100') },
      { filename: '2.jpg', data: await jpeg(100, 100, '#200') },
      { filename: '3.jpg', data: await jpeg(100, 100, '#300') },
    ]);
    const ids: number[] = res.json().data.map((photo: { id: number }) => photo.id);
    return { card, ids };
  }

  it('puts the photos in the given order', async () => {
    const { card, ids } = await cardWithThreePhotos();
    const [first, second, third] = ids as [number, number, number];
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/cabinet/cards/${card.id}/photos/order`,
      headers: auth,
      payload: { photo_ids: [third, first, second] },
    });
    expect(res.statusCode).toBe(200);
    // The main photo (the first upload) stays first; the others follow the new order.
    expect(res.json().data.map((photo: { id: number }) => photo.id)).toEqual([
      first,
      third,
      second,
    ]);
    expect(
      res.json().data.map((photo: { id: number; position: number }) => [photo.id, photo.position]),
    ).toEqual([
      [first, 1],
      [third, 0],
      [second, 2],
    ]);
  });

  it('refuses an order that does not name every photo once', async () => {
    const { card, ids } = await cardWithThreePhotos();
    for (const photoIds of [ids.slice(0, 2), [...ids, ids[0]], [ids[0], ids[1], 999_999]]) {
      const res = await t.app.inject({
        method: 'PUT',
        url: `/api/cabinet/cards/${card.id}/photos/order`,
        headers: auth,
        payload: { photo_ids: photoIds },
      });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual({ photo_ids: 'Invalid value' });
    }
  });

  it('makes another photo the main one', async () => {
    const { card, ids } = await cardWithThreePhotos();
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/cabinet/cards/${card.id}/photos/${ids[2]}/main`,
      headers: auth,
    });
    expect(res.statusCode).toBe(200);
    expect(
      res.json().data.map((photo: { id: number; is_main: boolean }) => [photo.id, photo.is_main]),
    ).toEqual([
      [ids[2], true],
      [ids[0], false],
      [ids[1], false],
    ]);
    const detail = await t.app.inject({
      method: 'GET',
      url: `/api/cabinet/cards/${card.id}`,
      headers: auth,
    });
    expect(detail.json().data.main_photo.id).toBe(ids[2]);
  });

  it('answers 404 PHOTO_NOT_FOUND for a photo of another record', async () => {
    const { card } = await cardWithThreePhotos();
    const other = await cardWithThreePhotos();
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/cabinet/cards/${card.id}/photos/${other.ids[0]}/main`,
      headers: auth,
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('PHOTO_NOT_FOUND');
  });

  it('deletes a photo with its files; the next one becomes main', async () => {
    const { card, ids } = await cardWithThreePhotos();
    const [row] = await t.db
      .select()
      .from(photos)
      .where(eq(photos.id, ids[0] ?? 0));
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/cabinet/cards/${card.id}/photos/${ids[0]}`,
      headers: auth,
    });
    expect(res.statusCode).toBe(200);
    expect(
      res.json().data.map((photo: { id: number; is_main: boolean }) => [photo.id, photo.is_main]),
    ).toEqual([
      [ids[1], true],
      [ids[2], false],
    ]);
    const files = await storedFiles();
    expect(files.some((file) => file.startsWith(`${row?.storageKey}/`))).toBe(false);
    const served = await t.app.inject({
      method: 'GET',
      url: `/uploads/${row?.storageKey}/thumb.webp`,
    });
    expect(served.statusCode).toBe(404);
  });

  it('deleting a card permanently removes its photo files', async () => {
    const { card } = await cardWithThreePhotos();
    const keys = (await photoRows(card.id)).map((row) => row.storageKey);
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/cabinet/cards/${card.id}`,
      headers: auth,
    });
    expect(res.statusCode).toBe(204);
    const files = await storedFiles();
    for (const key of keys) expect(files.some((file) => file.startsWith(`${key}/`))).toBe(false);
    expect(await photoRows(card.id)).toEqual([]);
  });
});

describe('streamed uploads (security review, issue 16)', () => {
  const MB = 1024 * 1024;
  const maxImageBytes = 10 * MB;

  /** A file of the form: given bytes, or that many filler bytes made as they are read. */
  type LazyFile = { field?: string; data: Buffer } | { field?: string; size: number };

  /**
   * A multipart body made only as the server reads it (chunked, no Content-Length), counting
   * the bytes it was asked for: what the server read, give or take a chunk in the pipes.
   */
  function lazyMultipart(files: LazyFile[]) {
    const boundary = `----bilimlazy${randomBytes(8).toString('hex')}`;
    const pieces: Array<Buffer | number> = [];
    files.forEach((file, index) => {
      pieces.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'photos'}"; ` +
            `filename="${index}.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
        ),
        'data' in file ? file.data : file.size,
        Buffer.from('\r\n'),
      );
    });
    pieces.push(Buffer.from(`--${boundary}--\r\n`));
    const filler = Buffer.alloc(64 * 1024, 0x61);
    const read = { bytes: 0 };
    let left: number | undefined;
    const stream = new Readable({
      read() {
        for (;;) {
          const piece = pieces[0];
          if (piece === undefined) return void this.push(null);
          if (typeof piece !== 'number') {
            pieces.shift();
            read.bytes += piece.length;
            if (!this.push(piece)) return;
            continue;
          }
          left ??= piece;
          if (left === 0) {
            pieces.shift();
            left = undefined;
            continue;
          }
          const chunk = filler.subarray(0, Math.min(filler.length, left));
          left -= chunk.length;
          read.bytes += chunk.length;
          if (!this.push(chunk)) return;
        }
      },
    });
    return {
      stream,
      read,
      headers: {
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'transfer-encoding': 'chunked',
      },
    };
  }

  async function uploadStream(
    cardId: number,
    body: ReturnType<typeof lazyMultipart>,
    headers: Record<string, string> = auth,
  ) {
    try {
      return await t.app.inject({
        method: 'POST',
        url: `/api/cabinet/cards/${cardId}/photos`,
        headers: { ...headers, ...body.headers },
        payload: body.stream,
      });
    } finally {
      body.stream.destroy();
    }
  }

  /** A card of `accountId` that has `count` photos already (rows only). */
  async function cardWithPhotos(count: number) {
    const card = await buildCard(t.db, { accountId });
    if (count > 0) {
      await t.db.insert(photos).values(
        Array.from({ length: count }, (_, position) => ({
          cardId: card.id,
          position,
          isMain: position === 0,
          storageKey: `photos/2024/01/existing-${card.id}-${position}`,
          width: 10,
          height: 10,
          bytes: 100,
        })),
      );
    }
    return card;
  }

  it('stops reading a 50 MB file at the largest image size: 413 IMAGE_TOO_LARGE', async () => {
    const card = await cardWithPhotos(0);
    const before = await storedFiles();
    const body = lazyMultipart([{ size: 50 * MB }]);
    const res = await uploadStream(card.id, body);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ message: 'Image size is too large', code: 'IMAGE_TOO_LARGE' });
    // Read up to the limit and not on: the 40 MB behind it never left the client.
    expect(body.read.bytes).toBeGreaterThan(maxImageBytes);
    expect(body.read.bytes).toBeLessThan(maxImageBytes + MB);
    expect(await photoRows(card.id)).toEqual([]);
    expect(await storedFiles()).toEqual(before);
  });

  it('stops reading a request beyond 50 MB in all: 413 PAYLOAD_TOO_LARGE', async () => {
    const card = await cardWithPhotos(0);
    // Seven parts of 9 MB, each within the image size; other fields are skipped, still counted.
    const body = lazyMultipart(Array.from({ length: 7 }, () => ({ field: 'other', size: 9 * MB })));
    const res = await uploadStream(card.id, body);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ message: 'Payload Too Large', code: 'PAYLOAD_TOO_LARGE' });
    expect(body.read.bytes).toBeGreaterThan(PHOTO_REQUEST_MAX_BYTES);
    expect(body.read.bytes).toBeLessThan(PHOTO_REQUEST_MAX_BYTES + MB);
  });

  it('refuses a declared Content-Length beyond 50 MB before reading the body', async () => {
    const card = await cardWithPhotos(0);
    const body = lazyMultipart([{ size: 60 * MB }]);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/cabinet/cards/${card.id}/photos`,
      headers: {
        ...auth,
        'content-type': body.headers['content-type'],
        'content-length': String(60 * MB + 1000),
      },
      payload: body.stream,
    });
    body.stream.destroy();
    expect(res.statusCode).toBe(413);
    expect(res.json().code).toBe('PAYLOAD_TOO_LARGE');
    expect(body.read.bytes).toBeLessThan(MB);
  });

  it('refuses a photo beyond the tariff slots before reading its body (free: 5 per card)', async () => {
    const full = await cardWithPhotos(5);
    const first = lazyMultipart([{ size: 30 * MB }]);
    const refused = await uploadStream(full.id, first);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('TARIFF_LIMIT_REACHED');
    expect(first.read.bytes).toBeLessThan(MB);
    expect(await photoRows(full.id)).toHaveLength(5);

    // One slot left: the first file is taken, the second refused before its 30 MB are read.
    const almost = await cardWithPhotos(4);
    const before = await storedFiles();
    const small = await jpeg();
    const second = lazyMultipart([{ data: small }, { size: 30 * MB }]);
    const res = await uploadStream(almost.id, second);
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('TARIFF_LIMIT_REACHED');
    expect(second.read.bytes).toBeLessThan(small.length + MB);
    expect(await photoRows(almost.id)).toHaveLength(4);
    expect(await storedFiles()).toEqual(before);
  });

  it('over HTTP, answers 413 to a client still sending 200 MB, then closes its connection', async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const card = await cardWithPhotos(0);
    const body = lazyMultipart([{ size: 200 * MB }]);
    const answer = await new Promise<{ status: number; code: unknown }>((resolve) => {
      let status = 0;
      let text = '';
      const request = http.request(`${address}/api/cabinet/cards/${card.id}/photos`, {
        method: 'POST',
        headers: { ...auth, 'content-type': body.headers['content-type'] },
      });
      request.on('response', (response) => {
        status = response.statusCode ?? 0;
        response.on('data', (chunk: Buffer) => (text += chunk.toString()));
      });
      // The server closing the connection breaks the upload (EPIPE, ECONNRESET).
      request.on('error', () => undefined);
      request.on('close', () => resolve({ status, code: text && JSON.parse(text).code }));
      body.stream.pipe(request);
    });
    body.stream.destroy();
    expect(answer).toEqual({ status: 413, code: 'IMAGE_TOO_LARGE' });
    // Closed after the limit and what it drops (LINGER; plus what the sockets hold): far from
    // the 200 MB.
    expect(body.read.bytes).toBeLessThan(maxImageBytes + LINGER.bytes + 32 * MB);
    expect((await fetch(`${address}/healthz`)).status).toBe(200);
  });

  it('answers 429 TOO_MANY_REQUESTS past the uploads a user may send, whichever session', async () => {
    const { max } = t.config.photoUploadRateLimit;
    const uploader = await buildSignedInUser(t.db);
    const otherSession = {
      authorization: `Bearer ${(await createSession(t.db, uploader.user.id)).token}`,
    };
    const card = await buildCard(t.db, {
      accountId: (await firstAccountOf(t.db, uploader.user.id)).id,
    });
    const send = (headers: Record<string, string>) =>
      uploadStream(card.id, lazyMultipart([{ field: 'other', data: Buffer.from('x') }]), headers);
    for (let i = 0; i < max; i += 1) {
      const res = await send(i % 2 === 0 ? uploader.auth : otherSession);
      expect(res.statusCode).toBe(422);
    }
    const body = lazyMultipart([{ size: 30 * MB }]);
    const limited = await uploadStream(card.id, body, otherSession);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ message: 'Too Many Requests', code: 'TOO_MANY_REQUESTS' });
    expect(body.read.bytes).toBeLessThan(MB);
    expect((await send(uploader.auth)).statusCode).toBe(429);

    // Another user is counted apart.
    const other = await buildSignedInUser(t.db);
    const theirs = await buildCard(t.db, {
      accountId: (await firstAccountOf(t.db, other.user.id)).id,
    });
    const res = await uploadStream(
      theirs.id,
      lazyMultipart([{ field: 'other', data: Buffer.from('x') }]),
      other.auth,
    );
    expect(res.statusCode).toBe(422);
  });
});

describe('processPhoto', () => {
  it('never enlarges a small image', async () => {
    const processed = await processPhoto(await jpeg(120, 90), { maxBytes: 1_000_000 });
    expect(processed).toMatchObject({ width: 120, height: 90 });
    expect((await sharp(processed.renditions.card).metadata()).width).toBe(120);
  });
});
