import { jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Names of requests and business actions carried out once (`tariff:<account>:<client key>`,
 * `account:<user>:<client key>`, `renewal-reminder:<account>:<finish>`): what was asked and what
 * it did, so a repeat answers the first result and changes nothing. Kept apart from anything
 * that is pruned (notifications, the outbox), so pruning never lets a paid action run twice.
 */
export const idempotencyKeys = pgTable('idempotency_keys', {
  key: text('key').primaryKey(),
  /** What the request asked for: a repeat asking for something else is refused. */
  request: jsonb('request').$type<Record<string, unknown>>().notNull(),
  /** What it did, answered to a repeat. */
  result: jsonb('result').$type<Record<string, unknown>>(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export type IdempotencyKeyRow = typeof idempotencyKeys.$inferSelect;
