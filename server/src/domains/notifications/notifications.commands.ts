import type { NotificationKind, NotificationSubject } from '@bilim/contract/notifications';
import { and, desc, eq, isNull, lte, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/db';
import type { DomainEvents, EventType, StoredEvent } from '../../events/domain-events';
import { emit } from '../../events/emit';
import { channelsFor } from './notification-preferences';
import { notifications } from './notifications.schema';

/** A notification to write for one user. */
export interface NotificationDraft {
  userId: number;
  accountId: number | null;
  kind: NotificationKind;
  subject: NotificationSubject;
  objId: number | null;
  params: Record<string, unknown>;
}

/** What an account event names, as notification params (the owner's id is the recipient). */
function paramsOf<T extends { user_id: number }>({ user_id: _user, ...facts }: T) {
  return facts;
}

type Drafter<T extends EventType> = (payload: DomainEvents[T]) => NotificationDraft[];

/**
 * The notifications each domain event makes, by event type: who hears of it, as which kind,
 * about what. Later issues add their events here (reviews, complaints, messages).
 */
export const NOTIFYING_EVENTS: { [T in EventType]?: Drafter<T> } = {
  'tariff.changed': (p) => {
    const { unpublished, ...change } = paramsOf(p);
    const about = { userId: p.user_id, accountId: p.account_id, subject: 'tariff' as const };
    const drafts: NotificationDraft[] = [
      { ...about, kind: 'tariff_changed', objId: p.tariff_id, params: change },
    ];
    if (unpublished.cards.length + unpublished.events.length > 0) {
      drafts.push({
        ...about,
        kind: 'tariff_downgraded',
        objId: p.tariff_id,
        params: {
          account_id: p.account_id,
          account_title: p.account_title,
          tariff_id: p.tariff_id,
          tariff: p.tariff,
          ...unpublished,
        },
      });
    }
    return drafts;
  },
  'tariff.renewed': (p) => [
    {
      userId: p.user_id,
      accountId: p.account_id,
      kind: 'tariff_renewed',
      subject: 'tariff',
      objId: p.tariff_id,
      params: paramsOf(p),
    },
  ],
  'tariff.renewal_failed': (p) => [
    {
      userId: p.user_id,
      accountId: p.account_id,
      kind: 'renewal_failed',
      subject: 'balance',
      objId: p.account_id,
      params: paramsOf(p),
    },
  ],
  'tariff.renewal_reminder': (p) => [
    {
      userId: p.user_id,
      accountId: p.account_id,
      kind: 'renewal_reminder',
      subject: 'balance',
      objId: p.account_id,
      params: paramsOf(p),
    },
  ],
  'payment.succeeded': (p) => [
    {
      userId: p.user_id,
      accountId: p.account_id,
      kind: 'balance_topped_up',
      subject: 'balance',
      objId: p.account_id,
      params: paramsOf(p),
    },
  ],
  'balance.adjusted': (p) => [
    {
      userId: p.user_id,
      accountId: p.account_id,
      kind: 'balance_adjusted',
      subject: 'balance',
      objId: p.account_id,
      params: paramsOf(p),
    },
  ],
  'vip.bought': (p) => [
    {
      userId: p.user_id,
      accountId: p.account_id,
      kind: 'vip_bought',
      subject: 'card',
      objId: p.card_id,
      params: paramsOf(p),
    },
  ],
  'vip.expired': (p) => [
    {
      userId: p.user_id,
      accountId: p.account_id,
      kind: 'vip_expired',
      subject: 'card',
      objId: p.card_id,
      params: paramsOf(p),
    },
  ],
  'review.created': (p) => [
    {
      userId: p.owner_user_id,
      accountId: p.account_id,
      kind: 'review_received',
      subject: p.subject_type,
      objId: p.subject_id,
      params: {
        review_id: p.review_id,
        record_title: p.record_title,
        author_name: p.author_name,
        score: p.score,
      },
    },
  ],
  'listing.moderated': (p) => [
    {
      userId: p.owner_user_id,
      accountId: p.account_id,
      kind: 'listing_moderated',
      subject: p.kind,
      objId: p.id,
      params: { record_title: p.title, reason: p.reason, kind: p.kind },
    },
  ],
  'review.replied': (p) => [
    {
      userId: p.reviewer_id,
      accountId: null,
      kind: 'review_replied',
      subject: p.subject_type,
      objId: p.subject_id,
      params: { review_id: p.review_id, comment_id: p.comment_id, record_title: p.record_title },
    },
  ],
  'complaint.closed': (p) => [
    {
      userId: p.complainer_id,
      accountId: null,
      kind: 'complaint_closed',
      subject: 'complaint',
      objId: p.complaint_id,
      params: {
        target_type: p.target_type,
        target_id: p.target_id,
        target_label: p.target_label,
        resolution: p.resolution,
      },
    },
  ],
};

/**
 * Writes the notifications an event makes, each with the channels its user chose for its kind,
 * and emits `notification.created` for each in the same transaction (delivery follows from it).
 * Idempotent: an event's notifications are unique by (event, user, kind), so a second run writes
 * and emits nothing.
 */
export async function recordNotifications(
  db: Db,
  event: Pick<StoredEvent, 'id'>,
  drafts: readonly NotificationDraft[],
): Promise<number[]> {
  if (drafts.length === 0) return [];
  return db.transaction(async (tx) => {
    const channels = await channelsFor(tx, drafts);
    const written = await tx
      .insert(notifications)
      .values(
        drafts.map((draft) => ({
          ...draft,
          eventId: event.id,
          channels: channels(draft.userId, draft.kind),
        })),
      )
      .onConflictDoNothing()
      .returning({ id: notifications.id, userId: notifications.userId });
    await emit(
      tx,
      ...written.map((row) => ({
        type: 'notification.created' as const,
        payload: { notification_id: row.id, user_id: row.userId },
      })),
    );
    return written.map((row) => row.id);
  });
}

/** Notifications the bell shows: the user's, written for the app. */
const inBell = (userId: number) =>
  and(eq(notifications.userId, userId), sql`'in_app' = any(${notifications.channels})`);

/** The user's newest notifications for the bell, with the unread count and the total. */
export async function listNotifications(db: Executor, userId: number, limit: number) {
  const [rows, [counts]] = await Promise.all([
    db
      .select()
      .from(notifications)
      .where(inBell(userId))
      .orderBy(desc(notifications.id))
      .limit(limit),
    db
      .select({
        total: sql<number>`count(*)::int`,
        unread: sql<number>`(count(*) filter (where ${notifications.checkDt} is null))::int`,
      })
      .from(notifications)
      .where(inBell(userId)),
  ]);
  return { rows, total: counts?.total ?? 0, unread: counts?.unread ?? 0 };
}

/** Marks the user's unread notifications up to and including `upToId` read (0: none). */
export async function checkNotifications(db: Executor, userId: number, upToId: number) {
  if (upToId <= 0) return;
  await db
    .update(notifications)
    .set({ checkDt: sql`now()` })
    .where(
      and(
        eq(notifications.userId, userId),
        lte(notifications.id, upToId),
        isNull(notifications.checkDt),
      ),
    );
}

/** One notification by id (the delivery handlers read it as it is now). */
export async function findNotification(db: Executor, id: number) {
  const [row] = await db.select().from(notifications).where(eq(notifications.id, id));
  return row;
}

/** Marks a delivery (its letter, its push) done, so a handler run again does not repeat it. */
export async function markDelivered(
  db: Executor,
  id: number,
  delivery: 'emailedAt' | 'pushedAt',
): Promise<void> {
  await db
    .update(notifications)
    .set({ [delivery]: sql`now()` })
    .where(eq(notifications.id, id));
}
