import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/db';
import { findPublicCard, findPublicEvent } from '../catalog/catalog.commands';
import { publicListingCondition } from '../catalog/catalog.filters';
import {
  cardColumns,
  cards,
  eventColumns,
  events,
  type CardRow,
  type EventRow,
} from '../listings/listings.schema';
import { favoriteCards, favoriteEvents } from './favorites.schema';

/**
 * Adds a public card to the user's favorites (once: adding again changes nothing) and keeps the
 * card's `favorites_count` in step, in one transaction. Not public → 404 CARD_NOT_FOUND.
 */
export async function addFavoriteCard(
  db: Db,
  userId: number,
  cardId: number,
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    await findPublicCard(tx, cardId, now);
    const added = await tx
      .insert(favoriteCards)
      .values({ userId, cardId })
      .onConflictDoNothing()
      .returning({ cardId: favoriteCards.cardId });
    if (added.length > 0) {
      await tx
        .update(cards)
        .set({ favoritesCount: sql`${cards.favoritesCount} + 1` })
        .where(eq(cards.id, cardId));
    }
  });
}

/** Removes a card from the user's favorites (whatever its state; absent is fine). */
export async function removeFavoriteCard(db: Db, userId: number, cardId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const removed = await tx
      .delete(favoriteCards)
      .where(and(eq(favoriteCards.userId, userId), eq(favoriteCards.cardId, cardId)))
      .returning({ cardId: favoriteCards.cardId });
    if (removed.length > 0) {
      await tx
        .update(cards)
        .set({ favoritesCount: sql`greatest(${cards.favoritesCount} - 1, 0)` })
        .where(eq(cards.id, cardId));
    }
  });
}

export async function addFavoriteEvent(
  db: Db,
  userId: number,
  eventId: number,
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    await findPublicEvent(tx, eventId, now);
    const added = await tx
      .insert(favoriteEvents)
      .values({ userId, eventId })
      .onConflictDoNothing()
      .returning({ eventId: favoriteEvents.eventId });
    if (added.length > 0) {
      await tx
        .update(events)
        .set({ favoritesCount: sql`${events.favoritesCount} + 1` })
        .where(eq(events.id, eventId));
    }
  });
}

export async function removeFavoriteEvent(db: Db, userId: number, eventId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const removed = await tx
      .delete(favoriteEvents)
      .where(and(eq(favoriteEvents.userId, userId), eq(favoriteEvents.eventId, eventId)))
      .returning({ eventId: favoriteEvents.eventId });
    if (removed.length > 0) {
      await tx
        .update(events)
        .set({ favoritesCount: sql`greatest(${events.favoritesCount} - 1, 0)` })
        .where(eq(events.id, eventId));
    }
  });
}

export interface FavoritesPage<Row> {
  rows: Row[];
  total: number;
}

/** The user's public favorite cards, the latest added first. */
export async function listFavoriteCards(
  db: Executor,
  userId: number,
  page: { page: number; perPage: number },
  now: Date,
): Promise<FavoritesPage<CardRow>> {
  const condition = and(eq(favoriteCards.userId, userId), publicListingCondition(cards, now));
  const [rows, [totalRow]] = await Promise.all([
    db
      .select(cardColumns)
      .from(favoriteCards)
      .innerJoin(cards, eq(cards.id, favoriteCards.cardId))
      .where(condition)
      .orderBy(desc(favoriteCards.createdAt), desc(cards.id))
      .limit(page.perPage)
      .offset((page.page - 1) * page.perPage),
    db
      .select({ total: count() })
      .from(favoriteCards)
      .innerJoin(cards, eq(cards.id, favoriteCards.cardId))
      .where(condition),
  ]);
  return { rows, total: Number(totalRow?.total ?? 0) };
}

/** The user's public favorite events, the latest added first. */
export async function listFavoriteEvents(
  db: Executor,
  userId: number,
  page: { page: number; perPage: number },
  now: Date,
): Promise<FavoritesPage<EventRow>> {
  const condition = and(eq(favoriteEvents.userId, userId), publicListingCondition(events, now));
  const [rows, [totalRow]] = await Promise.all([
    db
      .select(eventColumns)
      .from(favoriteEvents)
      .innerJoin(events, eq(events.id, favoriteEvents.eventId))
      .where(condition)
      .orderBy(desc(favoriteEvents.createdAt), desc(events.id))
      .limit(page.perPage)
      .offset((page.page - 1) * page.perPage),
    db
      .select({ total: count() })
      .from(favoriteEvents)
      .innerJoin(events, eq(events.id, favoriteEvents.eventId))
      .where(condition),
  ]);
  return { rows, total: Number(totalRow?.total ?? 0) };
}
