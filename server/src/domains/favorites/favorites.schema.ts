import { index, integer, pgTable, primaryKey, timestamp } from 'drizzle-orm/pg-core';
import { cards, events } from '../listings/listings.schema';
import { users } from '../users/users.schema';

export const favoriteCards = pgTable(
  'favorite_cards',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    cardId: integer('card_id')
      .notNull()
      .references(() => cards.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.cardId] }),
    index('favorite_cards_card_idx').on(table.cardId),
  ],
);

export const favoriteEvents = pgTable(
  'favorite_events',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.eventId] }),
    index('favorite_events_event_idx').on(table.eventId),
  ],
);
