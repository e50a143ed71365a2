import { and, eq, sql } from 'drizzle-orm';
import { preparedStatement, type Executor } from '../../db/db';
import { notFound } from '../../lib/errors';
import { kazakhstanToday } from '../../lib/kazakhstan-days';
import { accounts } from '../accounts/accounts.schema';
import { LISTING_KINDS, type ListingKind } from '../listings/listing-kinds';
import {
  cardColumns,
  cardDailyStats,
  cards,
  eventColumns,
  eventDailyStats,
  events,
  type CardRow,
  type EventRow,
} from '../listings/listings.schema';
import { publicListingCondition } from './catalog.filters';

const publicCard = preparedStatement('public_card', (db) =>
  db
    .select({ row: cardColumns, ownerUserId: accounts.userId })
    .from(cards)
    .innerJoin(accounts, eq(accounts.id, cards.accountId))
    .where(
      and(
        eq(cards.id, sql.placeholder('id')),
        publicListingCondition(cards, sql.placeholder('now')),
      ),
    ),
);

const publicEvent = preparedStatement('public_event', (db) =>
  db
    .select({ row: eventColumns, ownerUserId: accounts.userId })
    .from(events)
    .innerJoin(accounts, eq(accounts.id, events.accountId))
    .where(
      and(
        eq(events.id, sql.placeholder('id')),
        publicListingCondition(events, sql.placeholder('now')),
      ),
    ),
);

/** A public (published) card with its owner's user id, or 404 CARD_NOT_FOUND. */
export async function findPublicCard(
  db: Executor,
  id: number,
  now: Date,
): Promise<{ row: CardRow; ownerUserId: number }> {
  const [found] = await publicCard(db).execute({ id, now: now.toISOString() });
  if (!found) throw notFound(LISTING_KINDS.card.notFound);
  return found;
}

/** A public (published) event with its owner's user id, or 404 EVENT_NOT_FOUND. */
export async function findPublicEvent(
  db: Executor,
  id: number,
  now: Date,
): Promise<{ row: EventRow; ownerUserId: number }> {
  const [found] = await publicEvent(db).execute({ id, now: now.toISOString() });
  if (!found) throw notFound(LISTING_KINDS.event.notFound);
  return found;
}

export type DailyCounter = 'views' | 'contactReveals';

/**
 * Adds one to today's page views or contact reveals of a record: today in Kazakhstan, the day
 * statistics count in, whatever the database's zone.
 */
export async function countToday(
  db: Executor,
  kind: ListingKind,
  id: number,
  counter: DailyCounter,
): Promise<void> {
  if (kind === 'card') {
    await db
      .insert(cardDailyStats)
      .values({ cardId: id, day: kazakhstanToday(), [counter]: 1 })
      .onConflictDoUpdate({
        target: [cardDailyStats.cardId, cardDailyStats.day],
        set: { [counter]: sql`${cardDailyStats[counter]} + 1` },
      });
  } else {
    await db
      .insert(eventDailyStats)
      .values({ eventId: id, day: kazakhstanToday(), [counter]: 1 })
      .onConflictDoUpdate({
        target: [eventDailyStats.eventId, eventDailyStats.day],
        set: { [counter]: sql`${eventDailyStats[counter]} + 1` },
      });
  }
}
