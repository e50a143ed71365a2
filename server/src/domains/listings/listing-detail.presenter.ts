import type { CardDetail } from '@bilim/contract/cards';
import type { EventDetail } from '@bilim/contract/events';
import type { ListingPolicies, Photo } from '@bilim/contract/listings';
import { eq, inArray, sql } from 'drizzle-orm';
import { preparedStatement, type Executor } from '../../db/db';
import type { Storage } from '../../storage/storage';
import { presentTag } from '../dictionaries/dictionaries.presenter';
import { tags } from '../dictionaries/dictionaries.schema';
import { LISTING_KINDS, type ListingKind } from './listing-kinds';
import {
  byIds,
  orderPhotos,
  presentCardSummaries,
  presentEventSummaries,
  presentPhoto,
  type SummaryOptions,
} from './listings.presenter';
import { photos, type CardRow, type EventRow } from './listings.schema';

export interface DetailOptions {
  /** The signed-in user, for the `favorite` flag. */
  viewerId: number | null;
  /** Cities, categories and tags already at hand (the catalog's cached dictionary). */
  dictionary?: SummaryOptions['dictionary'];
  /** Contact values are shown in the cabinet; the public page only lists their types. */
  showContacts: boolean;
  /** What the viewer may do (all false for the public page). */
  policies: ListingPolicies;
}

/** No action allowed: the public pages' `policies`. */
export const NO_POLICIES: ListingPolicies = {
  update: false,
  publish: false,
  unpublish: false,
  archive: false,
  restore: false,
  delete: false,
  pin: false,
  unpin: false,
};

/** A record's photos (the record's id as the `id` placeholder). */
const photosOf = (kind: ListingKind) =>
  preparedStatement(`record_${kind}_photos`, (db) =>
    db
      .select()
      .from(photos)
      .where(eq(LISTING_KINDS[kind].photoOwner, sql.placeholder('id'))),
  );
const recordPhotos = { card: photosOf('card'), event: photosOf('event') };

/** Every photo of a record, the main one first, then by position. */
export async function loadPhotos(
  db: Executor,
  storage: Storage,
  kind: ListingKind,
  id: number,
): Promise<Photo[]> {
  const rows = await recordPhotos[kind](db).execute({ id });
  return orderPhotos(rows).map((row) => presentPhoto(row, storage));
}

/** `['format:online', 'age:3_6']` → `{ format: ['online'], age: ['3_6'] }`. */
export function groupAttributes(values: readonly string[]): Record<string, string[]> {
  const grouped: Record<string, string[]> = {};
  for (const entry of values) {
    const colon = entry.indexOf(':');
    if (colon <= 0) continue;
    const key = entry.slice(0, colon);
    (grouped[key] ??= []).push(entry.slice(colon + 1));
  }
  return grouped;
}

async function detailParts(
  db: Executor,
  storage: Storage,
  kind: ListingKind,
  row: CardRow | EventRow,
  options: DetailOptions,
) {
  return {
    long_description: row.longDescription,
    link: row.link,
    photos: await loadPhotos(db, storage, kind, row.id),
    contact_types: [...new Set(row.contacts.map((contact) => contact.type))],
    contacts: options.showContacts
      ? row.contacts.map((contact) => ({ type: contact.type, value: contact.value }))
      : null,
    account_id: row.accountId,
    updated_at: row.updatedAt.toISOString(),
    policies: options.policies,
  };
}

/** A card's tags in the order chosen (a tag deleted meanwhile is left out). */
async function presentCardTags(db: Executor, row: CardRow, options: DetailOptions) {
  const found = await byIds(row.tagIds, options.dictionary?.tagById, (missing) =>
    db.select().from(tags).where(inArray(tags.id, missing)),
  );
  return row.tagIds.flatMap((id) => {
    const tag = found.get(id);
    return tag ? [presentTag(tag)] : [];
  });
}

/**
 * A whole card: its list item plus descriptions, photos, contacts, attributes, tags and
 * policies.
 */
export async function presentCardDetail(
  db: Executor,
  storage: Storage,
  row: CardRow,
  options: DetailOptions,
): Promise<CardDetail> {
  const [[summary], parts, cardTags] = await Promise.all([
    presentCardSummaries(db, storage, [row], options),
    detailParts(db, storage, 'card', row, options),
    presentCardTags(db, row, options),
  ]);
  if (!summary) throw new Error('a card summary for one row');
  return {
    ...summary,
    ...parts,
    attributes: groupAttributes(row.attributeValues),
    tags: cardTags,
  };
}

/** A whole event: its list item plus descriptions, photos, contacts and policies. */
export async function presentEventDetail(
  db: Executor,
  storage: Storage,
  row: EventRow,
  options: DetailOptions,
): Promise<EventDetail> {
  const [[summary], parts] = await Promise.all([
    presentEventSummaries(db, storage, [row], options),
    detailParts(db, storage, 'event', row, options),
  ]);
  if (!summary) throw new Error('an event summary for one row');
  return { ...summary, ...parts };
}
