import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { LEDGER_KINDS } from '@bilim/contract/money';
import { accounts } from '../accounts/accounts.schema';
import { payments } from '../payments/payments.schema';
import { tariffs } from '../tariffs/tariffs.schema';
import { users } from '../users/users.schema';

/**
 * The books: every change of an account's balance, immutable (a trigger refuses updates and
 * deletes), in minor units. `accounts.balance` is the running total, changed only in the
 * transaction that writes the entry; `balance_after` records it and can never be negative.
 * Each entry has an idempotency key, so a replayed request or callback adds nothing.
 */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'restrict' }),
    kind: text('kind', { enum: LEDGER_KINDS }).notNull(),
    /** Signed minor units: credits positive, charges negative. */
    amount: bigint('amount', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    balanceAfter: bigint('balance_after', { mode: 'number' }).notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    paymentId: integer('payment_id').references(() => payments.id),
    tariffId: integer('tariff_id').references(() => tariffs.id),
    /** Why (adjustments, refunds) or what was bought, in English. */
    description: text('description'),
    /** Who did it, when a person did (an admin's adjustment, a provider's tariff change). */
    actorUserId: integer('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('ledger_entries_idempotency_key_unique').on(table.idempotencyKey),
    index('ledger_entries_account_created_idx').on(table.accountId, table.createdAt, table.id),
    check('ledger_entries_amount_not_zero', sql`${table.amount} <> 0`),
    check('ledger_entries_balance_after_not_negative', sql`${table.balanceAfter} >= 0`),
    check(
      'ledger_entries_kind_valid',
      sql.raw(`kind in (${LEDGER_KINDS.map((kind) => `'${kind}'`).join(', ')})`),
    ),
  ],
);

export type LedgerEntryRow = typeof ledgerEntries.$inferSelect;
