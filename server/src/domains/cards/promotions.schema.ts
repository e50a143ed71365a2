import { integer, pgTable, timestamp } from 'drizzle-orm/pg-core';
import { cards } from '../listings/listings.schema';
import { users } from '../users/users.schema';

/**
 * Cards promoted on the home page by advertisement staff, in their order (`position`). Only
 * public ones show; a card that goes off the site drops out of the section by itself.
 */
export const homePromotions = pgTable('home_promotions', {
  cardId: integer('card_id')
    .primaryKey()
    .references(() => cards.id, { onDelete: 'cascade' }),
  position: integer('position').notNull(),
  createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
