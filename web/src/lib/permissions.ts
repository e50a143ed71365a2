import { rolesGrant, type Permission } from '@bilim/contract/permissions';
import { actingRolesOf, useSession } from './session';

/**
 * What the session's acting roles may do, by the contract's grant table (the one the server's
 * policies read), for showing staff actions and areas. Not part of the first load: staff screens
 * and menus import it.
 */
export function usePermissions(): (permission: Permission) => boolean {
  const roles = actingRolesOf(useSession());
  return (permission) => rolesGrant(roles, permission);
}

/** Whether the session's acting roles hold one permission. */
export const useCan = (permission: Permission): boolean => usePermissions()(permission);
