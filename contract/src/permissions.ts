import type { Role } from './constants';

/**
 * What staff may do, named once (`<verb>:<thing>[:any]`). Roles hold permissions through
 * `GRANTS`, the one table the server's policies read and the web app shows or hides actions by.
 * `docs/permissions.md` prints it; later back offices add their permissions here.
 */
export const PERMISSIONS = [
  /** The admin area of the web app (`/admin`). */
  'access:admin',
  /** The support area of the web app (`/support`). */
  'access:support',
  /** The site's settings (maintenance, renewals, top-up bounds, VIP price). */
  'manage:settings',
  /** Calls the API during maintenance as usual. */
  'bypass:maintenance',
  /** Another user's account: its cabinet, money screen, tariff and records. */
  'manage:account:any',
  /** Another user's cards and events in the cabinet, read only. */
  'read:listing:any',
  /** Another account's statistics. */
  'read:statistics:any',
  /** Another user's top-ups. */
  'read:payment:any',
  /** An audited correction of a balance. */
  'adjust:balance',
  /** Giving a charge back to the balance it was paid from. */
  'refund:charge',
  /** Deleting anyone's review or comment (softly: it shows "Review was deleted by support"). */
  'moderate:review',
  /** The complaints queue: reading every complaint and closing it with a resolution. */
  'manage:complaint',
  /** Setting, listing and removing users' restrictions. */
  'manage:restriction',
  /** Support conversations: the queue, reading and answering them, assigning and closing. */
  'answer:support_chat',
  /** The whole audit log: every staff action, searched. */
  'read:audit',
  /** The audit entries about one user, on that user's support page. */
  'read:audit:user',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

/** Which role holds which permission. A user holds the union of their roles' permissions. */
export const GRANTS: Record<Role, readonly Permission[]> = {
  admin: PERMISSIONS,
  support: [
    'access:support',
    'read:listing:any',
    'read:statistics:any',
    'moderate:review',
    'manage:complaint',
    'manage:restriction',
    'answer:support_chat',
    'read:audit:user',
  ],
  advertisement: ['access:support', 'read:listing:any', 'manage:complaint'],
};

/** Whether roles hold a permission through the grant table. */
export function rolesGrant(roles: readonly Role[], permission: Permission): boolean {
  return roles.some((role) => GRANTS[role]?.includes(permission) ?? false);
}
