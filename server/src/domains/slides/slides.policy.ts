import { definePolicy, granted } from '../../lib/policy';

/** The home slider is advertisement's (and admins'): staff holding `manage:slides`. */
export const slidePolicy = definePolicy<null, 'manage'>({
  manage: granted('manage:slides'),
});
