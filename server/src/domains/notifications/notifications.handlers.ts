import { eq } from 'drizzle-orm';
import type { EventType } from '../../events/domain-events';
import { onEvent, type EventHandler } from '../../events/handlers';
import { users } from '../users/users.schema';
import { notificationLetter, notificationPath, wordNotification } from './notification-texts';
import {
  NOTIFYING_EVENTS,
  type NotificationDraft,
  findNotification,
  markDelivered,
  recordNotifications,
} from './notifications.commands';
import { presentNotification } from './notifications.presenter';
import { pushSubscriptions } from './notifications.schema';

/** Every event that notifies someone writes its notifications (`notifications.record`). */
const recorders = (Object.keys(NOTIFYING_EVENTS) as EventType[]).map((type) =>
  onEvent(type, 'notifications.record', async (event, ctx) => {
    const drafter = NOTIFYING_EVENTS[type] as unknown as (payload: unknown) => NotificationDraft[];
    await recordNotifications(ctx.db, event, drafter(event.payload));
  }),
);

/**
 * Delivery of a written notification, one handler per channel it was written for: live to the
 * user's open pages, by e-mail, by browser push. Each does its part once (the letter and the push
 * are marked on the notification), so a retry after another channel failed repeats nothing.
 */
const deliverers: EventHandler[] = [
  onEvent('notification.created', 'notifications.live', async (event, ctx) => {
    const notification = await findNotification(ctx.db, event.payload.notification_id);
    if (!notification?.channels.includes('in_app')) return;
    ctx.realtime.toUser(notification.userId, 'notification', presentNotification(notification));
  }),
  onEvent('notification.created', 'notifications.email', async (event, ctx) => {
    const notification = await findNotification(ctx.db, event.payload.notification_id);
    if (!notification?.channels.includes('email') || notification.emailedAt) return;
    const [recipient] = await ctx.db
      .select({ email: users.email, name: users.name, language: users.language })
      .from(users)
      .where(eq(users.id, notification.userId));
    if (!recipient) return;
    await ctx.mailer.send(notificationLetter(notification, recipient, ctx.config.publicUrl));
    await markDelivered(ctx.db, notification.id, 'emailedAt');
  }),
  onEvent('notification.created', 'notifications.push', async (event, ctx) => {
    const notification = await findNotification(ctx.db, event.payload.notification_id);
    if (!notification?.channels.includes('push') || notification.pushedAt) return;
    const targets = await ctx.db
      .select({
        id: pushSubscriptions.id,
        endpoint: pushSubscriptions.endpoint,
        p256dh: pushSubscriptions.p256dh,
        auth: pushSubscriptions.auth,
        language: users.language,
      })
      .from(pushSubscriptions)
      .innerJoin(users, eq(users.id, pushSubscriptions.userId))
      .where(eq(pushSubscriptions.userId, notification.userId));
    const failures: unknown[] = [];
    for (const target of targets) {
      const words = wordNotification(notification, target.language);
      try {
        const outcome = await ctx.push.send(target, {
          title: words.title,
          body: words.text,
          url: notificationPath(notification),
          tag: `notification-${notification.id}`,
        });
        // The browser unsubscribed or the subscription expired: it is forgotten.
        if (outcome === 'gone') {
          await ctx.db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, target.id));
        }
      } catch (error) {
        failures.push(error);
      }
    }
    // Push is best effort per browser, but when every browser's service refused, try later.
    if (targets.length > 0 && failures.length === targets.length) throw failures[0];
    await markDelivered(ctx.db, notification.id, 'pushedAt');
  }),
];

export const notificationHandlers: EventHandler[] = [...recorders, ...deliverers];
