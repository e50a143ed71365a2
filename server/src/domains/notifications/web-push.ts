import type { Agent } from 'node:https';
import type { PushMessage } from '@bilim/contract/notifications';
import webpush from 'web-push';
import type { Db } from '../../db/db';
import { keptSecret } from '../settings/kept-secret';

/** The server's VAPID key pair (base64url), which browsers' push services check. */
export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

const VAPID_SETTING = 'web_push_vapid_keys';

const isVapidKeys = (value: unknown): value is VapidKeys =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as VapidKeys).publicKey === 'string' &&
  typeof (value as VapidKeys).privateKey === 'string';

/** Where a push goes: a browser's subscription. */
export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** What a push service answered: delivered, or the subscription is gone (unsubscribed, expired). */
export type PushOutcome = 'sent' | 'gone';

/**
 * Web Push (RFC 8030, payload encrypted per RFC 8291, VAPID per RFC 8292) through `web-push`.
 * The keys are VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY, or a pair generated once and kept in the
 * database like the sandbox's secret, so every process signs with the same one.
 */
export class WebPushSender {
  constructor(
    private readonly db: Db,
    private readonly options: {
      subject: string;
      keys: VapidKeys | undefined;
      /** How to reach push services: through a proxy, or trusting a private CA. */
      agent?: Agent;
    },
  ) {}

  keys(): Promise<VapidKeys> {
    if (this.options.keys) return Promise.resolve(this.options.keys);
    return keptSecret(this.db, VAPID_SETTING, () => webpush.generateVAPIDKeys(), isVapidKeys);
  }

  /** Sends one message; a push service's refusal other than "gone" throws (to be retried). */
  async send(target: PushTarget, message: PushMessage): Promise<PushOutcome> {
    const keys = await this.keys();
    try {
      await webpush.sendNotification(
        { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
        JSON.stringify(message),
        {
          TTL: 24 * 60 * 60,
          urgency: 'normal',
          vapidDetails: { subject: this.options.subject, ...keys },
          timeout: 10_000,
          ...(this.options.agent && { agent: this.options.agent }),
        },
      );
      return 'sent';
    } catch (error) {
      const status = (error as { statusCode?: unknown }).statusCode;
      if (status === 404 || status === 410) return 'gone';
      throw error;
    }
  }
}
