import { randomUUID } from 'node:crypto';
import sharp, { type Sharp } from 'sharp';
import { AppError } from '../../lib/errors';
import type { Storage } from '../../storage/storage';

/** Decoded pixels beyond this are refused before decoding (decompression bombs). */
export const MAX_INPUT_PIXELS = 40_000_000;

/** Formats accepted by content (sharp's names; `heif` covers AVIF, and HEIC where libheif decodes it). */
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'heif']);

export const RENDITIONS = ['thumb', 'card', 'full'] as const;
export type Rendition = (typeof RENDITIONS)[number];

export interface ProcessedPhoto {
  /** Of the full rendition. */
  width: number;
  height: number;
  renditions: Record<Rendition, Buffer>;
}

export const imageTooLarge = () => new AppError('IMAGE_TOO_LARGE');
export const imageInvalid = () => new AppError('IMAGE_INVALID');

const WEBP = { quality: 80, effort: 4 } as const;

function resized(base: Sharp, rendition: Rendition): Sharp {
  const image = base.clone();
  switch (rendition) {
    case 'thumb':
      return image.resize({ width: 320, height: 240, fit: 'cover', withoutEnlargement: true });
    case 'card':
      return image.resize({ width: 800, withoutEnlargement: true });
    case 'full':
      return image.resize({ width: 1920, height: 1920, fit: 'inside', withoutEnlargement: true });
  }
}

/**
 * Checks an uploaded file by its content and makes the three WebP renditions (thumb 320×240
 * cropped, card 800 px wide, full within 1920 px), honouring the EXIF orientation and dropping
 * every metadata (EXIF, GPS, XMP). Over `maxBytes` or beyond 40 megapixels: 413 IMAGE_TOO_LARGE;
 * not an image of an accepted format, truncated or corrupt: 422 IMAGE_INVALID.
 */
export async function processPhoto(
  input: Buffer,
  options: { maxBytes: number },
): Promise<ProcessedPhoto> {
  if (input.length > options.maxBytes) throw imageTooLarge();
  // sharp refuses an empty buffer by throwing at once, not through the promise below.
  if (input.length === 0) throw imageInvalid();
  // The header alone (no decoding yet): the format and the declared size.
  const metadata = await sharp(input, { limitInputPixels: false })
    .metadata()
    .catch(() => {
      throw imageInvalid();
    });
  const format = metadata.format;
  const pixels = (metadata.width ?? 0) * (metadata.height ?? 0);
  if (!format || !ACCEPTED_FORMATS.has(format) || pixels === 0) throw imageInvalid();
  if (pixels > MAX_INPUT_PIXELS) throw imageTooLarge();

  const base = sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' }).rotate();
  try {
    const render = (rendition: Rendition) =>
      resized(base, rendition).webp(WEBP).toBuffer({ resolveWithObject: true });
    const [thumb, card, full] = await Promise.all([
      render('thumb'),
      render('card'),
      render('full'),
    ]);
    return {
      width: full.info.width,
      height: full.info.height,
      renditions: { thumb: thumb.data, card: card.data, full: full.data },
    };
  } catch {
    throw imageInvalid();
  }
}

/** A fresh storage key `photos/<yyyy>/<mm>/<uuid>` (its renditions live under it). */
export function newPhotoKey(now = new Date()): string {
  const year = now.getUTCFullYear();
  const month = String(now.getUTCMonth() + 1).padStart(2, '0');
  return `photos/${year}/${month}/${randomUUID()}`;
}

/**
 * Writes the renditions as `<key>/{thumb,card,full}.webp`; answers the key and the bytes
 * stored. A failed write removes what was written.
 */
export async function savePhotoFiles(
  storage: Storage,
  processed: ProcessedPhoto,
): Promise<{ storageKey: string; bytes: number }> {
  const storageKey = newPhotoKey();
  try {
    for (const rendition of RENDITIONS) {
      await storage.put(
        `${storageKey}/${rendition}.webp`,
        processed.renditions[rendition],
        'image/webp',
      );
    }
  } catch (error) {
    await storage.delete(`${storageKey}/`);
    throw error;
  }
  const bytes = RENDITIONS.reduce((sum, r) => sum + processed.renditions[r].length, 0);
  return { storageKey, bytes };
}
