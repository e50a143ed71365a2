import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/db';
import type { Storage } from '../../storage/storage';
import { accounts } from '../accounts/accounts.schema';
import { CATEGORIES } from '../dictionaries/data/categories';
import { photos } from '../listings/listings.schema';
import { processPhoto, savePhotoFiles, type ProcessedPhoto } from '../photos/photo-processor';
import { slides } from '../slides/slides.schema';
import { createAccounts } from '../billing/account.commands';
import { firstPeriod } from '../billing/periods';
import { SettingsStore } from '../settings/settings.service';
import { tariffs } from '../tariffs/tariffs.schema';
import { createUser } from '../users/user-creator';
import { users } from '../users/users.schema';
import { seedDemoReviews } from './demo-reviews.seed';
import { generate, insertCards, insertEvents } from './bulk-insert';
import { categoryPicture, CATEGORY_GLYPHS, slidePicture } from './demo-images';
import {
  demoPerson,
  ListingsGenerator,
  loadGeneratorDictionaries,
  type GeneratedCard,
  type GeneratedEvent,
} from './listings-generator';
import { Random } from './random';
import { DEMO_CREDIT_DESCRIPTION, demoCreditKey } from '../ledger/ledger-notes';
import { postEntry } from '../ledger/ledger.service';

/** The password of every generated demo provider. */
export const DEMO_PROVIDER_PASSWORD = 'demo12345';
/** Generated provider people of the demo; each has two accounts (sixty provider accounts). */
export const DEMO_PROVIDERS = 30;

