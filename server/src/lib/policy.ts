import type { Role } from '@bilim/contract/constants';
import { rolesGrant, type Permission } from '@bilim/contract/permissions';
import { forbidden } from './errors';

/**
 * Who acts, as policies see them: the user, the roles they act with (the request's actor, a
 * job's), and the staff member signed in as them while impersonating.
 */
export interface Actor {
  id: number;
  roles: readonly Role[];
  impersonator?: { id: number } | null;
}

export type Rule<S> = (actor: Actor, subject: S) => boolean;

/** Whether the actor's roles grant a permission (contract/permissions.ts, the one grant table). */
export const can = (actor: Actor, permission: Permission) => rolesGrant(actor.roles, permission);
/** A rule that holds for whoever the permission is granted to, whatever the subject. */
export const granted =
  (permission: Permission): Rule<unknown> =>
  (actor) =>
    can(actor, permission);
export const isSelf = (actor: Actor, subject: { id: number }) => actor.id === subject.id;
/** Staff signed in as the user: some actions stay the user's own (money, the password). */
export const isImpersonated = (actor: Actor) => (actor.impersonator ?? null) !== null;
/** Refuses what stays the user's own while staff are signed in as them, saying so. */
export function refuseWhileImpersonated(actor: Actor): void {
  if (isImpersonated(actor)) throw forbidden('FORBIDDEN_WHILE_IMPERSONATING');
}

/**
 * A domain's policy: one rule per action, declared once, used by every route
 * (`policy.authorize(actor, 'update', record)` throws 403 FORBIDDEN) and by presenters (`policy.can`).
 * A refusal only because staff are signed in as the user is 403 FORBIDDEN_WHILE_IMPERSONATING.
 */
export function definePolicy<S, A extends string>(rules: Record<A, Rule<S>>) {
  return {
    can(actor: Actor | null | undefined, action: A, subject: S): boolean {
      return actor ? rules[action](actor, subject) : false;
    },
    authorize(actor: Actor | null | undefined, action: A, subject: S): void {
      if (actor && rules[action](actor, subject)) return;
      if (
        actor &&
        isImpersonated(actor) &&
        rules[action]({ ...actor, impersonator: null }, subject)
      )
        throw forbidden('FORBIDDEN_WHILE_IMPERSONATING');
      throw forbidden();
    },
    actions: Object.keys(rules) as A[],
  };
}
