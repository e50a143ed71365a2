import type { Session } from '@bilim/contract/auth';
import { STORAGE_KEYS } from '@bilim/contract/constants';
import { createLocalStorageStore } from '@/lib/local-storage-store';
import { forgetUserData, queryClient } from '@/lib/query-client';
import { clearSession, getSession, parseSession, setSession } from '@/lib/session';

/** The staff session kept aside while its staff member is signed in as a user. */
const staffStore = createLocalStorageStore(STORAGE_KEYS.staffSession);

/**
 * Signs in as a user: the staff session goes aside (only a staff member's own one: never an
 * impersonated session), the user's becomes the session, and what the previous user's pages
 * had read is forgotten.
 */
export function stashStaffSession(impersonated: Session): void {
  const staff = getSession();
  if (staff && !staff.impersonator) staffStore.write(JSON.stringify(staff));
  forgetUserData(queryClient);
  setSession(impersonated);
}

/**
 * Back to the staff session kept aside (or signed out, when none is kept), with the user's data
 * forgotten. The staff session's server side decides the rest: revoked meanwhile, its first call
 * answers 401 and signs out.
 */
export function restoreStaffSession(): Session | null {
  const staff = parseSession(staffStore.read());
  staffStore.write(null);
  forgetUserData(queryClient);
  if (staff) setSession(staff);
  else clearSession({ onPurpose: true });
  return staff;
}
