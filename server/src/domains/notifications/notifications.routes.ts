import { dataOf } from '@bilim/contract/api';
import {
  NOTIFICATIONS_PAGE_SIZE,
  notificationCheckParams,
  notificationSettingsBody,
  notificationSettingsSchema,
  notificationsAnswer,
  pushSubscriptionBody,
  pushUnsubscribeBody,
} from '@bilim/contract/notifications';
import { and, count, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { ZodApp } from '../../http/types';
import { presentList } from '../../lib/presenter';
import { currentActor } from '../auth/authenticate';
import { loadPreferences, savePreferences } from './notification-preferences';
import { checkNotifications, listNotifications } from './notifications.commands';
import { presentNotification } from './notifications.presenter';
import { pushSubscriptions } from './notifications.schema';

/**
 * The bell's calls at the spec's own paths (§7: GET /notifications, POST /notifications/{id}),
 * and the user's choices of channels per kind with their browsers' push subscriptions.
 */
export function notificationsRoutes(app: ZodApp, ctx: AppContext): void {
  const tags = ['notifications'];
  const signedIn = { access: 'signed-in' as const };

  async function answerList(userId: number) {
    const list = await listNotifications(ctx.db, userId, NOTIFICATIONS_PAGE_SIZE);
    const page = presentList(list.rows.map(presentNotification), {
      current: 1,
      perPage: NOTIFICATIONS_PAGE_SIZE,
      total: list.total,
    });
    return { data: page.data, meta: { ...page.meta, unread: list.unread } };
  }

  app.get('/notifications', {
    config: signedIn,
    schema: { tags, response: { 200: notificationsAnswer } },
    handler: async (request) => answerList(currentActor(request).id),
  });

  app.post('/notifications/:id', {
    config: signedIn,
    schema: { tags, params: notificationCheckParams, response: { 200: notificationsAnswer } },
    handler: async (request) => {
      const { id } = currentActor(request);
      await checkNotifications(ctx.db, id, request.params.id);
      return answerList(id);
    },
  });

  async function answerSettings(userId: number) {
    const [kinds, keys, [subscribed]] = await Promise.all([
      loadPreferences(ctx.db, userId),
      ctx.push.keys(),
      ctx.db
        .select({ count: count() })
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.userId, userId)),
    ]);
    return {
      data: {
        kinds,
        push: { public_key: keys.publicKey, subscriptions: subscribed?.count ?? 0 },
      },
    };
  }

  app.get('/api/cabinet/notification-settings', {
    config: signedIn,
    schema: { tags, response: { 200: dataOf(notificationSettingsSchema) } },
    handler: async (request) => answerSettings(currentActor(request).id),
  });

  app.put('/api/cabinet/notification-settings', {
    config: signedIn,
    schema: {
      tags,
      body: notificationSettingsBody,
      response: { 200: dataOf(notificationSettingsSchema) },
    },
    handler: async (request) => {
      const { id } = currentActor(request);
      await savePreferences(ctx.db, id, request.body.kinds);
      return answerSettings(id);
    },
  });

  app.post('/api/cabinet/push-subscriptions', {
    config: signedIn,
    schema: {
      tags,
      body: pushSubscriptionBody,
      response: { 201: dataOf(notificationSettingsSchema) },
    },
    handler: async (request, reply) => {
      const { id } = currentActor(request);
      const { endpoint, keys } = request.body;
      // A browser has one subscription: signed in as someone else, it now pushes to them.
      await ctx.db
        .insert(pushSubscriptions)
        .values({ userId: id, endpoint, p256dh: keys.p256dh, auth: keys.auth })
        .onConflictDoUpdate({
          target: pushSubscriptions.endpoint,
          set: {
            userId: id,
            p256dh: keys.p256dh,
            auth: keys.auth,
            createdAt: sql`now()`,
          },
        });
      return reply.code(201).send(await answerSettings(id));
    },
  });

  app.delete('/api/cabinet/push-subscriptions', {
    config: signedIn,
    schema: {
      tags,
      body: pushUnsubscribeBody,
      response: { 200: dataOf(notificationSettingsSchema) },
    },
    handler: async (request) => {
      const { id } = currentActor(request);
      await ctx.db
        .delete(pushSubscriptions)
        .where(
          and(
            eq(pushSubscriptions.userId, id),
            eq(pushSubscriptions.endpoint, request.body.endpoint),
          ),
        );
      return answerSettings(id);
    },
  });
}
