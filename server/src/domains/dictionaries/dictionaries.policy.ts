import { definePolicy, granted } from '../../lib/policy';

/** Admins run the cities and categories (spec §6); everyone reads them. */
export const dictionariesPolicy = definePolicy<null, 'manage'>({
  manage: granted('manage:dictionaries'),
});
