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
import { PAYMENT_STATES } from '@bilim/contract/money';
import { accounts } from '../accounts/accounts.schema';
import { users } from '../users/users.schema';

/**
 * Top-ups through a payment provider. A payment starts `pending`; only the provider's verified
 * callback settles it (`succeeded` credits the balance once, `declined` credits nothing).
 */
export const payments = pgTable(
  'payments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'restrict' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    provider: text('provider').notNull(),
    /** The provider's reference of the payment (what its callback names). */
    providerRef: text('provider_ref').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    state: text('state', { enum: PAYMENT_STATES }).notNull().default('pending'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('payments_provider_ref_unique').on(table.provider, table.providerRef),
    index('payments_account_created_idx').on(table.accountId, table.createdAt),
    check('payments_amount_positive', sql`${table.amount} > 0`),
    check(
      'payments_state_valid',
      sql.raw(`state in (${PAYMENT_STATES.map((state) => `'${state}'`).join(', ')})`),
    ),
  ],
);

export type PaymentRow = typeof payments.$inferSelect;
