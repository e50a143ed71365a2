/**
 * This browser's Web Push subscription: permission, the service worker (/sw.js imports
 * /push-handler.js, which shows the messages) and the push service. The server only learns of
 * the subscription afterwards (api/subscribe-push.ts).
 */

/** Why push could not be turned on, as the settings word it. */
export type PushProblem = 'unsupported' | 'denied' | 'dismissed' | 'failed';

export class PushSetupError extends Error {
  readonly problem: PushProblem;

  constructor(problem: PushProblem, cause?: unknown) {
    super(`Browser push could not be turned on: ${problem}`, { cause });
    this.name = 'PushSetupError';
    this.problem = problem;
  }
}

/** How long to wait for the service worker: it never comes where registration is blocked. */
const SERVICE_WORKER_WAIT_MS = 10_000;
/** How long to wait for the push service, which some browsers cannot reach and never answer. */
const PUSH_SERVICE_WAIT_MS = 20_000;

export function isPushSupported(): boolean {
  return (
    typeof window !== 'undefined' &&
    'serviceWorker' in navigator &&
    'PushManager' in window &&
    'Notification' in window
  );
}

/** The permission the site has now ('default' until the user answers the browser's question). */
export function pushPermission(): NotificationPermission | null {
  return isPushSupported() ? Notification.permission : null;
}

/** A VAPID key as the server sends it (base64url, RFC 4648 §5) in the bytes `subscribe` takes. */
export function base64UrlToBytes(value: string): Uint8Array<ArrayBuffer> {
  const base64 = value.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64.padEnd(base64.length + ((4 - (base64.length % 4)) % 4), '='));
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

function sameBytes(a: ArrayBuffer | null, b: Uint8Array): boolean {
  if (!a || a.byteLength !== b.byteLength) return false;
  const bytes = new Uint8Array(a);
  return bytes.every((byte, index) => byte === b[index]);
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`No answer within ${ms} ms`)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

/** This browser's current subscription, if it has one (without asking for anything). */
export async function currentPushSubscription(): Promise<PushSubscription | null> {
  if (!isPushSupported()) return null;
  const registration = await navigator.serviceWorker.getRegistration();
  return (await registration?.pushManager.getSubscription()) ?? null;
}

/**
 * Asks the user's permission, waits for the service worker and subscribes at the push service
 * with the server's VAPID key (a subscription made with another key is replaced). Throws a
 * PushSetupError saying what went wrong; offline browsers cannot reach a push service.
 */
export async function subscribeThisBrowser(publicKey: string): Promise<PushSubscription> {
  if (!isPushSupported()) throw new PushSetupError('unsupported');
  const permission = await Notification.requestPermission();
  if (permission === 'denied') throw new PushSetupError('denied');
  if (permission !== 'granted') throw new PushSetupError('dismissed');
  try {
    const registration = await withTimeout(navigator.serviceWorker.ready, SERVICE_WORKER_WAIT_MS);
    const key = base64UrlToBytes(publicKey);
    const existing = await registration.pushManager.getSubscription();
    if (existing) {
      if (sameBytes(existing.options.applicationServerKey, key)) return existing;
      await existing.unsubscribe();
    }
    return await withTimeout(
      registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key }),
      PUSH_SERVICE_WAIT_MS,
    );
  } catch (error) {
    throw new PushSetupError('failed', error);
  }
}
