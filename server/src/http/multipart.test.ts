import { Readable } from 'node:stream';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isAppError } from '../lib/errors';
import { FORM_OVERHEAD_BYTES, readMultipartForm, registerMultipart } from './multipart';

const MB = 1024 * 1024;
const MAX_BYTES = 2 * MB;
const BOUNDARY = '----bilimformtest';

let app: FastifyInstance;

beforeAll(async () => {
  app = Fastify();
  await registerMultipart(app);
  app.setErrorHandler((error, _request, reply) =>
    isAppError(error)
      ? reply.code(error.statusCode).send(error.toBody())
      : reply.code(500).send({ message: String(error) }),
  );
  // A chat message's or a slide's form: text fields and one file (`photo`).
  app.post('/form', async (request) => {
    const { fields, file } = await readMultipartForm(request, {
      fileField: 'photo',
      maxBytes: MAX_BYTES,
    });
    return { fields, fileBytes: file?.length ?? null };
  });
  await app.ready();
});
afterAll(() => app.close());

type Part = { name: string; value: string } | { name: string; size: number };

/** A form made only as it is read (64 KB filler chunks), counting the bytes taken. */
function lazyForm(parts: Part[]) {
  const read = { bytes: 0 };
  function* chunks(): Generator<Buffer> {
    for (const part of parts) {
      const head =
        'value' in part
          ? `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${part.name}"\r\n\r\n${part.value}`
          : `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${part.name}"; filename="a.jpg"\r\n` +
            'Content-Type: image/jpeg\r\n\r\n';
      yield Buffer.from(head);
      if ('size' in part) {
        for (let left = part.size; left > 0; left -= 64 * 1024) {
          const chunk = Buffer.alloc(Math.min(left, 64 * 1024), 0x61);
          read.bytes += chunk.length;
          yield chunk;
        }
      }
      yield Buffer.from('\r\n');
    }
    yield Buffer.from(`--${BOUNDARY}--\r\n`);
  }
  return { stream: Readable.from(chunks(), { objectMode: false }), read };
}

async function send(parts: Part[]) {
  const form = lazyForm(parts);
  try {
    const res = await app.inject({
      method: 'POST',
      url: '/form',
      headers: {
        'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
        'transfer-encoding': 'chunked',
      },
      payload: form.stream,
    });
    return { res, read: form.read.bytes };
  } finally {
    form.stream.destroy();
  }
}

describe('readMultipartForm (chat messages, slides)', () => {
  it('gives the text fields and the one file it takes; other files are skipped', async () => {
    const { res } = await send([
      { name: 'msg', value: 'Hello' },
      { name: 'other', size: 1000 },
      { name: 'photo', size: 5000 },
    ]);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ fields: { msg: 'Hello' }, fileBytes: 5000 });
  });

  it('takes a file of exactly the largest size', async () => {
    const { res } = await send([{ name: 'photo', size: MAX_BYTES }]);
    expect(res.json()).toEqual({ fields: {}, fileBytes: MAX_BYTES });
  });

  it('stops reading a file one byte beyond the largest size: 413 IMAGE_TOO_LARGE', async () => {
    const { res, read } = await send([{ name: 'photo', size: 40 * MB }]);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ message: 'Image size is too large', code: 'IMAGE_TOO_LARGE' });
    expect(read).toBeLessThan(MAX_BYTES + 2 * MB);
  });

  it('stops reading the form beyond one largest file and 1 MB: 413 PAYLOAD_TOO_LARGE', async () => {
    // Each skipped file is within the size, the form as a whole is not.
    const { res, read } = await send(
      Array.from({ length: 20 }, () => ({ name: 'other', size: MAX_BYTES - 1000 })),
    );
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ message: 'Payload Too Large', code: 'PAYLOAD_TOO_LARGE' });
    expect(read).toBeGreaterThan(MAX_BYTES + FORM_OVERHEAD_BYTES);
    expect(read).toBeLessThan(MAX_BYTES + FORM_OVERHEAD_BYTES + 2 * MB);
  });
});
