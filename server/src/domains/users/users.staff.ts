import type { Role } from '@bilim/contract/constants';
import type { SupportUser, SupportUserDetail } from '@bilim/contract/staff';
import type { RestrictionType } from '@bilim/contract/trust';
import { and, asc, count, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { supportUsersQuery } from '@bilim/contract/staff';
import type { Db, Executor } from '../../db/db';
import { notFound, validationFailed } from '../../lib/errors';
import { can, type Actor } from '../../lib/policy';
import { FIELD_MESSAGES } from '@bilim/contract/errors';
import { accounts } from '../accounts/accounts.schema';
import { recordAudit, type AuditedActor } from '../audit/audit';
import { revokeUserSessions } from '../auth/sessions';
import { complaints } from '../complaints/complaints.schema';
import { presentComplaints } from '../complaints/complaints.commands';
import { impersonationPolicy } from '../impersonation/impersonation.policy';
import { likePattern } from '../listings/cabinet-listings.commands';
import { cards, events } from '../listings/listings.schema';
import { restrictionPolicy } from '../restrictions/restrictions.policy';
import { userRestrictions } from '../restrictions/restrictions.schema';
import { reviewComments, reviews } from '../reviews/reviews.schema';
import { tariffs } from '../tariffs/tariffs.schema';
import { users, type UserRow } from './users.schema';

type UsersQuery = z.output<typeof supportUsersQuery>;

/** The restriction types in force now of a batch of users, by user. */
async function restrictedNow(
  db: Executor,
  userIds: number[],
  now: Date,
): Promise<Map<number, RestrictionType[]>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .select({ userId: userRestrictions.userId, type: userRestrictions.type })
    .from(userRestrictions)
    .where(
      and(
        inArray(userRestrictions.userId, userIds),
        sql`${userRestrictions.removedAt} is null`,
        sql`(${userRestrictions.endsAt} is null or ${userRestrictions.endsAt} > ${now.toISOString()}::timestamptz)`,
      ),
    );
  const byUser = new Map<number, RestrictionType[]>();
  for (const row of rows) {
    const types = byUser.get(row.userId) ?? [];
    if (!types.includes(row.type)) types.push(row.type);
    byUser.set(row.userId, types);
  }
  return byUser;
}

const accountsCount =
  sql<number>`(select count(*) from ${accounts} where ${accounts.userId} = ${users.id})`.mapWith(
    Number,
  );

function presentUser(
  row: Pick<UserRow, 'id' | 'name' | 'email' | 'phone' | 'roles' | 'createdAt'> & {
    accountsCount: number;
  },
  restricted: RestrictionType[],
): SupportUser {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    roles: row.roles as Role[],
    created_at: row.createdAt.toISOString(),
    restricted,
    accounts_count: row.accountsCount,
  };
}

const USER_ORDER: Record<UsersQuery['sort'], SQL[]> = {
  newest: [sql`${users.createdAt} desc`, sql`${users.id} desc`],
  oldest: [sql`${users.createdAt} asc`, sql`${users.id} asc`],
  name: [sql`lower(${users.name}) asc`, sql`${users.id} asc`],
};

/**
 * Support's user search: by name, e-mail or phone (a part of any), those restricted now, those
 * holding a role; newest first by default, paged.
 */
export async function listSupportUsers(
  db: Executor,
  query: UsersQuery,
  now: Date,
): Promise<{ rows: SupportUser[]; total: number }> {
  const text = query.q?.trim();
  const pattern = text ? likePattern(text) : undefined;
  const digits = text?.replace(/\D/g, '');
  const where = and(
    pattern
      ? or(
          sql`${users.name} ilike ${pattern}`,
          sql`${users.email} ilike ${pattern}`,
          digits && digits.length >= 3
            ? sql`regexp_replace(coalesce(${users.phone}, ''), '\\D', '', 'g') like ${`%${digits}%`}`
            : undefined,
        )
      : undefined,
    query.restricted
      ? sql`exists (select 1 from ${userRestrictions} r where r.user_id = ${users.id}
          and r.removed_at is null and (r.ends_at is null or r.ends_at > ${now.toISOString()}::timestamptz))`
      : undefined,
    query.role ? sql`${query.role} = any(${users.roles})` : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: users.id,
        name: users.name,
        email: users.email,
        phone: users.phone,
        roles: users.roles,
        createdAt: users.createdAt,
        accountsCount,
      })
      .from(users)
      .where(where)
      .orderBy(...USER_ORDER[query.sort])
      .limit(query.per_page)
      .offset((query.page - 1) * query.per_page),
    db.select({ total: count() }).from(users).where(where),
  ]);
  const restricted = await restrictedNow(
    db,
    rows.map((row) => row.id),
    now,
  );
  return {
    rows: rows.map((row) => presentUser(row, restricted.get(row.id) ?? [])),
    total: Number(total?.total ?? 0),
  };
}

