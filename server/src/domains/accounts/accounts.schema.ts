import { integer, pgTable, text, timestamp, index } from 'drizzle-orm/pg-core';
import { users } from '../users/users.schema';

/** A provider profile of a user; the first one is created with the user. */
export const accounts = pgTable(
  'accounts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    currency: text('currency').notNull().default('KZT'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('accounts_user_id_idx').on(table.userId)],
);

export type AccountRow = typeof accounts.$inferSelect;
