import type { Tariff } from '@bilim/contract/tariffs';
import { presentTitle } from '../dictionaries/dictionaries.presenter';
import type { TariffRow } from './tariffs.schema';

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
  };
}
