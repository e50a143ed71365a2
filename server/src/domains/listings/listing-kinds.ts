import type { ErrorCode } from '@bilim/contract/errors';
import { cardColumns, cards, eventColumns, events, photos } from './listings.schema';

/** Cards and events share their lifecycle, photos, limits and cabinet; this names each side. */
export type ListingKind = 'card' | 'event';

export const LISTING_KINDS = {
  card: {
    table: cards,
    columns: cardColumns,
    photoOwner: photos.cardId,
    notFound: 'CARD_NOT_FOUND',
    recordsLimit: 'cards',
    photosLimit: 'card_photos',
  },
  event: {
    table: events,
    columns: eventColumns,
    photoOwner: photos.eventId,
    notFound: 'EVENT_NOT_FOUND',
    recordsLimit: 'events',
    photosLimit: 'event_photos',
  },
} as const satisfies Record<ListingKind, { notFound: ErrorCode; [key: string]: unknown }>;

/** The table of a kind, typed by the columns both tables share (state, pin, owner, times). */
export function listingTable(kind: ListingKind): typeof cards | typeof events {
  return LISTING_KINDS[kind].table;
}
