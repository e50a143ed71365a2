import type { ListingKind } from '../api/reveal-contacts';

const KEY = 'pendingFavorite';
/** A heart tapped longer ago than this is not added at a later, unrelated sign-in. */
const KEPT_FOR_MS = 30 * 60_000;

interface PendingFavorite {
  kind: ListingKind;
  id: number;
  at: number;
}

/**
 * The heart a visitor tapped before signing in, kept in this tab's session storage (it survives
 * the sign-in page, registration and a social provider's round trip), so the sign-in adds it.
 */
export function keepFavoriteForSignIn(kind: ListingKind, id: number, now = Date.now()): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify({ kind, id, at: now } satisfies PendingFavorite));
  } catch {
    // Storage blocked: the visitor taps the heart again after signing in.
  }
}

/** The kept heart, once (it is forgotten as it is read); null when none or too old. */
export function takeFavoriteKeptForSignIn(
  now = Date.now(),
): Pick<PendingFavorite, 'kind' | 'id'> | null {
  try {
    const raw = sessionStorage.getItem(KEY);
    sessionStorage.removeItem(KEY);
    if (!raw) return null;
    const pending = JSON.parse(raw) as Partial<PendingFavorite>;
    const fresh = typeof pending.at === 'number' && now - pending.at <= KEPT_FOR_MS;
    const known = pending.kind === 'cards' || pending.kind === 'events';
    if (!fresh || !known || !Number.isInteger(pending.id)) return null;
    return { kind: pending.kind!, id: pending.id! };
  } catch {
    return null;
  }
}
