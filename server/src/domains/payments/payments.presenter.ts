import type { Payment } from '@bilim/contract/money';
import type { PaymentRow } from './payments.schema';

export function presentPayment(row: PaymentRow): Payment {
  return {
    id: row.id,
    account_id: row.accountId,
    amount: row.amount,
    currency: row.currency,
    state: row.state,
    provider: row.provider,
    created_at: row.createdAt.toISOString(),
    completed_at: row.completedAt ? row.completedAt.toISOString() : null,
  };
}
