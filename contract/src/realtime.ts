import type { z } from 'zod';
import { balanceEventSchema } from './money';
import { notificationSchema } from './notifications';

/**
 * The realtime gateway's events to a user's room (`user-<id>`), by name: a new notification (as
 * GET /notifications lists it) and a moved balance. Later issues add theirs (`chat.message`,
 * `chat.read`).
 */
export const REALTIME_EVENTS = {
  notification: notificationSchema,
  balance: balanceEventSchema,
} as const;
export type RealtimeEventName = keyof typeof REALTIME_EVENTS;
export type RealtimeEvents = { [K in RealtimeEventName]: z.infer<(typeof REALTIME_EVENTS)[K]> };

/** The Socket.IO path of the gateway: same origin, WebSocket transport only (spec §7). */
export const REALTIME_PATH = '/socket.io';
