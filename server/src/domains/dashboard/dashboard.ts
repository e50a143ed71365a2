import { lastDays, shiftDay } from '@bilim/contract/calendar';
import type { Dashboard } from '@bilim/contract/staff';
import { sql } from 'drizzle-orm';
import { rowsOf, type Executor } from '../../db/db';
import { kazakhstanDayOf, kazakhstanDayStart } from '../../lib/kazakhstan-days';
import { homePromotions } from '../cards/promotions.schema';
import { chats } from '../chats/chats.schema';
import { complaints } from '../complaints/complaints.schema';
import { cards } from '../listings/listings.schema';
import { userRestrictions } from '../restrictions/restrictions.schema';
import { showingCondition } from '../slides/slides.commands';
import { slides } from '../slides/slides.schema';
import { users } from '../users/users.schema';

const DAYS = 7;

/**
 * The support dashboard: what waits now (open complaints, support conversations with a message
 * support has not read, users restricted now) and what advertisement runs (slides showing, VIP
 * and promoted cards), with the last seven Kazakhstan days' complaints, support conversations
 * started, restrictions set and registrations. One statement; every count is indexed or small.
 */
export async function loadDashboard(db: Executor, now: Date): Promise<Dashboard> {
  const { from } = lastDays(DAYS, now);
  const at = sql`${now.toISOString()}::timestamptz`;
  const since = kazakhstanDayStart(from);
  const perDay = (
    table: typeof complaints | typeof users | typeof userRestrictions,
    name: string,
    where = sql`true`,
  ) =>
    sql`select ${kazakhstanDayOf(table.createdAt)} as day, ${sql.raw(`'${name}'`)} as what, count(*)::int as total
      from ${table} where ${table.createdAt} >= ${since} and ${where} group by 1`;
  const [counts] = await rowsOf<Record<string, number | string>>(
    db,
    sql`select
      (select count(*) from ${complaints} where ${complaints.closedAt} is null)::int as open_complaints,
      (select count(*) from ${chats} where ${chats.kind} = 'support' and ${chats.closedAt} is null
        and ${chats.otherUnread} > 0)::int as waiting_chats,
      (select count(distinct ${userRestrictions.userId}) from ${userRestrictions}
        where ${userRestrictions.removedAt} is null
        and (${userRestrictions.endsAt} is null or ${userRestrictions.endsAt} > ${at}))::int as restricted_users,
      (select count(*) from ${slides} where ${showingCondition(now, undefined)})::int as active_slides,
      (select count(*) from ${cards} where ${cards.vip})::int as vip_cards,
      (select count(*) from ${homePromotions})::int as promoted_cards`,
  );
  const daily = await rowsOf<{ day: string | Date; what: string; total: number }>(
    db,
    sql`${perDay(complaints, 'complaints')}
      union all select ${kazakhstanDayOf(chats.createdAt)}, 'support_chats', count(*)::int
        from ${chats} where ${chats.kind} = 'support' and ${chats.createdAt} >= ${since} group by 1
      union all ${perDay(userRestrictions, 'restrictions')}
      union all ${perDay(users, 'registrations')}`,
  );
  const dayText = (day: string | Date) =>
    typeof day === 'string' ? day.slice(0, 10) : day.toISOString().slice(0, 10);
  const days = Array.from({ length: DAYS }, (_, index) => shiftDay(from, index));
  const value = (day: string, what: string) =>
    daily
      .filter((row) => dayText(row.day) === day && row.what === what)
      .reduce((sum, row) => sum + Number(row.total), 0);
  return {
    open_complaints: Number(counts?.open_complaints ?? 0),
    waiting_chats: Number(counts?.waiting_chats ?? 0),
    restricted_users: Number(counts?.restricted_users ?? 0),
    active_slides: Number(counts?.active_slides ?? 0),
    vip_cards: Number(counts?.vip_cards ?? 0),
    promoted_cards: Number(counts?.promoted_cards ?? 0),
    last_7_days: days.map((day) => ({
      day,
      complaints: value(day, 'complaints'),
      support_chats: value(day, 'support_chats'),
      restrictions: value(day, 'restrictions'),
      registrations: value(day, 'registrations'),
    })),
  };
}
