import type { Role } from '@bilim/contract/constants';
import { forbidden } from './errors';

/** Who acts: the signed-in user as policies see them. */
export interface Actor {
  id: number;
  roles: readonly Role[];
}

export type Rule<S> = (actor: Actor, subject: S) => boolean;

export const hasRole = (actor: Actor, role: Role) => actor.roles.includes(role);
export const isAdmin = (actor: Actor) => hasRole(actor, 'admin');
export const isSupport = (actor: Actor) =>
  hasRole(actor, 'support') || hasRole(actor, 'advertisement');
export const isSelf = (actor: Actor, subject: { id: number }) => actor.id === subject.id;

/**
 * A domain's policy: one rule per action, declared once, used by every route
 * (`policy.authorize(user, 'update', record)` throws 403 FORBIDDEN) and by presenters (`policy.can`).
 */
export function definePolicy<S, A extends string>(rules: Record<A, Rule<S>>) {
  return {
    can(actor: Actor | null | undefined, action: A, subject: S): boolean {
      return actor ? rules[action](actor, subject) : false;
    },
    authorize(actor: Actor | null | undefined, action: A, subject: S): void {
      if (!actor || !rules[action](actor, subject)) throw forbidden();
    },
    actions: Object.keys(rules) as A[],
  };
}
