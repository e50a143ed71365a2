import type { IncomingMessage } from 'node:http';
import { Socket } from 'node:net';
import type { Readable } from 'node:stream';
import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { imageTooLarge } from '../domains/photos/photo-processor';
import { AppError } from '../lib/errors';

/** The parts a form may have: a slide's form has eleven fields; photos come twenty at a time. */
const FORM_LIMITS = { files: 20, fields: 30, parts: 50 } as const;

/** Room for a form's boundaries, part headers and text fields next to its files. */
export const FORM_OVERHEAD_BYTES = 1024 * 1024;

export const payloadTooLarge = () => new AppError('PAYLOAD_TOO_LARGE');

/** The byte limits of one multipart request. */
export interface UploadLimits {
  /** Of each file: one byte more answers 413 IMAGE_TOO_LARGE. */
  maxFileBytes: number;
  /** Of the whole body, declared (Content-Length) or read: beyond it, 413 PAYLOAD_TOO_LARGE. */
  maxRequestBytes: number;
}

/** A part of a multipart form, as it streams in. */
export type FormPart =
  | { type: 'field'; name: string; value: string }
  | {
      type: 'file';
      name: string;
      /**
       * Reads the file's body, up to the file limit. A file not read is skipped (read and
       * dropped, within the same limits) when the next part is asked for.
       */
      read(): Promise<Buffer>;
    };

/**
 * After answering a multipart request whose body was left unread (refused before it was read,
 * or stopped at a limit), what the client still sends is read and dropped — never kept — for
 * at most this long and this much, so that it gets to read the answer; then the connection is
 * closed. (Closed at once, the unread bytes make the connection reset, and a client still
 * sending loses the answer; Node would otherwise read the rest without end, or not at all and
 * keep the connection stuck.)
 */
export const LINGER = { ms: 2000, bytes: 16 * 1024 * 1024 } as const;

function isMultipartRequest(request: FastifyRequest): boolean {
  return /^multipart\//i.test(request.headers['content-type'] ?? '');
}

/** Drops the rest of an answered request's body within `LINGER`, then closes the connection. */
function dropTheRest(raw: IncomingMessage): void {
  const socket = raw.socket;
  let dropped = 0;
  const done = () => {
    clearTimeout(timer);
    raw.off('data', onData);
  };
  const close = () => {
    done();
    socket.destroy();
  };
  const onData = (chunk: Buffer) => {
    dropped += chunk.length;
    if (dropped > LINGER.bytes) close();
  };
  const timer = setTimeout(close, LINGER.ms);
  timer.unref();
  raw.on('data', onData);
  raw.once('end', done);
  raw.once('close', done);
  raw.resume();
}

/**
 * Registers the multipart parser. Files are never read by it: a route streams them
 * (`streamForm`); a body left unread after the answer is dropped within `LINGER`.
 */
export async function registerMultipart(app: FastifyInstance): Promise<void> {
  await app.register(fastifyMultipart, { limits: FORM_LIMITS });
  app.addHook('onResponse', async (request) => {
    const raw = request.raw;
    // Over a network connection only (`app.inject` has none to keep or close).
    if (!isMultipartRequest(request) || raw.readableEnded || !(raw.socket instanceof Socket)) {
      return;
    }
    if (!raw.socket.destroyed) dropTheRest(raw);
  });
}

/** A file as busboy streams it: `truncated` once it was cut at the file size limit. */
type FileStream = Readable & { truncated?: boolean };

/** Reads a file stream whole (or drops it), refusing it when it grew beyond `maxBytes`. */
async function readLimited(stream: FileStream, maxBytes: number, keep: boolean): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > maxBytes || stream.truncated) throw imageTooLarge();
    if (keep) chunks.push(chunk);
  }
  if (stream.truncated) throw imageTooLarge();
  return Buffer.concat(chunks);
}

/**
 * The parts of a multipart request, streamed: nothing is read before it is asked for, and the
 * body stops being read at once (the parser unplugged, the connection paused; nothing of the
 * rest kept) when a file grows beyond `maxFileBytes` (413 IMAGE_TOO_LARGE), the body beyond
 * `maxRequestBytes` (413 PAYLOAD_TOO_LARGE; a larger Content-Length is refused before reading
 * anything), or when the caller stops iterating (a refusal of its own: a tariff limit, an
 * invalid image). After the answer, the rest is dropped within `LINGER`.
 */
