import { definePolicy, granted } from '../../lib/policy';
import type { TariffRow } from './tariffs.schema';

const manages = granted('manage:tariffs');

/** Admins run tariffs; the default (free) tariff every account falls back to stays on. */
export const tariffPolicy = definePolicy<TariffRow | null, 'manage' | 'deactivate' | 'delete'>({
  manage: manages,
  deactivate: (actor, tariff) => manages(actor, tariff) && !tariff?.isDefault,
  delete: (actor, tariff) => manages(actor, tariff) && !tariff?.isDefault,
});