const LISTINGS_SHOWN = 50;
const REVIEWS_SHOWN = 50;
const COMPLAINTS_SHOWN = 50;

/**
 * Everything support looks at about one user: their profile, accounts with balances and tariffs,
 * newest cards and events, reviews written, complaints made and received (about them, their
 * records, reviews and comments), and what the actor may do to them. Restrictions and audit
 * entries have their own calls (the page loads them beside this).
 */
export async function supportUserDetail(
  db: Executor,
  actor: Actor,
  userId: number,
  now: Date,
): Promise<SupportUserDetail> {
  const [user] = await db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      phone: users.phone,
      roles: users.roles,
      createdAt: users.createdAt,
      language: users.language,
      rating: users.rating,
      reviewsCount: users.reviewsCount,
      accountsCount,
    })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) throw notFound('USER_NOT_FOUND');

  const recordCount = (table: typeof cards | typeof events) =>
    sql<number>`(select count(*) from ${table} where ${table.accountId} = ${accounts.id})`.mapWith(
      Number,
    );
  const ownAccounts = db
    .select({ id: accounts.id })
    .from(accounts)
    .where(eq(accounts.userId, userId));
  const listingsOf = (table: typeof cards | typeof events, kind: 'card' | 'event') =>
    db
      .select({
        id: table.id,
        title: table.title,
        state: table.state,
        accountId: table.accountId,
        vip: kind === 'card' ? cards.vip : sql<boolean>`false`,
        updatedAt: table.updatedAt,
      })
      .from(table)
      .where(inArray(table.accountId, ownAccounts))
      .orderBy(desc(table.updatedAt), desc(table.id))
      .limit(LISTINGS_SHOWN)
      .then((rows) => rows.map((row) => ({ ...row, kind })));

  const reviewedTitle = sql<string>`coalesce(
    case when ${reviews.subjectType} = 'card'
      then (select c.title from ${cards} c where c.id = ${reviews.subjectId})
      else (select e.title from ${events} e where e.id = ${reviews.subjectId}) end, '')`;

  // Complaints about the user, or about what they own or wrote.
  const aboutUser = or(
    and(eq(complaints.targetType, 'user'), eq(complaints.targetId, userId)),
    and(
      eq(complaints.targetType, 'card'),
      inArray(
        complaints.targetId,
        db.select({ id: cards.id }).from(cards).where(inArray(cards.accountId, ownAccounts)),
      ),
    ),
    and(
      eq(complaints.targetType, 'event'),
      inArray(
        complaints.targetId,
        db.select({ id: events.id }).from(events).where(inArray(events.accountId, ownAccounts)),
      ),
    ),
    and(
      eq(complaints.targetType, 'review'),
      inArray(
        complaints.targetId,
        db.select({ id: reviews.id }).from(reviews).where(eq(reviews.authorId, userId)),
      ),
    ),
    and(
      eq(complaints.targetType, 'comment'),
      inArray(
        complaints.targetId,
        db
          .select({ id: reviewComments.id })
          .from(reviewComments)
          .where(eq(reviewComments.authorId, userId)),
      ),
    ),
  );

  const [accountRows, cardRows, eventRows, reviewRows, made, received, restricted] =
    await Promise.all([
      db
        .select({
          id: accounts.id,
          title: accounts.title,
          balance: accounts.balance,
          currency: accounts.currency,
          tariffId: tariffs.id,
          tariffEn: tariffs.titleEn,
          tariffRu: tariffs.titleRu,
          tariffKz: tariffs.titleKz,
          finish: accounts.tariffFinishAt,
          cardsCount: recordCount(cards),
          eventsCount: recordCount(events),
        })
        .from(accounts)
        .innerJoin(tariffs, eq(tariffs.id, accounts.tariffId))
        .where(eq(accounts.userId, userId))
        .orderBy(asc(accounts.id)),
      listingsOf(cards, 'card'),
      listingsOf(events, 'event'),
      db
        .select({
          id: reviews.id,
          subjectType: reviews.subjectType,
          subjectId: reviews.subjectId,
          score: reviews.score,
          text: reviews.text,
          deletedAt: reviews.deletedAt,
          createdAt: reviews.createdAt,
          recordTitle: reviewedTitle,
        })
        .from(reviews)
        .where(eq(reviews.authorId, userId))
        .orderBy(desc(reviews.createdAt))
        .limit(REVIEWS_SHOWN),
      db
        .select()
        .from(complaints)
        .where(eq(complaints.complainerId, userId))
        .orderBy(desc(complaints.id))
        .limit(COMPLAINTS_SHOWN),
      db
        .select()
        .from(complaints)
        .where(aboutUser)
        .orderBy(desc(complaints.id))
        .limit(COMPLAINTS_SHOWN),
      restrictedNow(db, [userId], now),
    ]);

  const [complaintsMade, complaintsReceived] = await Promise.all([
    presentComplaints(db, made),
    presentComplaints(db, received),
  ]);
  return {
    ...presentUser(user, restricted.get(userId) ?? []),
    language: user.language,
    rating: user.rating,
    reviews_count: user.reviewsCount,
    accounts: accountRows.map((row) => ({
      id: row.id,
      title: row.title,
      balance: row.balance,
      currency: row.currency,
      tariff: { id: row.tariffId, title: { en: row.tariffEn, ru: row.tariffRu, kz: row.tariffKz } },
      tariff_finish_dt: row.finish?.toISOString() ?? null,
      cards_count: row.cardsCount,
      events_count: row.eventsCount,
    })),
    listings: [...cardRows, ...eventRows]
      .sort((a, b) => b.updatedAt.getTime() - a.updatedAt.getTime())
      .map((row) => ({
        id: row.id,
        kind: row.kind,
        title: row.title,
        state: row.state,
        account_id: row.accountId,
        vip: row.vip,
        updated_at: row.updatedAt.toISOString(),
      })),
    reviews: reviewRows.map((row) => ({
      id: row.id,
      subject_type: row.subjectType,
      subject_id: row.subjectId,
      record_title: row.recordTitle,
      score: row.score,
      review: row.text,
      deleted_by_support: row.deletedAt !== null,
      created_at: row.createdAt.toISOString(),
    })),
    complaints_made: complaintsMade,
    complaints_received: complaintsReceived,
    policies: {
      impersonate: impersonationPolicy.can(actor, 'start', user),
      restrict: restrictionPolicy.can(actor, 'create', { id: user.id }),
      grant_roles: can(actor, 'grant:role'),
    },
  };
}

