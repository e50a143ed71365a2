import {
  NOTIFICATION_CHANNELS,
  NOTIFICATION_DEFAULTS,
  NOTIFICATION_KINDS,
  type NotificationChannel,
  type NotificationKind,
  type NotificationPreference,
} from '@bilim/contract/notifications';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/db';
import { notificationPreferences } from './notifications.schema';

/** Every kind with the user's channels: their choice where they made one, else the defaults. */
export async function loadPreferences(
  db: Executor,
  userId: number,
): Promise<NotificationPreference[]> {
  const rows = await db
    .select()
    .from(notificationPreferences)
    .where(eq(notificationPreferences.userId, userId));
  const chosen = new Map(rows.map((row) => [row.kind, row]));
  return NOTIFICATION_KINDS.map((kind) => {
    const row = chosen.get(kind);
    return row
      ? { kind, in_app: row.inApp, email: row.email, push: row.push }
      : { kind, ...NOTIFICATION_DEFAULTS[kind] };
  });
}

/** Keeps the user's choices for the kinds given; the others stay as they were. */
export async function savePreferences(
  db: Executor,
  userId: number,
  choices: readonly NotificationPreference[],
): Promise<void> {
  if (choices.length === 0) return;
  await db
    .insert(notificationPreferences)
    .values(
      choices.map((choice) => ({
        userId,
        kind: choice.kind,
        inApp: choice.in_app,
        email: choice.email,
        push: choice.push,
      })),
    )
    .onConflictDoUpdate({
      target: [notificationPreferences.userId, notificationPreferences.kind],
      set: {
        inApp: sql`excluded.in_app`,
        email: sql`excluded.email`,
        push: sql`excluded.push`,
        updatedAt: sql`now()`,
      },
    });
}

/** The channels each (user, kind) of a batch goes by, from their choices or the defaults. */
export async function channelsFor(
  db: Executor,
  wanted: ReadonlyArray<{ userId: number; kind: NotificationKind }>,
): Promise<(userId: number, kind: NotificationKind) => NotificationChannel[]> {
  const userIds = [...new Set(wanted.map((w) => w.userId))];
  const kinds = [...new Set(wanted.map((w) => w.kind))];
  const rows =
    userIds.length === 0
      ? []
      : await db
          .select()
          .from(notificationPreferences)
          .where(
            and(
              inArray(notificationPreferences.userId, userIds),
              inArray(notificationPreferences.kind, kinds),
            ),
          );
  const chosen = new Map(rows.map((row) => [`${row.userId}:${row.kind}`, row]));
  return (userId, kind) => {
    const row = chosen.get(`${userId}:${kind}`);
    const choice = row
      ? { in_app: row.inApp, email: row.email, push: row.push }
      : NOTIFICATION_DEFAULTS[kind];
    return NOTIFICATION_CHANNELS.filter((channel) => choice[channel]);
  };
}
