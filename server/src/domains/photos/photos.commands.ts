import { FIELD_MESSAGES } from '@bilim/contract/errors';
import { and, asc, eq, max, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/db';
import { notFound, validationFailed } from '../../lib/errors';
import { LISTING_KINDS, type ListingKind } from '../listings/listing-kinds';
import { photos } from '../listings/listings.schema';
import { assertCanAddPhotos } from '../tariffs/tariff-limits';
import { processPhoto, savePhotoFiles, type ProcessedPhoto } from './photo-processor';
import type { IncomingPhoto } from './photo-uploads';

/** The record photos belong to. */
export interface PhotoOwner {
  kind: ListingKind;
  id: number;
  accountId: number;
}

const ownerColumn = (owner: PhotoOwner) => LISTING_KINDS[owner.kind].photoOwner;
const ownerValues = (owner: PhotoOwner) =>
  owner.kind === 'card' ? { cardId: owner.id } : { eventId: owner.id };

/**
 * Adds uploaded files as photos of a record, taking them one at a time as they stream in: a
 * file's body is read only once the tariff leaves the record a photo slot for it (403
 * TARIFF_LIMIT_REACHED before reading it otherwise), then checked and converted before the next
 * is read, so a request holds one original at a time. Nothing is stored before every file is
 * converted; then the renditions are written and the rows inserted under the tariff's photo
 * limit, checked again under the account's lock. Any failure leaves no rows and no files behind.
 * The first photo of a record becomes its main one.
 */
export async function addPhotos(
  ctx: Pick<AppContext, 'db' | 'storage' | 'settings'>,
  owner: PhotoOwner,
  files: AsyncIterable<IncomingPhoto> | Iterable<IncomingPhoto>,
): Promise<void> {
  const { max_image_bytes: maxBytes } = await ctx.settings.get();
  const processed: ProcessedPhoto[] = [];
  for await (const file of files) {
    await ctx.db.transaction((tx) =>
      assertCanAddPhotos(tx, owner.accountId, owner.kind, owner.id, processed.length + 1),
    );
    processed.push(await processPhoto(await file.read(), { maxBytes }));
  }
  if (processed.length === 0) throw validationFailed({ photos: FIELD_MESSAGES.FILL_VALUE });

  const saved: Array<{ storageKey: string; bytes: number; width: number; height: number }> = [];
  try {
    for (const photo of processed) {
      const stored = await savePhotoFiles(ctx.storage, photo);
      saved.push({ ...stored, width: photo.width, height: photo.height });
    }
    await ctx.db.transaction(async (tx) => {
      await assertCanAddPhotos(tx, owner.accountId, owner.kind, owner.id, saved.length);
      const [current] = await tx
        .select({
          last: max(photos.position),
          hasMain: sql<boolean>`coalesce(bool_or(${photos.isMain}), false)`,
        })
        .from(photos)
        .where(eq(ownerColumn(owner), owner.id));
      const start = current?.last == null ? 0 : current.last + 1;
      const hasMain = current?.hasMain === true;
      await tx.insert(photos).values(
        saved.map((photo, index) => ({
          ...ownerValues(owner),
          storageKey: photo.storageKey,
          width: photo.width,
          height: photo.height,
          bytes: photo.bytes,
          position: start + index,
          isMain: !hasMain && index === 0,
        })),
      );
    });
  } catch (error) {
    await Promise.all(saved.map((photo) => ctx.storage.delete(`${photo.storageKey}/`)));
    throw error;
  }
}

async function lockedPhotoIds(tx: Tx, owner: PhotoOwner): Promise<number[]> {
  const rows = await tx
    .select({ id: photos.id })
    .from(photos)
    .where(eq(ownerColumn(owner), owner.id))
    .orderBy(asc(photos.position), asc(photos.id))
    .for('update');
  return rows.map((row) => row.id);
}

/** Puts the photos in the given order; the list must name every photo of the record once. */
export async function reorderPhotos(
  ctx: Pick<AppContext, 'db'>,
  owner: PhotoOwner,
  photoIds: number[],
): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const current = await lockedPhotoIds(tx, owner);
    const given = new Set(photoIds);
    if (
      given.size !== photoIds.length ||
      given.size !== current.length ||
      current.some((id) => !given.has(id))
    ) {
      throw validationFailed({ photo_ids: FIELD_MESSAGES.INVALID_VALUE });
    }
    for (const [position, id] of photoIds.entries()) {
      await tx.update(photos).set({ position }).where(eq(photos.id, id));
    }
  });
}

/** Makes one photo the main one (404 PHOTO_NOT_FOUND when it is not the record's). */
export async function setMainPhoto(
  ctx: Pick<AppContext, 'db'>,
  owner: PhotoOwner,
  photoId: number,
): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const current = await lockedPhotoIds(tx, owner);
    if (!current.includes(photoId)) throw notFound('PHOTO_NOT_FOUND');
    await tx
      .update(photos)
      .set({ isMain: sql`${photos.id} = ${photoId}` })
      .where(eq(ownerColumn(owner), owner.id));
  });
}

/** Deletes a photo and its files; when it was the main one, the first remaining takes over. */
export async function deletePhoto(
  ctx: Pick<AppContext, 'db' | 'storage'>,
  owner: PhotoOwner,
  photoId: number,
): Promise<void> {
  const storageKey = await ctx.db.transaction(async (tx) => {
    const current = await lockedPhotoIds(tx, owner);
    if (!current.includes(photoId)) throw notFound('PHOTO_NOT_FOUND');
    const [deleted] = await tx
      .delete(photos)
      .where(and(eq(photos.id, photoId), eq(ownerColumn(owner), owner.id)))
      .returning({ storageKey: photos.storageKey, isMain: photos.isMain });
    const next = current.find((id) => id !== photoId);
    if (deleted?.isMain && next !== undefined) {
      await tx.update(photos).set({ isMain: true }).where(eq(photos.id, next));
    }
    return deleted?.storageKey;
  });
  if (storageKey) await ctx.storage.delete(`${storageKey}/`);
}
