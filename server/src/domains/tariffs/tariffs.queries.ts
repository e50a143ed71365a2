import { sql } from 'drizzle-orm';
import { tariffs } from './tariffs.schema';

/** The default (free) tariff's id as a subquery, for inserts of new accounts. */
export const defaultTariffId = sql<number>`(select ${tariffs.id} from ${tariffs} where ${tariffs.isDefault})`;

/** A tariff's id by slug as a subquery, falling back to the default tariff when it is missing. */
export const tariffIdBySlug = (slug: string) =>
  sql<number>`coalesce((select ${tariffs.id} from ${tariffs} where ${tariffs.slug} = ${slug}), ${defaultTariffId})`;
