import { flexibleUnitPricesSchema, type Tariff } from '@bilim/contract/tariffs';
import { presentTitle } from '../dictionaries/dictionaries.presenter';
import type { TariffRow } from './tariffs.schema';

/** Flexible's unit prices from its params (null for other tariffs or unreadable params). */
export function unitPricesOf(row: TariffRow): Tariff['unit_prices'] {
  if (row.kind !== 'flexible') return null;
  const parsed = flexibleUnitPricesSchema.safeParse(row.params?.['unit_prices']);
  return parsed.success ? parsed.data : null;
}

export function presentTariff(row: TariffRow): Tariff {
  return {
    id: row.id,
    slug: row.slug,
    title: presentTitle(row),
    kind: row.kind,
    price: row.price,
    currency: row.currency,
    cards_limit: row.cardsLimit,
    events_limit: row.eventsLimit,
    card_photos_limit: row.cardPhotosLimit,
    event_photos_limit: row.eventPhotosLimit,
    statistics: row.statistics,
    active: row.active,
    unit_prices: unitPricesOf(row),
  };
}
