import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { RESTRICTION_TYPES } from '@bilim/contract/trust';
import { users } from '../users/users.schema';

/**
 * What support forbids a user for a while (spec §3 Restriction): a type, a reason and an optional
 * end. Active while neither removed nor ended; an end passing needs no job, every check compares
 * `ends_at` with the clock. A small table: a few rows per restricted user.
 */
export const userRestrictions = pgTable(
  'user_restrictions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type', { enum: RESTRICTION_TYPES }).notNull(),
    reason: text('reason').notNull(),
    /** When it ends by itself; null: until removed. */
    endsAt: timestamp('ends_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    removedAt: timestamp('removed_at', { withTimezone: true }),
    removedBy: integer('removed_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [
    check(
      'user_restrictions_type_valid',
      sql`${table.type} in ('chat', 'publish', 'review', 'login')`,
    ),
    index('user_restrictions_user_idx').on(table.userId, table.createdAt.desc()),
    // The restrictions not removed (a handful at any time), by user and type: what every
    // public read's "owner not restricted" test looks up (`restrictions.conditions.ts`).
    index('user_restrictions_live_idx')
      .on(table.userId, table.type, table.endsAt)
      .where(sql`removed_at is null`),
  ],
);

export type RestrictionRow = typeof userRestrictions.$inferSelect;
