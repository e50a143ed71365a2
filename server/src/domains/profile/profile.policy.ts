import { definePolicy, isSelf } from '../../lib/policy';

/** The cabinet profile: a user reads and changes only their own. */
export const profilePolicy = definePolicy<{ id: number }, 'read' | 'update' | 'changePassword'>({
  read: isSelf,
  update: isSelf,
  changePassword: isSelf,
});
