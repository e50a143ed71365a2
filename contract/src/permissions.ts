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
  /** Giving an account a tariff for a period without a charge (support cases), with a reason. */
  'grant:tariff',
  /** Giving a charge back to the balance it was paid from. */
  'refund:charge',
  /** Deleting anyone's review or comment (softly: it shows "Review was deleted by support"). */
  'moderate:review',
  /** Editing anyone's review or comment, and restoring one support deleted (admins). */
  'manage:review',
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
  /** Support's user search and a user's whole page (accounts, records, reviews, complaints). */
  'read:user:any',
  /** Signing in as a user (never an admin), with a banner and a way back; audited throughout. */
  'impersonate:user',
  /** Unpublishing anyone's card or event with a reason (the owner is notified). */
  'moderate:listing',
  /** The home page's slider: slides, their images, dates, cities and order. */
  'manage:slides',
  /** VIP marks granted or ended by staff, and cards promoted on the home page. */
  'manage:vip',
  /** Granting and revoking staff roles. */
  'grant:role',
  /** Tariffs: creating, editing, activating and deactivating them, deleting unused ones. */
  'manage:tariffs',
  /** Cities, categories and languages: creating, editing, ordering them, deleting unused ones. */
  'manage:dictionaries',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

/** Which role holds which permission. A user holds the union of their roles' permissions. */
export const GRANTS: Record<Role, readonly Permission[]> = {
  admin: PERMISSIONS,
  // Support handles users, complaints, chats and moderation.
  support: [
    'access:support',
    'read:listing:any',
    'read:statistics:any',
    'moderate:review',
    'moderate:listing',
    'manage:complaint',
    'manage:restriction',
    'answer:support_chat',
    'read:audit:user',
    'read:user:any',
    'impersonate:user',
  ],
  // Advertisement runs what the site promotes: the slider, VIP marks and promoted cards.
  advertisement: ['access:support', 'read:listing:any', 'manage:slides', 'manage:vip'],
};

/**
 * The roles a session acts with: all it holds, or the one it switched to (switch-to-role), when
 * it still holds it. Permissions, menus and areas follow these.
 */
export function actingRoles(held: readonly Role[], acting: Role | null | undefined): Role[] {
  return acting && held.includes(acting) ? [acting] : [...held];
}

/** Whether roles hold a permission through the grant table. */
export function rolesGrant(roles: readonly Role[], permission: Permission): boolean {
  return roles.some((role) => GRANTS[role]?.includes(permission) ?? false);
}
