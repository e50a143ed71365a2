import type { UserSession } from '@bilim/contract/sessions';
import Bowser from 'bowser';
import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/db';
import { notFound } from '../../lib/errors';
import { sessions } from './auth.schema';
import { placesOf } from './ip-places';
import { revokeSession, revokeUserSessions, type SignedInActor } from './sessions';

/**
 * The user's own sessions (issue 16): where the account is signed in, by device and address, and
 * signing any of them out. Sessions staff opened as the user (impersonation) are the staff's and
 * are not listed; "all others" ends them too.
 */

/** The browser, system and kind of device a User-Agent names (nulls when it names none). */
export function describeUserAgent(
  userAgent: string | null,
): Pick<UserSession, 'browser' | 'os' | 'device'> {
  if (!userAgent) return { browser: null, os: null, device: null };
  const parsed = Bowser.parse(userAgent);
  const browser = [parsed.browser.name, parsed.browser.version?.split('.')[0]]
    .filter(Boolean)
    .join(' ');
  const os = [parsed.os.name, parsed.os.versionName ?? parsed.os.version].filter(Boolean).join(' ');
  return { browser: browser || null, os: os || null, device: parsed.platform.type ?? null };
}

const liveOf = (userId: number, now: Date) =>
  and(
    eq(sessions.userId, userId),
    isNull(sessions.revokedAt),
    isNull(sessions.impersonatorId),
    gt(sessions.expiresAt, now),
  );

/** The user's live sessions, the current one first, then the most recently used. */
export async function listUserSessions(
  db: Executor,
  actor: SignedInActor,
  now: Date,
): Promise<UserSession[]> {
  const rows = await db
    .select()
    .from(sessions)
    .where(liveOf(actor.id, now))
    .orderBy(
      desc(sql`${sessions.id} = ${actor.sessionId}`),
      desc(sessions.lastUsedAt),
      desc(sessions.id),
    );
  const places = await placesOf(rows.map((row) => row.ip));
  return rows.map((row, index) => ({
    id: row.id,
    ...describeUserAgent(row.userAgent),
    ip: row.ip,
    place: places[index] ?? null,
    created_at: row.createdAt.toISOString(),
    last_used_at: row.lastUsedAt.toISOString(),
    current: row.id === actor.sessionId,
  }));
}

/** Signs one of the user's own sessions out (404 for another's, or one already ended). */
export async function signOutSession(db: Db, actor: SignedInActor, sessionId: number, now: Date) {
  await db.transaction(async (tx) => {
    const [own] = await tx
      .select({ id: sessions.id })
      .from(sessions)
      .where(and(eq(sessions.id, sessionId), liveOf(actor.id, now)));
    if (!own) throw notFound();
    await revokeSession(tx, sessionId);
  });
}

/** Signs every other session of the user out; answers how many were live. */
export const signOutOtherSessions = (db: Db, actor: SignedInActor): Promise<number> =>
  db.transaction((tx) => revokeUserSessions(tx, actor.id, actor.sessionId));
