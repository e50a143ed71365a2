import pg from 'pg';

/** The PostgreSQL server's maintenance database, where the benchmarks make and drop their own. */
export const postgresAdminUrl =
  process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** The address of one database on the same server. */
export const databaseUrlOf = (database: string) =>
  Object.assign(new URL(postgresAdminUrl), { pathname: `/${database}` }).toString();

/** Runs SQL on the maintenance database; false when PostgreSQL does not answer. */
export async function onPostgres(statements: string[]): Promise<boolean> {
  const client = new pg.Client({ connectionString: postgresAdminUrl });
  try {
    await client.connect();
    for (const statement of statements) await client.query(statement);
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}
