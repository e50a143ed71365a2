import { can, definePolicy, isImpersonated } from '../../lib/policy';

/** A user as impersonation sees them: who they are and the roles they hold. */
export interface ImpersonationTarget {
  id: number;
  roles: readonly string[];
}

/**
 * Signing in as a user: staff holding `impersonate:user`, from their own session (not from one
 * that is itself an impersonation), never as themselves and never as an admin. Only admins sign
 * in as other staff: a support member signed in as an advertiser would gain powers not theirs.
 */
export const impersonationPolicy = definePolicy<ImpersonationTarget, 'start'>({
  start: (actor, target) =>
    can(actor, 'impersonate:user') &&
    !isImpersonated(actor) &&
    actor.id !== target.id &&
    !target.roles.includes('admin') &&
    (target.roles.length === 0 || actor.roles.includes('admin')),
});
