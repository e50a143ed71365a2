import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Statistics } from '@bilim/contract/money';
import { rowsOf, type Executor } from '../../db/db';
import { kazakhstanDayOf, withinKazakhstanDays } from '../../lib/kazakhstan-days';
import { accounts, type AccountRow } from '../accounts/accounts.schema';
import { publicListingCondition } from '../catalog/catalog.filters';
import { reviews } from '../reviews/reviews.schema';
import { favoriteCards, favoriteEvents } from '../favorites/favorites.schema';
import type { ListingKind } from '../listings/listing-kinds';
import { cardDailyStats, cards, eventDailyStats, events } from '../listings/listings.schema';
import { accountLimits } from '../tariffs/tariff-limits';
import { tariffs, type TariffRow } from '../tariffs/tariffs.schema';
import type { Period } from './statistics.period';

/** Whose records a statistics answer counts. */
export interface StatisticsScope {
  accountIds: number[];
  /** The provider's public page counts published records only; the cabinet counts them all. */
  publishedOnly: boolean;
  /** The moment "public" is judged at (the app's clock). */
  now: Date;
}

/** Where each kind keeps its daily counters and its favorites. */
const SOURCES = {
  card: {
    table: cards,
    daily: cardDailyStats,
    dailyOwner: cardDailyStats.cardId,
    favorites: favoriteCards,
    favoriteOwner: favoriteCards.cardId,
  },
  event: {
    table: events,
    daily: eventDailyStats,
    dailyOwner: eventDailyStats.eventId,
    favorites: favoriteEvents,
    favoriteOwner: favoriteEvents.eventId,
  },
} as const;
const KINDS = Object.keys(SOURCES) as ListingKind[];

type Counts = Statistics['totals'];
type DayRow = Statistics['days'][number];
type RecordRow = Statistics['records'][number];

/** The records of the scope, of one kind. */
function scopeCondition(kind: ListingKind, scope: StatisticsScope): SQL | undefined {
  const { table } = SOURCES[kind];
  return and(
    inArray(table.accountId, scope.accountIds),
    scope.publishedOnly ? publicListingCondition(table, scope.now) : undefined,
  );
}

// Favorites carry a moment; statistics count them on Kazakhstan's calendar days.

/** One row per day of the period, quiet days included (zeros). */
async function dailySeries(db: Executor, scope: StatisticsScope, period: Period) {
  const activity = sql.join(
    KINDS.map((kind) => {
      const { table, daily, dailyOwner } = SOURCES[kind];
      return sql`select ${daily.day} as day, ${daily.views} as views, ${daily.contactReveals} as contact_reveals
        from ${daily} join ${table} on ${table.id} = ${dailyOwner}
        where ${scopeCondition(kind, scope)} and ${daily.day} between ${period.from} and ${period.to}`;
    }),
    sql` union all `,
  );
  const favorites = sql.join(
    KINDS.map((kind) => {
      const { table, favorites: favoritesTable, favoriteOwner } = SOURCES[kind];
      return sql`select ${kazakhstanDayOf(favoritesTable.createdAt)} as day
        from ${favoritesTable} join ${table} on ${table.id} = ${favoriteOwner}
        where ${scopeCondition(kind, scope)} and ${withinKazakhstanDays(favoritesTable.createdAt, period)}`;
    }),
    sql` union all `,
  );
  const written = sql.join(
    KINDS.map((kind) => {
      const { table } = SOURCES[kind];
      return sql`select ${kazakhstanDayOf(reviews.createdAt)} as day
        from ${reviews} join ${table} on ${table.id} = ${reviews.subjectId}
        where ${reviews.subjectType} = ${kind} and ${reviews.deletedAt} is null
          and ${scopeCondition(kind, scope)} and ${withinKazakhstanDays(reviews.createdAt, period)}`;
    }),
    sql` union all `,
  );
  return rowsOf<DayRow>(
    db,
    sql`select to_char(days.day, 'YYYY-MM-DD') as day,
        coalesce(activity.views, 0)::int as views,
        coalesce(activity.contact_reveals, 0)::int as contact_reveals,
        coalesce(added.favorites, 0)::int as favorites,
        coalesce(reviewed.reviews, 0)::int as reviews
      from generate_series(${period.from}::timestamp, ${period.to}::timestamp, interval '1 day') as days(day)
      left join (select day, sum(views) as views, sum(contact_reveals) as contact_reveals
        from (${activity}) as counted group by day) as activity on activity.day = days.day::date
      left join (select day, count(*) as favorites
        from (${favorites}) as favored group by day) as added on added.day = days.day::date
      left join (select day, count(*) as reviews
        from (${written}) as reviewed_days group by day) as reviewed on reviewed.day = days.day::date
      order by days.day`,
  );
}