export async function* streamForm(
  request: FastifyRequest,
  limits: UploadLimits,
): AsyncGenerator<FormPart, void, undefined> {
  if (Number(request.headers['content-length']) > limits.maxRequestBytes) {
    throw payloadTooLarge();
  }
  const raw = request.raw;
  const parts = request.parts({ limits: { fileSize: limits.maxFileBytes } });
  let received = 0;
  let file: FileStream | undefined;
  let fail: (error: Error) => void = () => undefined;
  const failed = new Promise<never>((_resolve, reject) => {
    fail = reject;
  });
  failed.catch(() => undefined);
  /** Stops reading the body: parser unplugged, the socket paused with what is still unread. */
  const stopReading = (error?: Error) => {
    raw.off('data', count);
    raw.unpipe();
    raw.pause();
    file?.destroy(error);
    if (error) fail(error);
  };
  function count(chunk: Buffer) {
    received += chunk.length;
    if (received > limits.maxRequestBytes) stopReading(payloadTooLarge());
  }

  // The first `next()` plugs the body into the parser; counting starts in the same tick.
  let next = parts.next();
  raw.on('data', count);
  let completed = false;
  try {
    for (;;) {
      // A part that never comes (the limit was crossed between parts) must not hold us.
      next.catch(() => undefined);
      const result = await Promise.race([next, failed]);
      if (result.done) break;
      const part = result.value;
      if (part.type === 'field') {
        yield { type: 'field', name: part.fieldname, value: String(part.value) };
      } else {
        const stream: FileStream = part.file;
        file = stream;
        // busboy cuts a file at the limit and then skips the rest of it, reading on: stop there,
        // in the same tick, before the reader of the file has even seen its last bytes (or at
        // once, when the whole file came in one chunk and was cut already).
        if (stream.truncated) throw imageTooLarge();
        stream.once('limit', () => stopReading(imageTooLarge()));
        let reading: Promise<Buffer> | undefined;
        yield {
          type: 'file',
          name: part.fieldname,
          read: () => (reading ??= readLimited(stream, limits.maxFileBytes, true)),
        };
        await Promise.race([reading ?? readLimited(stream, limits.maxFileBytes, false), failed]);
        file = undefined;
      }
      next = parts.next();
    }
    completed = true;
  } catch (error) {
    if ((error as { code?: unknown }).code === 'FST_REQ_FILE_TOO_LARGE') throw imageTooLarge();
    throw error;
  } finally {
    if (completed) raw.off('data', count);
    else stopReading();
  }
}

/** A multipart form as a route reads it: its text fields, and the one file it takes. */
export interface MultipartForm {
  fields: Record<string, string>;
  file: Buffer | undefined;
}

/**
 * Reads a multipart form (text fields, and the file under `fileField`; other files are skipped),
 * or a JSON body's fields, streamed within `streamForm`'s limits: the file up to `maxBytes`
 * (413 "Image size is too large"), the body up to `maxBytes` and `FORM_OVERHEAD_BYTES` more
 * (413 PAYLOAD_TOO_LARGE). The fields are then the route's to validate (`parseFields`).
 */
export async function readMultipartForm(
  request: FastifyRequest,
  options: { fileField: string; maxBytes: number },
): Promise<MultipartForm> {
  const fields: Record<string, string> = {};
  let file: Buffer | undefined;
  // A JSON body (an API client with no file to send) gives the fields as texts alike.
  if (!request.isMultipart()) {
    const body = request.body;
    if (body && typeof body === 'object') {
      for (const [name, value] of Object.entries(body)) {
        if (value !== null && typeof value !== 'object') fields[name] = String(value);
      }
    }
    return { fields, file };
  }
  const limits = {
    maxFileBytes: options.maxBytes,
    maxRequestBytes: options.maxBytes + FORM_OVERHEAD_BYTES,
  };
  for await (const part of streamForm(request, limits)) {
    if (part.type === 'field') fields[part.name] = part.value;
    else if (part.name === options.fileField) file = await part.read();
  }
  return { fields, file };
}
