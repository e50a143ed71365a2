import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/db';
import { postEntry } from '../ledger/ledger.service';

/** Credits an account through the ledger, as a verified top-up would (tests set balances so). */
export async function topUp(db: Db, accountId: number, amount: number): Promise<void> {
  await db.transaction((tx) =>
    postEntry(tx, {
      accountId,
      kind: 'top_up',
      amount,
      idempotencyKey: `test-top-up:${randomUUID()}`,
    }),
  );
}
