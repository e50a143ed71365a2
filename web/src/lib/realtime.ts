import { useEffect } from 'react';
import type { Socket } from 'socket.io-client';
import {
  REALTIME_EVENTS,
  REALTIME_PATH,
  type RealtimeEventName,
  type RealtimeEvents,
} from '@bilim/contract/realtime';
import { getSession, subscribeSession } from './session';

/**
 * The one realtime channel to the server (spec §1, §4, §7): Socket.IO on the same origin over
 * WebSocket only, with the session's bearer token in the handshake. It is open while a session
 * is stored and some part of the app has started it (the layout does, for signed-in users);
 * socket.io-client is loaded only then, so anonymous visitors never download it.
 *
 * Features listen with `subscribe(event, handler)` and learn with `onResync` when they may have
 * missed events and should read the server again.
 */

/**
 * Whether a cached answer was read before `since` (and is not being read again right now): what
 * a listener refreshes when the channel (re)connects.
 */
export const readBefore =
  (since: number) =>
  (query: { state: { dataUpdatedAt: number; fetchStatus: string } }): boolean =>
    query.state.fetchStatus === 'idle' && query.state.dataUpdatedAt < since;

/** Why listeners should read the server again. */
export type ResyncReason =
  /**
   * The socket (re)connected: what was read before it was open (the page's first answers, or
   * before a break) may have missed events. Listeners refresh what they read before `since`.
   */
  | 'connected'
  /**
   * The server turned the token away or closed the session's socket: the channel stays shut
   * until the listeners have asked the API (where a 401 signs the user out), then tries again.
   */
  | 'refused';

type ResyncListener = (reason: ResyncReason, since: number) => unknown;

/** Socket.IO's own reconnection after network breaks: 1 s doubling up to 30 s, ±50 %. */
const RECONNECTION = {
  reconnectionDelay: 1_000,
  reconnectionDelayMax: 30_000,
  randomizationFactor: 0.5,
};
/** After a refusal the next handshake waits 5 s, doubling up to 5 minutes, ±50 %. */
const REFUSED_RETRY_MS = 5_000;
const REFUSED_RETRY_MAX_MS = 300_000;

const eventListeners = new Map<RealtimeEventName, Set<(payload: unknown) => void>>();
const resyncListeners = new Set<ResyncListener>();

let socket: Socket | null = null;
/** The token the current socket was opened with (null while closed). */
let socketToken: string | null = null;
/** Bumped whenever the socket is closed, so a late import, event or timer of an old one does nothing. */
let generation = 0;
let refusals = 0;
let retryTimer: ReturnType<typeof setTimeout> | undefined;
let starters = 0;
let stopFollowingSession: (() => void) | undefined;

/** Listens to one event of the server; answers the function that stops listening. */
export function subscribe<E extends RealtimeEventName>(
  event: E,
  handler: (payload: RealtimeEvents[E]) => void,
): () => void {
  // `dispatch` has checked the payload against REALTIME_EVENTS[event] before any listener runs.
  const listener = (payload: unknown) => handler(payload as RealtimeEvents[E]);
  let listeners = eventListeners.get(event);
  if (!listeners) eventListeners.set(event, (listeners = new Set()));
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Tells `listener` when cached server data may be stale (see ResyncReason). */
export function onResync(listener: ResyncListener): () => void {
  resyncListeners.add(listener);
  return () => {
    resyncListeners.delete(listener);
  };
}

const isRealtimeEvent = (event: string): event is RealtimeEventName =>
  Object.prototype.hasOwnProperty.call(REALTIME_EVENTS, event);

function dispatch(event: string, payload: unknown): void {
  // Events of later issues (chat) reach clients that do not know them yet: ignored.
  if (!isRealtimeEvent(event)) return;
  const parsed = REALTIME_EVENTS[event].safeParse(payload);
  if (!parsed.success) {
    console.warn(`Unexpected realtime event ${event}`, parsed.error.issues);
    return;
  }
  for (const listener of eventListeners.get(event) ?? []) {
    try {
      listener(parsed.data);
    } catch (error) {
      console.error(`A listener of the realtime event ${event} failed`, error);
    }
  }
}

async function resync(reason: ResyncReason, since = Date.now()): Promise<void> {
  await Promise.allSettled([...resyncListeners].map(async (listener) => listener(reason, since)));
}

function refusedRetryDelay(attempt: number): number {
  const base = Math.min(REFUSED_RETRY_MS * 2 ** attempt, REFUSED_RETRY_MAX_MS);
  return base * (0.5 + Math.random());
}

/** The server refused the handshake or closed the socket: let the API decide, then try again. */
async function handleRefusal(opened: Socket, mine: number): Promise<void> {
  await resync('refused');
  // Signed out (a 401 cleared the session) or signed in anew meanwhile: that path took over.
  if (mine !== generation) return;
  clearTimeout(retryTimer);
  retryTimer = setTimeout(() => {
    if (mine === generation) opened.connect();
  }, refusedRetryDelay(refusals));
  refusals += 1;
}

const loadClient = () => import('socket.io-client');

async function open(token: string): Promise<void> {
  const mine = generation;
  let io: Awaited<ReturnType<typeof loadClient>>['io'];
  try {
    ({ io } = await loadClient());
  } catch (error) {
    console.error('The realtime client could not be loaded', error);
    return;
  }
  if (mine !== generation) return;

  const opened = io({
    path: REALTIME_PATH,
    transports: ['websocket'],
    auth: { token },
    // A socket of its own per session: closing it closes the connection, whatever came before.
    forceNew: true,
    ...RECONNECTION,
  });
  socket = opened;

  opened.on('connect', () => {
    if (mine !== generation) return;
    refusals = 0;
    void resync('connected');
  });
  opened.on('connect_error', (error) => {
    // Network failures leave the socket active (Socket.IO retries on its own); a refusal by
    // the server's handshake (SESSION_EXPIRED, or a failed session lookup) does not.
    if (mine !== generation || opened.active) return;
    console.warn('The realtime channel was refused:', error.message);
    void handleRefusal(opened, mine);
  });
  opened.on('disconnect', (reason) => {
    // The server closes a session's sockets at logout, password changes and expiry.
    if (mine !== generation || reason !== 'io server disconnect') return;
    void handleRefusal(opened, mine);
  });
  opened.onAny((event: string, payload: unknown) => {
    if (mine === generation) dispatch(event, payload);
  });
}

function close(): void {
  generation += 1;
  clearTimeout(retryTimer);
  refusals = 0;
  socket?.disconnect();
  socket = null;
  socketToken = null;
}

/** Opens, reopens or closes the socket to match the stored session. */
function followSession(): void {
  const token = getSession()?.access_token ?? null;
  if (token === socketToken) return;
  close();
  if (token === null) return;
  socketToken = token;
  void open(token);
}

/**
 * Starts the channel: it follows the session from now on (opens after login, closes at logout,
 * reopens with another user's token). Answers the function that stops it; the channel closes
 * once every starter has stopped.
 */
export function startRealtime(): () => void {
  starters += 1;
  if (starters === 1) {
    stopFollowingSession = subscribeSession(followSession);
    followSession();
  }
  let stopped = false;
  return () => {
    if (stopped) return;
    stopped = true;
    starters -= 1;
    if (starters > 0) return;
    stopFollowingSession?.();
    stopFollowingSession = undefined;
    close();
  };
}

/** Keeps the channel open while the calling component is mounted (and a session is stored). */
export function useRealtimeChannel(): void {
  useEffect(() => startRealtime(), []);
}
