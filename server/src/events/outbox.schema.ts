import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

export const OUTBOX_STATES = ['pending', 'done', 'dead'] as const;
export type OutboxState = (typeof OUTBOX_STATES)[number];

/**
 * Domain events, written by commands in their own transaction (`emit`) and carried out by the
 * outbox processor: every side effect of the product (notifications, e-mail, realtime pushes,
 * browser push) starts from a row here, so a commit that happened is never left without its
 * effects and a rolled-back one never has any. An insert wakes the processors (`pg_notify`).
 */
export const outbox = pgTable(
  'outbox',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    type: text('type').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * When a processor may take it next: now for a new event, later after a failure (backoff), and
     * a lease ahead while one is working on it (a processor that dies frees it when that passes).
     */
    availableAt: timestamp('available_at', { withTimezone: true }).notNull().defaultNow(),
    /** How many times processors took it. */
    attempts: integer('attempts').notNull().default(0),
    state: text('state', { enum: OUTBOX_STATES }).notNull().default('pending'),
    /** The handlers that have done their part (a retry runs only the others). */
    handled: text('handled')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    lastError: text('last_error'),
    processedAt: timestamp('processed_at', { withTimezone: true }),
  },
  (table) => [
    index('outbox_pending_idx')
      .on(table.availableAt, table.id)
      .where(sql`${table.state} = 'pending'`),
    index('outbox_state_processed_idx').on(table.state, table.processedAt),
    check(
      'outbox_state_valid',
      sql.raw(`state in (${OUTBOX_STATES.map((state) => `'${state}'`).join(', ')})`),
    ),
  ],
);

export type OutboxRow = typeof outbox.$inferSelect;
