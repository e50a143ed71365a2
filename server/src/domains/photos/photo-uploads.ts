import { FIELD_MESSAGES } from '@bilim/contract/errors';
import type { RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { FORM_OVERHEAD_BYTES, streamForm } from '../../http/multipart';
import { validationFailed } from '../../lib/errors';
import { perUserRateLimit } from '../auth/per-user-rate-limit';

/** The multipart fields photos come in (`photos[]` as some clients name a list). */
const PHOTO_FIELDS = new Set(['photos', 'photos[]']);

/**
 * The most one request of photos may carry, whatever number of files: 50 MB, or one largest
 * image and `FORM_OVERHEAD_BYTES` if the settings' largest image is ever larger.
 */
export const PHOTO_REQUEST_MAX_BYTES = 50 * 1024 * 1024;

/** A photo file announced by an upload; its body is read only when asked for. */
export interface IncomingPhoto {
  read(): Promise<Buffer>;
}

/**
 * The photo files of an upload (multipart fields `photos` or `photos[]`; other parts skipped),
 * streamed one at a time: each file read up to `maxBytes` (the settings' largest image, 413
 * IMAGE_TOO_LARGE beyond), the request up to `PHOTO_REQUEST_MAX_BYTES` (413 PAYLOAD_TOO_LARGE).
 * A body that is not multipart answers 422 (photos: "Fill value").
 */
export async function* uploadedPhotos(
  request: FastifyRequest,
  maxBytes: number,
): AsyncGenerator<IncomingPhoto, void, undefined> {
  if (!request.isMultipart()) throw validationFailed({ photos: FIELD_MESSAGES.FILL_VALUE });
  const limits = {
    maxFileBytes: maxBytes,
    maxRequestBytes: Math.max(PHOTO_REQUEST_MAX_BYTES, maxBytes + FORM_OVERHEAD_BYTES),
  };
  for await (const part of streamForm(request, limits)) {
    if (part.type === 'file' && PHOTO_FIELDS.has(part.name)) yield part;
  }
}

/**
 * The rate limit of photo uploads (`PHOTO_UPLOAD_RATE_LIMIT_*`): per signed-in user, each upload
 * route counting apart.
 */
export const photoUploadRateLimit = (ctx: Pick<AppContext, 'config' | 'db'>): RateLimitOptions =>
  perUserRateLimit(ctx.db, 'photos', ctx.config.photoUploadRateLimit);
