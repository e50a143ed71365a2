import type { z } from 'zod';
import {
  chatBlockEventSchema,
  chatMessageEventSchema,
  chatReadEventSchema,
  chatTypingEventSchema,
} from './chats';
import { balanceEventSchema } from './money';
import { notificationSchema } from './notifications';

/**
 * The realtime gateway's events to a user's room (`user-<id>`), by name: a new notification (as
 * GET /notifications lists it), a moved balance, and chats' messages, read marks, blocks and
 * typing.
 */
export const REALTIME_EVENTS = {
  notification: notificationSchema,
  balance: balanceEventSchema,
  'chat.message': chatMessageEventSchema,
  'chat.read': chatReadEventSchema,
  'chat.block': chatBlockEventSchema,
  'chat.typing': chatTypingEventSchema,
} as const;
export type RealtimeEventName = keyof typeof REALTIME_EVENTS;
export type RealtimeEvents = { [K in RealtimeEventName]: z.infer<(typeof REALTIME_EVENTS)[K]> };

/** The Socket.IO path of the gateway: same origin, WebSocket transport only (spec §7). */
export const REALTIME_PATH = '/socket.io';
