import type { Session } from '@bilim/contract/auth';
import { STORAGE_KEYS } from '@bilim/contract/constants';
import { loadPage } from '@/lib/page-reload';
import { getSession, parseSession } from '@/lib/session';

/**
 * Signing in as a user and back changes who the whole app is for: each switch stores the next
 * session and loads its first page afresh, so nothing the page holds (cached data, open sockets,
 * the area on screen) carries over from one identity to the other. The staff session waits aside
 * under its own key meanwhile.
 */
function switchTo(session: Session | null, path: string): void {
  const storage = window.localStorage;
  if (session) storage.setItem(STORAGE_KEYS.session, JSON.stringify(session));
  else storage.removeItem(STORAGE_KEYS.session);
  loadPage(path);
}

/** Signs in as a user (the staff's own session goes aside; never an impersonated one). */
export function impersonate(session: Session, path: string): void {
  const staff = getSession();
  if (staff && !staff.impersonator) {
    window.localStorage.setItem(STORAGE_KEYS.staffSession, JSON.stringify(staff));
  }
  switchTo(session, path);
}

/** Back to the staff session kept aside, on its page (signed out when none is kept). */
export function returnToStaff(pathOf: (staff: Session) => string): void {
  const staff = parseSession(window.localStorage.getItem(STORAGE_KEYS.staffSession));
  window.localStorage.removeItem(STORAGE_KEYS.staffSession);
  switchTo(staff, staff ? pathOf(staff) : '/');
}