/** Runs `work` over `items`, at most `limit` at a time; answers the results in order. */
async function inPool<T, R>(
  items: readonly T[],
  limit: number,
  work: (item: T, index: number) => Promise<R>,
): Promise<R[]> {
  const results: R[] = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next;
      next += 1;
      results[index] = await work(items[index] as T, index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

/**
 * Creates `users` provider people (`<prefix>-001@bilim.kz`…, password demo12345) through
 * createUser, so their passwords hash like anyone's (hashing is slow: keep `users` small), each
 * with `accountsPerUser` accounts; answers the accounts' ids.
 */
export async function createDemoProviders(
  db: Db,
  options: { users: number; accountsPerUser: number; prefix: string; seed: number },
): Promise<number[]> {
  const people = Array.from({ length: options.users }, (_, index) =>
    demoPerson(options.seed, index, options.prefix),
  );
  const created = await inPool(people, 4, (person, index) =>
    createUser(db, {
      name: person.name,
      email: person.email,
      password: DEMO_PROVIDER_PASSWORD,
      emailConfirmed: true,
      profile: {
        gender: person.gender,
        phone: `+7 70${index % 8} 555 ${String(index % 100).padStart(2, '0')} ${String((index * 7) % 100).padStart(2, '0')}`,
      },
    }),
  );
  const extraIds = await createAccounts(
    db,
    created.flatMap((user) =>
      Array.from({ length: options.accountsPerUser - 1 }, (_, k) => ({
        userId: user.id,
        title: `${user.name} · ${k + 2}`,
      })),
    ),
  );
  return [
    ...(await accountIdsOf(
      db,
      created.map((user) => user.id),
    )),
    ...extraIds,
  ];
}

/** What a demo provider has been credited with: three months of its tariff. */
const DEMO_CREDIT_MONTHS = 3;

/**
 * Puts demo accounts on a paid tariff as if chosen at `now`, with books to match: a demo credit
 * of three months' price, then the first period's charge, both through the ledger, so the
 * balance, its history and the badge show what a paying provider sees. The period follows the
 * renewal mode in force, so renewals pick them up like anyone else's. A missing tariff changes
 * nothing.
 */
async function putOnPaidTariff(db: Db, accountIds: number[], slug: string, now: Date) {
  const [tariff] = await db.select().from(tariffs).where(eq(tariffs.slug, slug));
  if (!tariff || accountIds.length === 0) return;
  const { renewal_mode } = await new SettingsStore(db).get();
  const period = firstPeriod(renewal_mode, tariff.price, now);
  for (const accountId of accountIds) {
    await db.transaction(async (tx) => {
      if (tariff.price > 0) {
        await postEntry(tx, {
          accountId,
          kind: 'adjustment',
          amount: tariff.price * DEMO_CREDIT_MONTHS,
          idempotencyKey: demoCreditKey(accountId),
          description: DEMO_CREDIT_DESCRIPTION,
        });
      }
      if (period.charge > 0) {
        await postEntry(tx, {
          accountId,
          kind: 'tariff_charge',
          amount: -period.charge,
          idempotencyKey: `demo-tariff:${accountId}`,
          tariffId: tariff.id,
          description: `Tariff ${tariff.titleEn}`,
        });
      }
      await tx
        .update(accounts)
        .set({
          tariffId: tariff.id,
          tariffStartedAt: period.start,
          tariffFinishAt: period.finish,
          monthlyPayment: tariff.price,
        })
        .where(eq(accounts.id, accountId));
    });
  }
}

/** The first accounts of these users, in the order of the users. */
export async function accountIdsOf(db: Db, userIds: number[]): Promise<number[]> {
  if (userIds.length === 0) return [];
  const rows = await db
    .select({ id: accounts.id, userId: accounts.userId })
    .from(accounts)
    .where(inArray(accounts.userId, userIds));
  const byUser = new Map<number, number>();
  for (const row of rows) {
    const known = byUser.get(row.userId);
    if (known === undefined || row.id < known) byUser.set(row.userId, row.id);
  }
  return userIds.flatMap((id) => {
    const account = byUser.get(id);
    return account === undefined ? [] : [account];
  });
}

export interface DemoListingsOptions {
  /** Where photos and slide pictures go; without it the records come without pictures. */
  storage?: Storage | undefined;
  /** Accounts of the people who sign in with the demo: each gets a filled cabinet. */
  ownerAccountIds: number[];
  cards?: number;
  events?: number;
  seed?: number;
  today?: Date;
}

export interface DemoListingsSummary {
  providers: number;
  cards: number;
  events: number;
  photos: number;
  slides: number;
  /** Reviews written about the published cards and started events (ratings come from them). */
  reviews: number;
}

/** Cards and events of a demo person: within the free tariff (3 and 3), in several states. */
const OWNER_CARD_STATES = ['published', 'published', 'new'] as const;
const OWNER_EVENT_STATES = ['published', 'new'] as const;

/**
 * The demo catalog: 30 provider people with 60 accounts, `cards` cards and `events` events from the seeded generator
 * (the demo people own a few each, in several states), most with 1–3 photos, and three home-page
 * slides. Each distinct picture goes through the photo pipeline once; records get copies of the
 * renditions under keys of their own.
 */
export async function seedDemoListings(
  db: Db,
  options: DemoListingsOptions,
): Promise<DemoListingsSummary> {
  const seed = options.seed ?? 2026;
  // The pictures render (in sharp's threads) while the people and rows are created.
  const picturesReady = options.storage ? categoryPictures(seed) : undefined;
  picturesReady?.catch(() => undefined);
  const providerAccounts = await createDemoProviders(db, {
    users: DEMO_PROVIDERS,
    accountsPerUser: 2,
    prefix: 'provider',
    seed,
  });
  // About five cards per generated account: more than the free tariff allows, so they pay for Start.
  await putOnPaidTariff(db, providerAccounts, 'start', new Date());
  const generator = new ListingsGenerator({
    seed,
    dictionaries: await loadGeneratorDictionaries(db),
    accountIds: providerAccounts,
    ...(options.today && { today: options.today }),
  });

  const ownerCards: GeneratedCard[] = options.ownerAccountIds.flatMap((accountId) =>
    OWNER_CARD_STATES.map((state) => ({
      ...generator.card(accountId),
      state,
      pinned: false,
      publishedAt: state === 'published' ? new Date() : null,
    })),
  );
  const ownerEvents: GeneratedEvent[] = options.ownerAccountIds.flatMap((accountId) =>
    OWNER_EVENT_STATES.map((state) => ({
      ...generator.event(accountId),
      state,
      pinned: false,
      publishedAt: state === 'published' ? new Date() : null,
    })),
  );
  const cardCount = Math.max(0, (options.cards ?? 320) - ownerCards.length);
  const eventCount = Math.max(0, (options.events ?? 110) - ownerEvents.length);
  const generatedCards = [...ownerCards, ...generate(cardCount, () => generator.card())];
  const generatedEvents = [...ownerEvents, ...generate(eventCount, () => generator.event())];
  const cardIds = await insertCards(db, generatedCards);
  const eventIds = await insertEvents(db, generatedEvents);
  const reviewers = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`cardinality(${users.roles}) = 0`);
  const reviewCount = await seedDemoReviews(db, {
    seed,
    reviewerIds: reviewers.map((row) => row.id),
    cards: generatedCards.map((card, index) => ({
      id: cardIds[index] as number,
      language: card.language,
    })),
    events: generatedEvents.map((event, index) => ({
      id: eventIds[index] as number,
      language: event.language,
    })),
    today: options.today ?? new Date(),
  });

  let photoCount = 0;
  let slideCount = 0;
  if (options.storage && picturesReady) {
    const pictures = await picturesReady;
    const random = new Random(seed + 1);
    const all = [...pictures.values()].flat();
    const wanted = [
      ...generatedCards.map((card, index) => ({
        owner: { cardId: cardIds[index] as number },
        top: card.topCategory,
      })),
      ...generatedEvents.map((event, index) => ({
        owner: { eventId: eventIds[index] as number },
        top: event.topCategory,
      })),
    ].flatMap(({ owner, top }) => {
      const count = random.chance(0.88) ? random.int(1, 3) : 0;
      const own = random.sample(pictures.get(top) ?? [], 2);
      return Array.from({ length: count }, (_, position) => ({
        owner,
        position,
        picture: own[position] ?? random.pick(all),
      }));
    });
    const storage = options.storage;
    const rows = await inPool(wanted, 8, async ({ owner, position, picture }) => {
      const saved = await savePhotoFiles(storage, picture);
      return {
        ...owner,
        position,
        isMain: position === 0,
        storageKey: saved.storageKey,
        bytes: saved.bytes,
        width: picture.width,
        height: picture.height,
      };
    });
    for (let start = 0; start < rows.length; start += 500) {
      await db.insert(photos).values(rows.slice(start, start + 500));
    }
    photoCount = rows.length;
    slideCount = await seedDemoSlides(db, storage, seed);
  }

  return {
    providers: DEMO_PROVIDERS,
    cards: cardIds.length,
    events: eventIds.length,
    photos: photoCount,
    slides: slideCount,
    reviews: reviewCount,
  };
}

/** Two processed pictures per top category (16 in all), each through the pipeline once. */
async function categoryPictures(seed: number): Promise<Map<string, ProcessedPhoto[]>> {
  const jobs = CATEGORIES.flatMap((category, index) =>
    (CATEGORY_GLYPHS[category.slug] ?? ['book', 'bulb']).map((glyph, variant) => ({
      top: category.slug,
      seed: seed + index * 2 + variant,
      glyph,
    })),
  );
  const processed = await inPool(jobs, 2, async (job) =>
    processPhoto(await categoryPicture(job), { maxBytes: 20 * 1024 * 1024 }),
  );
  const byTop = new Map<string, ProcessedPhoto[]>();
  jobs.forEach((job, index) => {
    byTop.set(job.top, [...(byTop.get(job.top) ?? []), processed[index] as ProcessedPhoto]);
  });
  return byTop;
}

const DEMO_SLIDES = [
  {
    glyphs: ['book', 'ball', 'cap'],
    link: '/catalog',
    title: {
      en: 'Find the right school for your child',
      ru: 'Найдите школу для своего ребёнка',
      kz: 'Балаңызға лайық мектепті табыңыз',
    },
    subtitle: {
      en: 'Schools, kindergartens, clubs and tutors across Kazakhstan',
      ru: 'Школы, детские сады, кружки и репетиторы по всему Казахстану',
      kz: 'Қазақстан бойынша мектептер, балабақшалар, үйірмелер және репетиторлар',
    },
  },
  {
    glyphs: ['tent', 'sun', 'ball'],
    link: '/catalog?category=camps',
    title: {
      en: 'Summer camps are open for booking',
      ru: 'Открыта запись в летние лагеря',
      kz: 'Жазғы лагерьлерге жазылу ашық',
    },
    subtitle: {
      en: 'Sports, languages, IT and nature for ages 7–14',
      ru: 'Спорт, языки, IT и природа для детей 7–14 лет',
      kz: '7–14 жастағы балаларға спорт, тілдер, IT және табиғат',
    },
  },
  {
    glyphs: ['note', 'robot', 'palette'],
    link: '/events',
    title: {
      en: 'Open days and events near you',
      ru: 'Дни открытых дверей и мероприятия рядом',
      kz: 'Жақын маңдағы ашық есік күндері мен іс-шаралар',
    },
    subtitle: {
      en: 'Meet the teachers, try a lesson and choose with confidence',
      ru: 'Познакомьтесь с педагогами, попробуйте занятие и выберите уверенно',
      kz: 'Мұғалімдермен танысып, сабаққа қатысып, сеніммен таңдаңыз',
    },
  },
];

/** Three slides of the home page with generated wide pictures. */
async function seedDemoSlides(db: Db, storage: Storage, seed: number): Promise<number> {
  const rows = await Promise.all(
    DEMO_SLIDES.map(async (slide, position) => {
      const key = `slides/demo-${seed}-${position + 1}.webp`;
      await storage.put(key, await slidePicture(seed + position, slide.glyphs), 'image/webp');
      return {
        titleEn: slide.title.en,
        titleRu: slide.title.ru,
        titleKz: slide.title.kz,
        subtitleEn: slide.subtitle.en,
        subtitleRu: slide.subtitle.ru,
        subtitleKz: slide.subtitle.kz,
        imageUrl: storage.publicUrl(key),
        link: slide.link,
        position,
        active: true,
      };
    }),
  );
  await db.insert(slides).values(rows);
  return rows.length;
}
