import { count, eq } from 'drizzle-orm';
import type { Executor } from '../../db/db';
import { tariffs } from './tariffs.schema';

type TariffSeed = Pick<
  typeof tariffs.$inferInsert,
  | 'slug'
  | 'kind'
  | 'price'
  | 'cardsLimit'
  | 'eventsLimit'
  | 'cardPhotosLimit'
  | 'eventPhotosLimit'
  | 'statistics'
  | 'params'
> & { title: { en: string; ru: string; kz: string } };

/**
 * The paid tariffs (spec §3); the free one comes from migration 0002. Prices per month in minor
 * units (tiyn). Flexible has no fixed price: its params hold the per-unit prices the next issue
 * computes the monthly price from; until an account chooses amounts it has the free quota.
 */
export const TARIFFS: TariffSeed[] = [
  {
    slug: 'start',
    title: { en: 'Start', ru: 'Старт', kz: 'Старт' },
    kind: 'fixed',
    price: 490_000,
    cardsLimit: 10,
    eventsLimit: 10,
    cardPhotosLimit: 10,
    eventPhotosLimit: 10,
    statistics: false,
    params: null,
  },
  {
    slug: 'business',
    title: { en: 'Business', ru: 'Бизнес', kz: 'Бизнес' },
    kind: 'fixed',
    price: 1_490_000,
    cardsLimit: 30,
    eventsLimit: 30,
    cardPhotosLimit: 15,
    eventPhotosLimit: 15,
    statistics: false,
    params: null,
  },
  {
    slug: 'super',
    title: { en: 'Super', ru: 'Супер', kz: 'Супер' },
    kind: 'fixed',
    price: 2_990_000,
    cardsLimit: 100,
    eventsLimit: 100,
    cardPhotosLimit: 20,
    eventPhotosLimit: 20,
    statistics: true,
    params: null,
  },
  {
    slug: 'flexible',
    title: { en: 'Flexible', ru: 'Гибкий', kz: 'Икемді' },
    kind: 'flexible',
    price: 0,
    cardsLimit: 3,
    eventsLimit: 3,
    cardPhotosLimit: 5,
    eventPhotosLimit: 5,
    statistics: false,
    params: { unit_prices: { card: 50_000, event: 30_000, photo: 5_000, statistics: 200_000 } },
  },
];

/**
 * Adds the paid tariffs to a site that has none; runs at every start with the dictionaries.
 * Admins run tariffs from then on (issue 15): one they edit or delete stays so.
 */
export async function seedTariffs(db: Executor): Promise<void> {
  const [paid] = await db.select({ n: count() }).from(tariffs).where(eq(tariffs.isDefault, false));
  if ((paid?.n ?? 0) > 0) return;
  await db
    .insert(tariffs)
    .values(
      TARIFFS.map(({ title, ...tariff }) => ({
        ...tariff,
        titleEn: title.en,
        titleRu: title.ru,
        titleKz: title.kz,
      })),
    )
    .onConflictDoNothing({ target: tariffs.slug });
}
