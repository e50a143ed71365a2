import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test/db';
import { afterCommit, preparedStatement, type Database } from './db';

describe('preparedStatement', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => database.close());

  const doubled = preparedStatement('test_doubled_numbers', (db) =>
    db
      .select({ value: sql<number>`value * 2`.mapWith(Number) })
      .from(sql`unnest(${sql.placeholder('values')}::integer[]) as value`),
  );

  it('runs with new values each time, on every pooled connection and in a transaction', async () => {
    // More calls at once than the pool has connections: each connection prepares it once.
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, index) =>
        doubled(database.db).execute({ values: [index, index + 1] }),
      ),
    );
    expect(answers.map((rows) => rows.map((row) => row.value))).toEqual(
      Array.from({ length: 12 }, (_, index) => [index * 2, index * 2 + 2]),
    );
    const inTransaction = await database.db.transaction((tx) =>
      doubled(tx).execute({ values: [21] }),
    );
    expect(inTransaction).toEqual([{ value: 42 }]);
  });

  it('refuses a second statement under a name already taken', () => {
    expect(() =>
      preparedStatement('test_doubled_numbers', (db) => db.select().from(sql`x`)),
    ).toThrow(/Two prepared statements are named test_doubled_numbers/);
  });
});

describe('afterCommit', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => database.close());

  it('runs once the transaction has committed, at once outside one, never after a rollback', async () => {
    const ran: string[] = [];
    afterCommit(() => ran.push('outside'));
    expect(ran).toEqual(['outside']);

    const wake = () => ran.push('committed');
    await database.db.transaction(async (tx) => {
      afterCommit(wake);
      await tx.execute(sql`select 1`);
      // Queued twice in one transaction (two emits): it runs once.
      afterCommit(wake);
      await tx.transaction(async () => afterCommit(() => ran.push('savepoint')));
      expect(ran).toEqual(['outside']);
    });
    expect(ran).toEqual(['outside', 'committed', 'savepoint']);

    await expect(
      database.db.transaction(async () => {
        afterCommit(() => ran.push('rolled back'));
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    expect(ran).toEqual(['outside', 'committed', 'savepoint']);
  });
});
