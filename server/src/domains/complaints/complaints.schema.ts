import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { COMPLAINT_CATEGORIES, COMPLAINT_TARGETS } from '@bilim/contract/trust';
import { users } from '../users/users.schema';

/**
 * Complaints about a card, a user, an event, a review or a comment: one table with the target's
 * type and id. Open until support closes it with a resolution (who and when kept on the row).
 */
export const complaints = pgTable(
  'complaints',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    complainerId: integer('complainer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    targetType: text('target_type', { enum: COMPLAINT_TARGETS }).notNull(),
    targetId: integer('target_id').notNull(),
    category: text('category', { enum: COMPLAINT_CATEGORIES }).notNull(),
    note: text('note').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    closedBy: integer('closed_by').references(() => users.id, { onDelete: 'set null' }),
    resolution: text('resolution'),
  },
  (table) => [
    check(
      'complaints_target_type_valid',
      sql`${table.targetType} in ('card', 'user', 'event', 'review', 'comment')`,
    ),
    check(
      'complaints_category_valid',
      sql`${table.category} in ('violence', 'illegal', 'pornography', 'fraud_spam')`,
    ),
    check(
      'complaints_closed_with_resolution',
      sql`(${table.closedAt} is null) = (${table.resolution} is null)`,
    ),
    // One open complaint per complainer and target.
    uniqueIndex('complaints_open_unique')
      .on(table.complainerId, table.targetType, table.targetId)
      .where(sql`closed_at is null`),
    index('complaints_queue_idx').on(table.closedAt, table.id.desc()),
    index('complaints_target_idx').on(table.targetType, table.targetId),
  ],
);

export type ComplaintRow = typeof complaints.$inferSelect;
