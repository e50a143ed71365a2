import type { CurrentSession, Session } from '@bilim/contract/auth';
import { SESSION_TTL_DAYS, type Role } from '@bilim/contract/constants';
import { actingRoles } from '@bilim/contract/permissions';
import DataLoader from 'dataloader';
import { and, eq, gt, inArray, isNull, lt, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { preparedStatement, type Executor } from '../../db/db';
import { emit } from '../../events/emit';
import type { Actor } from '../../lib/policy';
import { accounts } from '../accounts/accounts.schema';
import { users, type UserRow } from '../users/users.schema';
import { sessions } from './auth.schema';
import { createToken, hashToken } from './tokens';

const DAY_MS = 24 * 60 * 60 * 1000;
const TOUCH_INTERVAL_MS = 60 * 1000;

/**
 * Who acts on a signed-in request (`request.actor`), as routes and policies see them: the user,
 * the roles the session acts with (and so permissions, `lib/policy.ts`), their session, the
 * account calls work on unless they name another (the user's first), and the staff member
 * behind an impersonated session.
 */
export interface SignedInActor extends Actor {
  name: string;
  email: string;
  /** The roles the session acts with: all held, or the one switched to (`actingRoles`). */
  roles: Role[];
  /** Every role the user holds (switch-to-role picks among them). */
  heldRoles: Role[];
  /** The role the session switched to; null: it acts with all it holds. */
  actingRole: Role | null;
  sessionId: number;
  expiresAt: Date;
  /** The user's first account: calls without `account_id` act on it (null for none). */
  accountId: number | null;
  /** The staff member signed in as this user (impersonation); null: the user themselves. */
  impersonator: { id: number; name: string } | null;
  /** The address the request came from (the audit log records it); null outside a request. */
  ip: string | null;
}

/** How long a session of staff signed in as a user lives at most (its staff session, less). */
const IMPERSONATION_TTL_MS = 2 * 60 * 60 * 1000;

/**
 * Opens a session and returns its token (shown to the client once). `impersonator`: staff
 * signing in as the user from their own session, which this one then depends on.
 */
export async function createSession(
  db: Executor,
  userId: number,
  impersonator?: { id: number; sessionId: number; expiresAt: Date },
): Promise<{ token: string; id: number; expiresAt: Date }> {
  const { token, hash } = createToken();
  const expiresAt = impersonator
    ? new Date(Math.min(Date.now() + IMPERSONATION_TTL_MS, impersonator.expiresAt.getTime()))
    : new Date(Date.now() + SESSION_TTL_DAYS * DAY_MS);
  const [row] = await db
    .insert(sessions)
    .values({
      userId,
      tokenHash: hash,
      expiresAt,
      ...(impersonator && {
        impersonatorId: impersonator.id,
        impersonatorSessionId: impersonator.sessionId,
      }),
    })
    .returning({ id: sessions.id });
  if (!row) throw new Error('session insert returned nothing');
  return { token, id: row.id, expiresAt };
}

const staffSessions = alias(sessions, 'staff_sessions');
const impersonators = alias(users, 'impersonators');

/**
 * Live sessions by their tokens' hashes (`tokenHashes`) as of `now`, with their users: neither
 * revoked nor expired, and an impersonated one only while the staff session it came from lives.
 */
const liveSessions = preparedStatement('live_sessions', (db) =>
  db
    .select({
      tokenHash: sessions.tokenHash,
      sessionId: sessions.id,
      lastUsedAt: sessions.lastUsedAt,
      seenFrom: sessions.ip,
      expiresAt: sessions.expiresAt,
      actingRole: sessions.actingRole,
      impersonatorId: impersonators.id,
      impersonatorName: impersonators.name,
      id: users.id,
      name: users.name,
      email: users.email,
      roles: users.roles,
      accountId: sql<
        number | null
      >`(select min(${accounts.id}) from ${accounts} where ${accounts.userId} = ${users.id})`,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(impersonators, eq(impersonators.id, sessions.impersonatorId))
    .leftJoin(staffSessions, eq(staffSessions.id, sessions.impersonatorSessionId))
    .where(
      and(
        sql`${sessions.tokenHash} = any(${sql.placeholder('tokenHashes')}::text[])`,
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql`${sql.placeholder('now')}::timestamptz`),
        sql`(${sessions.impersonatorSessionId} is null or (${staffSessions.revokedAt} is null
          and ${staffSessions.expiresAt} > ${sql.placeholder('now')}::timestamptz))`,
      ),
    ),
);

type LiveSession = Awaited<ReturnType<ReturnType<typeof liveSessions>['execute']>>[number];

/**
 * Every signed-in request looks its session up: those arriving together (read in one turn of
 * the event loop) are looked up in one query, so a busy process makes one round trip for many.
 */
const sessionLoaders = new WeakMap<Executor, DataLoader<string, LiveSession | undefined>>();

function sessionLoader(db: Executor): DataLoader<string, LiveSession | undefined> {
  let loader = sessionLoaders.get(db);
  if (!loader) {
    loader = new DataLoader(
      async (tokenHashes) => {
        const rows = await liveSessions(db).execute({
          tokenHashes: [...tokenHashes],
          now: new Date().toISOString(),
        });
        const byHash = new Map(rows.map((row) => [row.tokenHash, row]));
        return tokenHashes.map((hash) => byHash.get(hash));
      },
      // Nothing is kept between turns: a session revoked is refused at the next request.
      { cache: false, maxBatchSize: 500, batchScheduleFn: (run) => setImmediate(run) },
    );
    sessionLoaders.set(db, loader);
  }
  return loader;
}

/** Where a request comes from: the sessions list shows a session's device and last address. */
export interface RequestClient {
  ip: string;
  userAgent: string | undefined;
}

/** A User-Agent as kept: long enough for any real browser's, short enough for a junk header. */
const USER_AGENT_MAX = 400;

/**
 * The live session of a token as its actor. Touches last_used_at, the address and the device at
 * most once a minute, and at the first request from a new session or a new address.
 */
export async function findSessionActor(
  db: Executor,
  token: string,
  client?: RequestClient,
): Promise<SignedInActor | undefined> {
  const row = await sessionLoader(db).load(hashToken(token));
  if (!row) return undefined;
  const now = new Date();
  const stale = now.getTime() - row.lastUsedAt.getTime() > TOUCH_INTERVAL_MS;
  if (stale || (client && client.ip !== row.seenFrom)) {
    await db
      .update(sessions)
      .set({
        lastUsedAt: now,
        ...(client && {
          ip: client.ip,
          userAgent: client.userAgent?.slice(0, USER_AGENT_MAX) ?? null,
        }),
      })
      .where(
        and(
          eq(sessions.id, row.sessionId),
          // Of requests arriving together, one writes (the others see it done).
          stale
            ? lt(sessions.lastUsedAt, new Date(now.getTime() - TOUCH_INTERVAL_MS))
            : sql`${sessions.ip} is distinct from ${client?.ip ?? null}`,
        ),
      );
  }
  const heldRoles = row.roles as Role[];
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    roles: actingRoles(heldRoles, row.actingRole),
    heldRoles,
    actingRole:
      row.actingRole !== null && heldRoles.includes(row.actingRole) ? row.actingRole : null,
    sessionId: row.sessionId,
    expiresAt: row.expiresAt,
    accountId: row.accountId === null ? null : Number(row.accountId),
    impersonator:
      row.impersonatorId === null
        ? null
        : { id: row.impersonatorId, name: row.impersonatorName ?? '' },
    ip: null,
  };
}

/**
 * Announces ended sessions (`session.revoked`): their open sockets close. Sessions of staff
 * signed in as users from them end with them.
 */
async function announceRevoked(tx: Executor, revoked: Array<{ id: number }>): Promise<void> {
  if (revoked.length === 0) return;
  const dependent = await tx
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(
      and(
        inArray(
          sessions.impersonatorSessionId,
          revoked.map((session) => session.id),
        ),
        isNull(sessions.revokedAt),
      ),
    )
    .returning({ id: sessions.id });
  await emit(tx, {
    type: 'session.revoked',
    payload: { session_ids: [...revoked, ...dependent].map((session) => session.id) },
  });
}

/** Ends one session (logout). Run it in a transaction: the announcement must commit with it. */
export async function revokeSession(tx: Executor, sessionId: number): Promise<void> {
  const revoked = await tx
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  await announceRevoked(tx, revoked);
}

/**
 * Revokes every live session of a user, except `keepSessionId` when given, and answers how many
 * (expired ones are over already). Run it in a transaction: the announcement must commit with it.
 */
export async function revokeUserSessions(
  tx: Executor,
  userId: number,
  keepSessionId?: number,
): Promise<number> {
  const revoked = await tx
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, new Date()),
        keepSessionId === undefined ? undefined : ne(sessions.id, keepSessionId),
      ),
    )
    .returning({ id: sessions.id });
  await announceRevoked(tx, revoked);
  return revoked.length;
}

/** What login, register, reset and password change answer (a new session acts with every role). */
export function presentSession(
  user: Pick<UserRow, 'id' | 'name' | 'roles'>,
  token: string,
  impersonator: { id: number; name: string } | null = null,
): Session {
  return {
    access_token: token,
    user_id: user.id,
    name: user.name,
    roles: user.roles as Role[],
    acting_role: null,
    impersonator,
  };
}

/** GET /api/session: the session as the server knows it now. */
export function presentCurrentSession(actor: SignedInActor): CurrentSession {
  return {
    user_id: actor.id,
    name: actor.name,
    roles: actor.heldRoles,
    acting_role: actor.actingRole,
    impersonator: actor.impersonator,
  };
}