/**
 * Each record's sums over the period. The cabinet lists every record that is not archived and
 * any archived one that was active, so the records always add up to the totals.
 */
async function recordSums(
  db: Executor,
  kind: ListingKind,
  scope: StatisticsScope,
  period: Period,
): Promise<RecordRow[]> {
  const { table, daily, dailyOwner, favorites, favoriteOwner } = SOURCES[kind];
  const rows = await rowsOf<Omit<RecordRow, 'kind'>>(
    db,
    sql`select ${table.id} as id, ${table.title} as title,
        coalesce(activity.views, 0)::int as views,
        coalesce(activity.contact_reveals, 0)::int as contact_reveals,
        coalesce(added.favorites, 0)::int as favorites,
        coalesce(reviewed.reviews, 0)::int as reviews
      from ${table}
      left join (select ${dailyOwner} as id, sum(${daily.views}) as views,
          sum(${daily.contactReveals}) as contact_reveals
        from ${daily} where ${daily.day} between ${period.from} and ${period.to}
        group by ${dailyOwner}) as activity on activity.id = ${table.id}
      left join (select ${favoriteOwner} as id, count(*) as favorites
        from ${favorites} where ${withinKazakhstanDays(favorites.createdAt, period)}
        group by ${favoriteOwner}) as added on added.id = ${table.id}
      left join (select ${reviews.subjectId} as id, count(*) as reviews
        from ${reviews} where ${reviews.subjectType} = ${kind} and ${reviews.deletedAt} is null
          and ${withinKazakhstanDays(reviews.createdAt, period)}
        group by ${reviews.subjectId}) as reviewed on reviewed.id = ${table.id}
      where ${scopeCondition(kind, scope)}
        and (${table.state} <> 'archived' or activity.id is not null or added.id is not null
          or reviewed.id is not null)`,
  );
  return rows.map((row) => ({ kind, ...row }));
}

const byActivity = (a: RecordRow, b: RecordRow) =>
  b.views - a.views ||
  b.contact_reveals - a.contact_reveals ||
  b.favorites - a.favorites ||
  (b.reviews ?? 0) - (a.reviews ?? 0) ||
  a.kind.localeCompare(b.kind) ||
  a.id - b.id;

function sum(rows: readonly Counts[]): Counts {
  const totals = { views: 0, contact_reveals: 0, favorites: 0, reviews: 0 };
  for (const row of rows) {
    totals.views += row.views;
    totals.contact_reveals += row.contact_reveals;
    totals.favorites += row.favorites;
    totals.reviews += row.reviews ?? 0;
  }
  return totals;
}

/** What a provider without statistics in their tariff gets: the period and nothing else. */
export function unavailableStatistics(period: Period): Statistics {
  return {
    available: false,
    ...period,
    totals: { views: 0, contact_reveals: 0, favorites: 0, reviews: 0 },
    days: [],
    records: [],
  };
}

/** Views, contact reveals and favorites of the scope's records: per day, per record, in total. */
export async function collectStatistics(
  db: Executor,
  scope: StatisticsScope,
  period: Period,
): Promise<Statistics> {
  if (scope.accountIds.length === 0) return unavailableStatistics(period);
  const [days, cardRows, eventRows] = await Promise.all([
    dailySeries(db, scope, period),
    recordSums(db, 'card', scope, period),
    recordSums(db, 'event', scope, period),
  ]);
  return {
    available: true,
    ...period,
    totals: sum(days),
    days,
    records: [...cardRows, ...eventRows].sort(byActivity),
  };
}

/** Whether the account's tariff (or its Flexible choice) includes statistics. */
export const includesStatistics = (row: { account: AccountRow; tariff: TariffRow }) =>
  accountLimits(row.account, row.tariff).statistics;

/** A provider's accounts whose tariffs include statistics (what their public page may show). */
export async function accountsShowingStatistics(db: Executor, userId: number): Promise<number[]> {
  const rows = await db
    .select({ account: accounts, tariff: tariffs })
    .from(accounts)
    .innerJoin(tariffs, eq(tariffs.id, accounts.tariffId))
    .where(eq(accounts.userId, userId))
    .orderBy(asc(accounts.id));
  return rows.filter(includesStatistics).map((row) => row.account.id);
}
