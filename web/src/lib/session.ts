import { useSyncExternalStore } from 'react';
import type { Session } from '@bilim/contract/auth';
import { ROLES, STORAGE_KEYS, SUPPORT_ROLES, type Role } from '@bilim/contract/constants';
import { createLocalStorageStore } from './local-storage-store';

/** The signed-in user's session, kept in local storage under the key `user` (spec §3). */
const store = createLocalStorageStore(STORAGE_KEYS.session);

let cachedRaw: string | null = null;
let cachedSession: Session | null = null;

/**
 * Whether a value has the session's shape (the contract's `sessionSchema`, checked by hand: this
 * runs on every first load, which should not have to bring zod along; session.test.ts holds the
 * two to the same answers).
 */
export function isSession(value: unknown): value is Session {
  if (typeof value !== 'object' || value === null) return false;
  const { access_token, user_id, name, roles, acting_role, impersonator } = value as Record<
    string,
    unknown
  >;
  const isRole = (role: unknown) => (ROLES as readonly unknown[]).includes(role);
  return (
    typeof access_token === 'string' &&
    access_token !== '' &&
    Number.isInteger(user_id) &&
    (user_id as number) > 0 &&
    typeof name === 'string' &&
    Array.isArray(roles) &&
    roles.every(isRole) &&
    (acting_role == null || isRole(acting_role)) &&
    (impersonator == null || isImpersonator(impersonator))
  );
}

const isImpersonator = (value: unknown) =>
  typeof value === 'object' &&
  value !== null &&
  Number.isInteger((value as { id?: unknown }).id) &&
  typeof (value as { name?: unknown }).name === 'string';

/** A session's own fields, nothing else (what is stored). */
const sessionFields = ({
  access_token,
  user_id,
  name,
  roles,
  acting_role,
  impersonator,
}: Session) => ({ access_token, user_id, name, roles, acting_role, impersonator }) as Session;

/** Parses a stored value; an unparsable or wrongly shaped value is logged and treated as absent. */
export function parseSession(raw: string | null): Session | null {
  if (raw === null || raw === '') return null;
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch (error) {
    console.warn('Stored session is not valid JSON; ignoring it.', error);
    return null;
  }
  if (!isSession(json)) {
    console.warn('Stored session has an unexpected shape; ignoring it.');
    return null;
  }
  return sessionFields(json);
}

/**
 * The current session, or null. A pure read (it is `useSyncExternalStore`'s snapshot): the value
 * is parsed once per stored string and cached, and an unusable value only counts as absent.
 */
export function getSession(): Session | null {
  const raw = store.read();
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cachedSession = parseSession(raw);
  }
  return cachedSession;
}

/** Removes a stored value that is no session (called outside rendering: at start and on changes). */
export function dropInvalidSession(): void {
  if (store.read() !== null && getSession() === null) store.write(null);
}

dropInvalidSession();

let signedOutOnPurpose = false;

export function setSession(session: Session): void {
  signedOutOnPurpose = false;
  if (!isSession(session)) throw new TypeError('Not a session');
  store.write(JSON.stringify(sessionFields(session)));
}

/**
 * Forgets the session. `onPurpose` marks a Log Out in this tab: the guards then leave the
 * navigation to the logout (home) instead of sending the user to the login page.
 */
export function clearSession({ onPurpose = false }: { onPurpose?: boolean } = {}): void {
  if (store.read() === null) return;
  signedOutOnPurpose = onPurpose;
  store.write(null);
}

/** True after a Log Out in this tab, until the next sign-in. */
export const wasSignedOutOnPurpose = () => signedOutOnPurpose;

/** Subscribes to session changes; a value another tab stored that is no session is removed. */
export function subscribeSession(listener: () => void): () => void {
  const unsubscribe = store.subscribe(() => {
    dropInvalidSession();
    listener();
  });
  dropInvalidSession();
  return unsubscribe;
}

/** The session as React state: re-renders on login, logout and changes made in other tabs. */
export function useSession(): Session | null {
  return useSyncExternalStore(subscribeSession, getSession, () => null);
}

/**
 * The roles the session acts with: the one it switched to (switch-to-role) while still held,
 * else all it holds (the contract's `actingRoles`, which the first load does without).
 */
export function actingRolesOf(session: Session | null): Role[] {
  if (!session) return [];
  const acting = session.acting_role;
  return acting && session.roles.includes(acting) ? [acting] : session.roles;
}

export function hasRole(session: Session | null, roles: readonly Role[]): boolean {
  return actingRolesOf(session).some((role) => roles.includes(role));
}

export const isAdmin = (session: Session | null) => hasRole(session, ['admin']);
export const isSupport = (session: Session | null) => hasRole(session, SUPPORT_ROLES);
