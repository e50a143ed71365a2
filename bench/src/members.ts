import type pg from 'pg';
import { createToken } from '../../server/src/domains/auth/tokens';

/** A user of a realtime benchmark, signed in: their first account and a bearer token. */
export interface Member {
  userId: number;
  accountId: number;
  token: string;
}

/**
 * Users, each with their first account (on the free tariff, as sign-up makes it) and an open
 * session, in two statements; the tokens are made as sign-in makes them (only hashes stored).
 * `emailPrefix` keeps one benchmark's users apart from another's.
 */
export async function createMembers(
  db: pg.Client,
  count: number,
  emailPrefix: string,
): Promise<Member[]> {
  const accounts = await db.query<{ user_id: number; account_id: number }>(
    `with new_users as (
       insert into users (name, email, password_hash)
       select 'Bench User ' || i, $2 || '-' || i || '@bilim.kz', '!'
       from generate_series(1, $1::int) as i
       returning id, name)
     insert into accounts (user_id, title, tariff_id)
     select id, name, (select id from tariffs where is_default) from new_users
     returning user_id, id as account_id`,
    [count, emailPrefix],
  );
  const members = accounts.rows
    .map((row) => ({ userId: row.user_id, accountId: row.account_id, ...createToken() }))
    .sort((a, b) => a.userId - b.userId);
  await db.query(
    `insert into sessions (user_id, token_hash, expires_at)
     select user_id, token_hash, now() + interval '1 day'
     from unnest($1::int[], $2::text[]) as t(user_id, token_hash)`,
    [members.map((member) => member.userId), members.map((member) => member.hash)],
  );
  return members.map(({ userId, accountId, token }) => ({ userId, accountId, token }));
}
