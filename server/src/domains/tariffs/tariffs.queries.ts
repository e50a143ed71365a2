import { sql } from 'drizzle-orm';
import { tariffs } from './tariffs.schema';

/** The default (free) tariff's id as a subquery, for inserts of new accounts. */
export const defaultTariffId = sql<number>`(select ${tariffs.id} from ${tariffs} where ${tariffs.isDefault})`;
