import { ADMIN_DASHBOARD_DAYS, type AdminDashboard } from '@bilim/contract/admin';
import { lastDays, shiftDay } from '@bilim/contract/calendar';
import { DEFAULT_CURRENCY } from '@bilim/contract/constants';
import { sql, type SQL } from 'drizzle-orm';
import { rowsOf, type Executor } from '../../db/db';
import { kazakhstanDayOf, kazakhstanDayStart } from '../../lib/kazakhstan-days';
import { complaints } from '../complaints/complaints.schema';
import { ledgerEntries } from '../ledger/ledger.schema';
import { cards, events } from '../listings/listings.schema';
import { users } from '../users/users.schema';

/** What the money a day brought is: charges for tariffs, renewals and VIP, less refunds. */
const REVENUE_KINDS = sql.raw(`'tariff_charge', 'renewal', 'vip_purchase', 'refund'`);

/**
 * The admin dashboard (issue 15, spec §2 admin, "statistics"): users, published records and open
 * complaints now, and per Kazakhstan day of the last 30: registrations, new cards and events,
 * top-ups and revenue (charges are negative entries in the ledger, refunds positive).
 */
export async function loadAdminDashboard(db: Executor, now: Date): Promise<AdminDashboard> {
  const { from } = lastDays(ADMIN_DASHBOARD_DAYS, now);
  const since = kazakhstanDayStart(from);
  const perDay = (
    table: typeof users | typeof cards | typeof events | typeof ledgerEntries,
    what: string,
    value: SQL,
    where: SQL = sql`true`,
  ) =>
    sql`select ${kazakhstanDayOf(table.createdAt)} as day, ${sql.raw(`'${what}'`)} as what,
      ${value} as total from ${table} where ${table.createdAt} >= ${since} and ${where} group by 1`;
  const [[current], daily] = await Promise.all([
    rowsOf<Record<string, number>>(
      db,
      sql`select
        (select count(*) from ${users})::int as users,
        (select count(*) from ${cards} where ${cards.state} = 'published')::int as published_cards,
        (select count(*) from ${events} where ${events.state} = 'published')::int as published_events,
        (select count(*) from ${complaints} where ${complaints.closedAt} is null)::int as open_complaints`,
    ),
    rowsOf<{ day: string | Date; what: string; total: number | string }>(
      db,
      sql`${perDay(users, 'registrations', sql`count(*)`)}
        union all ${perDay(cards, 'cards', sql`count(*)`)}
        union all ${perDay(events, 'events', sql`count(*)`)}
        union all ${perDay(ledgerEntries, 'top_ups', sql`sum(${ledgerEntries.amount})`, sql`${ledgerEntries.kind} = 'top_up'`)}
        union all ${perDay(ledgerEntries, 'revenue', sql`-sum(${ledgerEntries.amount})`, sql`${ledgerEntries.kind} in (${REVENUE_KINDS})`)}`,
    ),
  ]);
  const dayText = (day: string | Date) =>
    typeof day === 'string' ? day.slice(0, 10) : day.toISOString().slice(0, 10);
  const value = (day: string, what: string) =>
    daily
      .filter((row) => dayText(row.day) === day && row.what === what)
      .reduce((sum, row) => sum + Number(row.total), 0);
  return {
    users: Number(current?.users ?? 0),
    published_cards: Number(current?.published_cards ?? 0),
    published_events: Number(current?.published_events ?? 0),
    open_complaints: Number(current?.open_complaints ?? 0),
    currency: DEFAULT_CURRENCY,
    days: Array.from({ length: ADMIN_DASHBOARD_DAYS }, (_, index) => {
      const day = shiftDay(from, index);
      return {
        day,
        registrations: value(day, 'registrations'),
        cards: value(day, 'cards'),
        events: value(day, 'events'),
        top_ups: value(day, 'top_ups'),
        revenue: value(day, 'revenue'),
      };
    }),
  };
}
