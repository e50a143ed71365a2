import { definePolicy, isAdmin } from '../../lib/policy';

/** Site settings are the admin's alone. */
export const settingsPolicy = definePolicy<null, 'read' | 'update' | 'bypassMaintenance'>({
  read: isAdmin,
  update: isAdmin,
  bypassMaintenance: isAdmin,
});
