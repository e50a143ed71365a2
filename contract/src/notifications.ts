import { z } from 'zod';
import { pageMetaSchema } from './api';

/**
 * What the site tells a signed-in user (spec §2 bell, §3 Notification, §4, §7): stored as a kind
 * with parameters, so each language words it, and delivered in the app, by e-mail and by browser
 * push as the user chooses per kind.
 */
export const NOTIFICATION_KINDS = [
  'tariff_changed',
  'tariff_downgraded',
  'tariff_renewed',
  'renewal_failed',
  'renewal_reminder',
  'balance_topped_up',
  'balance_adjusted',
  'vip_bought',
  'vip_expired',
  'review_received',
  'review_replied',
  'complaint_closed',
  'chat_unread',
  'listing_moderated',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** What a notification is about (its `subject`); `obj_id` is that thing's id. */
export const NOTIFICATION_SUBJECTS = [
  'tariff',
  'balance',
  'card',
  'event',
  'complaint',
  'chat',
] as const;
export type NotificationSubject = (typeof NOTIFICATION_SUBJECTS)[number];

export const NOTIFICATION_CHANNELS = ['in_app', 'email', 'push'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];
export type ChannelChoice = Record<NotificationChannel, boolean>;

const on = (email: boolean): ChannelChoice => ({ in_app: true, email, push: true });

/**
 * Until a user chooses: every kind in the app and by push (push needs the user's subscription
 * first), and by e-mail what costs money or records when missed.
 */
export const NOTIFICATION_DEFAULTS: Record<NotificationKind, ChannelChoice> = {
  tariff_changed: on(false),
  tariff_downgraded: on(true),
  tariff_renewed: on(false),
  renewal_failed: on(true),
  renewal_reminder: on(true),
  balance_topped_up: on(false),
  balance_adjusted: on(true),
  vip_bought: on(false),
  vip_expired: on(true),
  review_received: on(true),
  review_replied: on(false),
  complaint_closed: on(true),
  // A record taken off the site by support: the owner must learn why, also by e-mail.
  listing_moderated: on(true),
  // Chats have their own counter in the menu: a message still unread after a few minutes comes
  // by e-mail and push, not to the bell.
  chat_unread: { in_app: false, email: true, push: true },
};

const isoDateTime = z.string();

export const notificationSchema = z.object({
  id: z.number().int(),
  kind: z.enum(NOTIFICATION_KINDS),
  /** The English text; the web app words its own from `kind` and `params`. */
  title: z.string(),
  /** Values the text names: tariff title, amounts, dates, records. */
  params: z.record(z.string(), z.unknown()),
  subject: z.enum(NOTIFICATION_SUBJECTS),
  obj_id: z.number().int().nullable(),
  /** The provider account it concerns, if any. */
  account_id: z.number().int().nullable(),
  created_at: isoDateTime,
  /** When the user saw it; null while unread. */
  check_dt: isoDateTime.nullable(),
});
export type Notification = z.infer<typeof notificationSchema>;

/** The newest notifications GET /notifications lists. */
export const NOTIFICATIONS_PAGE_SIZE = 30;

/** GET /notifications and POST /notifications/{id}: newest first, with the unread count. */
export const notificationsAnswer = z.object({
  data: z.array(notificationSchema),
  meta: pageMetaSchema.extend({ unread: z.number().int() }),
});
export type NotificationsAnswer = z.infer<typeof notificationsAnswer>;

/** POST /notifications/{id}: `0` marks nothing; ids are PostgreSQL integers. */
export const notificationCheckParams = z.object({
  id: z.coerce.number().int().min(0).max(2_147_483_647),
});

/** The user's choice per kind (GET/PUT /api/cabinet/notification-settings). */
export const notificationPreferenceSchema = z.object({
  kind: z.enum(NOTIFICATION_KINDS),
  in_app: z.boolean(),
  email: z.boolean(),
  push: z.boolean(),
});
export type NotificationPreference = z.infer<typeof notificationPreferenceSchema>;

export const notificationSettingsSchema = z.object({
  kinds: z.array(notificationPreferenceSchema),
  push: z.object({
    /** The server's VAPID public key (base64url), for `pushManager.subscribe`. */
    public_key: z.string(),
    /** How many browsers of the user receive push. */
    subscriptions: z.number().int(),
  }),
});
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;

export const notificationSettingsBody = z.object({
  kinds: z.array(notificationPreferenceSchema).min(1).max(NOTIFICATION_KINDS.length),
});

/**
 * A browser's push subscription (`PushSubscription.toJSON()`). The endpoint is a serialized URL,
 * plain ASCII (zod counts characters, not bytes): 2000 at most stay within what the unique
 * index on it can hold.
 */
export const pushSubscriptionBody = z.object({
  endpoint: z
    .url({ protocol: /^https?$/ })
    .max(2000)
    .regex(/^[\x21-\x7e]+$/),
  keys: z.object({
    p256dh: z
      .string()
      .max(200)
      .regex(/^[A-Za-z0-9_-]+=*$/),
    auth: z
      .string()
      .max(100)
      .regex(/^[A-Za-z0-9_-]+=*$/),
  }),
});
export type PushSubscriptionBody = z.infer<typeof pushSubscriptionBody>;
export const pushUnsubscribeBody = pushSubscriptionBody.pick({ endpoint: true });

/** What a browser push shows: worded on the server in the user's language. */
export const pushMessageSchema = z.object({
  title: z.string(),
  body: z.string(),
  /** The page it opens, a path of the site. */
  url: z.string(),
  tag: z.string(),
});
export type PushMessage = z.infer<typeof pushMessageSchema>;