/**
 * An admin grants a staff role, or revokes one (`grant: false`), audited as `role.grant` /
 * `role.revoke`. Granting a role held, or revoking one not held, changes nothing and records
 * nothing. An admin cannot revoke their own admin role (someone must be left to give it back).
 * The user's sessions end when a role is revoked, so no open page keeps its powers.
 */
export async function setUserRole(
  db: Db,
  actor: AuditedActor,
  userId: number,
  role: Role,
  grant: boolean,
): Promise<void> {
  if (!grant && role === 'admin' && userId === actor.id) {
    throw validationFailed({ role: FIELD_MESSAGES.INVALID_CHOICE });
  }
  await db.transaction(async (tx) => {
    const [user] = await tx
      .select({ roles: users.roles })
      .from(users)
      .where(eq(users.id, userId))
      .for('update');
    if (!user) throw notFound('USER_NOT_FOUND');
    const held = user.roles as Role[];
    if (held.includes(role) === grant) return;
    const roles = grant ? [...held, role] : held.filter((current) => current !== role);
    await tx
      .update(users)
      .set({ roles, updatedAt: sql`now()` })
      .where(eq(users.id, userId));
    if (!grant) await revokeUserSessions(tx, userId);
    await recordAudit(tx, actor, {
      action: grant ? 'role.grant' : 'role.revoke',
      subject: { type: 'user', id: userId },
      userId,
      before: { roles: held },
      after: { roles },
    });
  });
}
