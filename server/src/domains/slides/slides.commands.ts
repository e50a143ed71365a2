import { calendarDay } from '@bilim/contract/calendar';
import type { Slide } from '@bilim/contract/discovery';
import { FIELD_MESSAGES } from '@bilim/contract/errors';
import type { slideFields, StaffSlide } from '@bilim/contract/staff';
import { and, asc, eq, max, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import type { Db, Executor } from '../../db/db';
import { notFound, validationFailed } from '../../lib/errors';
import { recordAudit, type AuditedActor } from '../audit/audit';
import { cities } from '../dictionaries/dictionaries.schema';
import { processPhoto, savePhotoFiles } from '../photos/photo-processor';
import { slidePolicy } from './slides.policy';
import { slides, type SlideRow } from './slides.schema';

export type SlideInput = z.output<typeof slideFields>;

/** The slides showing at `now` (active, within their days) in a city, or in every city (null). */
export function showingCondition(now: Date, cityId: number | null | undefined): SQL {
  const today = calendarDay(now);
  return and(
    eq(slides.active, true),
    sql`(${slides.startsOn} is null or ${slides.startsOn} <= ${today}::date)`,
    sql`(${slides.endsOn} is null or ${slides.endsOn} >= ${today}::date)`,
    cityId === undefined
      ? undefined
      : sql`(${slides.cityId} is null or ${slides.cityId} = ${cityId})`,
  )!;
}

const isShowing = (row: SlideRow, today: string) =>
  row.active &&
  (row.startsOn === null || row.startsOn <= today) &&
  (row.endsOn === null || row.endsOn >= today);

export function presentSlide(row: SlideRow): Slide {
  return {
    id: row.id,
    title: { en: row.titleEn, ru: row.titleRu, kz: row.titleKz },
    subtitle: { en: row.subtitleEn, ru: row.subtitleRu, kz: row.subtitleKz },
    image_url: row.imageUrl,
    link: row.link,
  };
}

export function presentStaffSlide(row: SlideRow, now: Date): StaffSlide {
  return {
    ...presentSlide(row),
    city_id: row.cityId,
    starts_on: row.startsOn,
    ends_on: row.endsOn,
    active: row.active,
    position: row.position,
    showing: isShowing(row, calendarDay(now)),
  };
}

/** The slider's slides for visitors of a city (by slug; all cities' slides when none or unknown). */
export async function showingSlides(
  db: Executor,
  now: Date,
  citySlug?: string,
): Promise<SlideRow[]> {
  let cityId: number | null | undefined;
  if (citySlug) {
    const [city] = await db.select({ id: cities.id }).from(cities).where(eq(cities.slug, citySlug));
    cityId = city?.id ?? null;
  }
  return db
    .select()
    .from(slides)
    .where(showingCondition(now, cityId === undefined ? null : cityId))
    .orderBy(asc(slides.position), asc(slides.id));
}

/** Every slide, in the slider's order (staff's list). */
export function listSlides(db: Executor): Promise<SlideRow[]> {
  return db.select().from(slides).orderBy(asc(slides.position), asc(slides.id));
}

export async function findSlide(db: Executor, id: number): Promise<SlideRow> {
  const [row] = await db.select().from(slides).where(eq(slides.id, id));
  if (!row) throw notFound();
  return row;
}

/** The audited fields of a slide (its picture by its address). */
const auditedFields = (row: SlideRow) => ({
  title_en: row.titleEn,
  title_ru: row.titleRu,
  title_kz: row.titleKz,
  subtitle_en: row.subtitleEn,
  subtitle_ru: row.subtitleRu,
  subtitle_kz: row.subtitleKz,
  image_url: row.imageUrl,
  link: row.link,
  city_id: row.cityId,
  starts_on: row.startsOn,
  ends_on: row.endsOn,
  active: row.active,
});

function columnsOf(input: SlideInput) {
  return {
    titleEn: input.title_en,
    titleRu: input.title_ru,
    titleKz: input.title_kz,
    subtitleEn: input.subtitle_en,
    subtitleRu: input.subtitle_ru,
    subtitleKz: input.subtitle_kz,
    link: input.link ?? null,
    cityId: input.city_id ?? null,
    startsOn: input.starts_on ?? null,
    endsOn: input.ends_on ?? null,
    active: input.active,
  };
}

/** A city named by a slide must exist (422 on `city_id`). */
async function assertCity(db: Executor, cityId: number | null | undefined): Promise<void> {
  if (cityId == null) return;
  const [city] = await db.select({ id: cities.id }).from(cities).where(eq(cities.id, cityId));
  if (!city) throw validationFailed({ city_id: FIELD_MESSAGES.INVALID_CHOICE });
}

/** A slide's picture through the photo pipeline (checked by content, WebP renditions). */
async function storeSlideImage(ctx: Pick<AppContext, 'storage' | 'settings'>, image: Buffer) {
  const { max_image_bytes: maxBytes } = await ctx.settings.get();
  const processed = await processPhoto(image, { maxBytes });
  const { storageKey } = await savePhotoFiles(ctx.storage, processed);
  return { imageKey: storageKey, imageUrl: ctx.storage.publicUrl(`${storageKey}/full.webp`) };
}

/**
 * Creates a slide at the end of the order, with its picture (required: 422 "Fill value" on
 * `image` without one), audited as `slide.create`. The picture is stored first and removed
 * again if the slide is not written.
 */
export async function createSlide(
  ctx: Pick<AppContext, 'db' | 'storage' | 'settings' | 'clock'>,
  actor: AuditedActor,
  input: SlideInput,
  image: Buffer | undefined,
): Promise<SlideRow> {
  slidePolicy.authorize(actor, 'manage', null);
  if (!image) throw validationFailed({ image: FIELD_MESSAGES.FILL_VALUE });
  await assertCity(ctx.db, input.city_id);
  const stored = await storeSlideImage(ctx, image);
  try {
    return await ctx.db.transaction(async (tx) => {
      const [last] = await tx.select({ position: max(slides.position) }).from(slides);
      const [row] = await tx
        .insert(slides)
        .values({ ...columnsOf(input), ...stored, position: (last?.position ?? -1) + 1 })
        .returning();
      if (!row) throw new Error('slide insert returned nothing');
      await recordAudit(tx, actor, {
        action: 'slide.create',
        subject: { type: 'slide', id: row.id },
        after: auditedFields(row),
      });
      return row;
    });
  } catch (error) {
    await ctx.storage.delete(`${stored.imageKey}/`);
    throw error;
  }
}

/**
 * Replaces a slide's fields, and its picture when a new one comes (the old files are removed
 * after the commit), audited as `slide.update` with before and after.
 */
export async function updateSlide(
  ctx: Pick<AppContext, 'db' | 'storage' | 'settings'>,
  actor: AuditedActor,
  id: number,
  input: SlideInput,
  image: Buffer | undefined,
): Promise<SlideRow> {
  slidePolicy.authorize(actor, 'manage', null);
  await findSlide(ctx.db, id);
  await assertCity(ctx.db, input.city_id);
  const stored = image ? await storeSlideImage(ctx, image) : undefined;
  let replacedKey: string | null = null;
  try {
    const row = await ctx.db.transaction(async (tx) => {
      const [before] = await tx.select().from(slides).where(eq(slides.id, id)).for('update');
      if (!before) throw notFound();
      const [after] = await tx
        .update(slides)
        .set({ ...columnsOf(input), ...stored, updatedAt: sql`now()` })
        .where(eq(slides.id, id))
        .returning();
      if (!after) throw notFound();
      await recordAudit(tx, actor, {
        action: 'slide.update',
        subject: { type: 'slide', id },
        before: auditedFields(before),
        after: auditedFields(after),
      });
      if (stored) replacedKey = before.imageKey;
      return after;
    });
    if (replacedKey) await ctx.storage.delete(`${replacedKey}/`);
    return row;
  } catch (error) {
    if (stored) await ctx.storage.delete(`${stored.imageKey}/`);
    throw error;
  }
}

/** Deletes a slide and (after the commit) its picture, audited as `slide.delete`. */
export async function deleteSlide(
  ctx: Pick<AppContext, 'db' | 'storage'>,
  actor: AuditedActor,
  id: number,
): Promise<void> {
  slidePolicy.authorize(actor, 'manage', null);
  const removed = await ctx.db.transaction(async (tx) => {
    const [row] = await tx.delete(slides).where(eq(slides.id, id)).returning();
    if (!row) throw notFound();
    await recordAudit(tx, actor, {
      action: 'slide.delete',
      subject: { type: 'slide', id },
      before: auditedFields(row),
    });
    return row;
  });
  if (removed.imageKey) await ctx.storage.delete(`${removed.imageKey}/`);
}

/**
 * Puts the slides in the order given (every slide's id exactly once: 422 on `ids` otherwise),
 * audited as `slide.reorder` with the order before and after.
 */
export async function reorderSlides(db: Db, actor: AuditedActor, ids: number[]): Promise<void> {
  slidePolicy.authorize(actor, 'manage', null);
  await db.transaction(async (tx) => {
    const current = await tx
      .select({ id: slides.id })
      .from(slides)
      .orderBy(asc(slides.position), asc(slides.id))
      .for('update');
    const known = new Set(current.map((row) => row.id));
    if (
      new Set(ids).size !== ids.length ||
      ids.length !== known.size ||
      !ids.every((id) => known.has(id))
    ) {
      throw validationFailed({ ids: FIELD_MESSAGES.INVALID_VALUE });
    }
    await tx.execute(sql`update ${slides} set position = o.position - 1
      from unnest(${`{${ids.join(',')}}`}::int[]) with ordinality as o(id, position)
      where ${slides.id} = o.id`);
    await recordAudit(tx, actor, {
      action: 'slide.reorder',
      subject: { type: 'slide', id: null },
      before: { ids: current.map((row) => row.id) },
      after: { ids },
    });
  });
}
