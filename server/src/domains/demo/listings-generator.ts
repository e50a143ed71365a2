import type { CardInput } from '@bilim/contract/cards';
import type { EventInput } from '@bilim/contract/events';
import type { ContactInput, ListingState } from '@bilim/contract/listings';
import { asc } from 'drizzle-orm';
import type { Executor } from '../../db/db';
import { ageGroups } from '../cards/card-attributes';
import { categories, cities } from '../dictionaries/dictionaries.schema';
import { FILTER_ATTRIBUTES } from '../dictionaries/data/filter-attributes';
import type { cards, events } from '../listings/listings.schema';
import {
  BRAND_KIND,
  BRANDS,
  CATEGORY_TEXTS,
  EVENT_LONGS,
  EVENT_SHORTS,
  FAMOUS_NAMES,
  FIRST_NAMES,
  LONG_CLOSINGS,
  LONG_OPENINGS,
  NAME_TEMPLATES,
  QUOTED_NAMES,
  STREETS,
  SURNAMES,
  type DemoLanguage,
  type InLanguages,
} from './listings-words';
import { Random } from './random';
import { VIP_DAYS } from '@bilim/contract/cards';

/** The dictionary rows the generator draws from (ids as seeded in the database). */
export interface GeneratorDictionaries {
  cities: Array<{
    id: number;
    slug: string;
    titleEn: string;
    titleRu: string;
    titleKz: string;
    latitude: number;
    longitude: number;
    population: number;
  }>;
  categories: Array<{ id: number; slug: string; parentId: number | null }>;
}

export async function loadGeneratorDictionaries(db: Executor): Promise<GeneratorDictionaries> {
  const [cityRows, categoryRows] = await Promise.all([
    db
      .select({
        id: cities.id,
        slug: cities.slug,
        titleEn: cities.titleEn,
        titleRu: cities.titleRu,
        titleKz: cities.titleKz,
        latitude: cities.latitude,
        longitude: cities.longitude,
        population: cities.population,
      })
      .from(cities)
      .orderBy(asc(cities.id)),
    db
      .select({ id: categories.id, slug: categories.slug, parentId: categories.parentId })
      .from(categories)
      .orderBy(asc(categories.id)),
  ]);
  return { cities: cityRows, categories: categoryRows };
}

/** Extra columns of a generated record that its cabinet form does not set. */
interface GeneratedListing {
  language: DemoLanguage;
  /** Slug of the top category. */
  topCategory: string;
  state: ListingState;
  pinned: boolean;
  favoritesCount: number;
  createdAt: Date;
  publishedAt: Date | null;
}

type Defined<T> = { [K in keyof T]-?: Exclude<T[K], undefined> };

export interface GeneratedCard extends GeneratedListing {
  /** What the cabinet form would send (validates against the contract's `cardInput`). */
  input: Defined<Pick<CardInput, 'link' | 'contacts' | 'age_from' | 'age_to' | 'price_from'>> &
    Omit<CardInput, 'link' | 'contacts' | 'age_from' | 'age_to' | 'price_from' | 'attributes'> & {
      attributes: Record<string, string[]>;
    };
  vip: boolean;
}

export interface GeneratedEvent extends GeneratedListing {
  /** What the cabinet form would send (validates against the contract's `eventInput`). */
  input: Defined<Pick<EventInput, 'link' | 'contacts' | 'price' | 'is_free'>> &
    Omit<EventInput, 'link' | 'contacts' | 'price' | 'is_free'>;
}

export interface GeneratorOptions {
  seed: number;
  dictionaries: GeneratorDictionaries;
  /** Provider accounts the records are spread over. */
  accountIds: readonly number[];
  /** "Today" for event dates and publication times (defaults to now). */
  today?: Date;
}

const DAY_MS = 24 * 60 * 60 * 1000;
const TENGE = 100;

/**
 * The `key:value` strings of the cards.attribute_values column, as the cabinet stores them
 * (sorted, the age groups derived from the age range).
 */
export function attributeValuesOf(
  attributes: Record<string, string[]>,
  ageFrom: number | null,
  ageTo: number | null,
): string[] {
  const values = Object.entries(attributes)
    .filter(([key]) => key !== 'age')
    .flatMap(([key, chosen]) => chosen.map((value) => `${key}:${value}`));
  return [...values, ...ageGroups(ageFrom, ageTo).map((group) => `age:${group}`)].sort();
}

const TRANSLIT: Record<string, string> = {
  а: 'a',
  ә: 'a',
  б: 'b',
  в: 'v',
  г: 'g',
  ғ: 'g',
  д: 'd',
  е: 'e',
  ё: 'e',
  ж: 'zh',
  з: 'z',
  и: 'i',
  й: 'i',
  і: 'i',
  к: 'k',
  қ: 'k',
  л: 'l',
  м: 'm',
  н: 'n',
  ң: 'n',
  о: 'o',
  ө: 'o',
  п: 'p',
  р: 'r',
  с: 's',
  т: 't',
  у: 'u',
  ұ: 'u',
  ү: 'u',
  ф: 'f',
  х: 'kh',
  һ: 'h',
  ц: 'ts',
  ч: 'ch',
  ш: 'sh',
  щ: 'sch',
  ъ: '',
  ы: 'y',
  ь: '',
  э: 'e',
  ю: 'yu',
  я: 'ya',
};

/** Latin letters and digits for e-mail addresses and handles ("Зерде" → "zerde"). */
function handleOf(text: string): string {
  return [...text.toLowerCase()]
    .map((char) => TRANSLIT[char] ?? char)
    .join('')
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '')
    .slice(0, 24);
}

function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (match, key: string) =>
    key in values ? String(values[key]) : match,
  );
}

const cityTitle = (city: GeneratorDictionaries['cities'][number], language: DemoLanguage) =>
  language === 'ru' ? city.titleRu : language === 'kz' ? city.titleKz : city.titleEn;

const quoted = (name: InLanguages, language: DemoLanguage) =>
  language === 'en' ? name.en : `«${name[language]}»`;

const isoDate = (date: Date) => date.toISOString().slice(0, 10);
const hhmm = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

const PHONE_CODES = [
  '700',
  '701',
  '702',
  '705',
  '707',
  '708',
  '747',
  '771',
  '775',
  '776',
  '777',
  '778',
];
const MAIL_HOSTS = ['gmail.com', 'mail.ru', 'bk.ru', 'inbox.kz', 'yandex.kz'];

interface Subcategory {
  id: number;
  slug: string;
  top: string;
}

/**
 * Believable cards and events for the demo and the benchmark, the same ones for the same seed:
 * names and descriptions in Russian (60%), Kazakh (25%) and English (15%) from per-category word
 * lists, addresses on real streets within a few kilometres of a city centre (cities weighted by
 * population), attributes, ages and prices that fit the category, contacts, states (mostly
 * published), ratings, and events from 30 days ago to 90 days ahead.
 */
export class ListingsGenerator {
  private readonly random: Random;
  private readonly subcategories: Subcategory[];
  private readonly today: Date;
  private readonly validAttributes: Map<string, { multiple: boolean; values: Set<string> }>;

  constructor(private readonly options: GeneratorOptions) {
    if (options.accountIds.length === 0) throw new Error('the generator needs provider accounts');
    this.random = new Random(options.seed);
    const today = options.today ?? new Date();
    this.today = new Date(
      Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate()),
    );
    const topById = new Map(
      options.dictionaries.categories.filter((c) => c.parentId == null).map((c) => [c.id, c.slug]),
    );
    this.subcategories = options.dictionaries.categories.flatMap((category) => {
      const top = category.parentId == null ? undefined : topById.get(category.parentId);
      return top && NAME_TEMPLATES[category.slug] && CATEGORY_TEXTS[top]
        ? [{ id: category.id, slug: category.slug, top }]
        : [];
    });
    if (this.subcategories.length === 0 || options.dictionaries.cities.length === 0) {
      throw new Error('the generator needs the seeded cities and categories');
    }
    this.validAttributes = new Map(
      FILTER_ATTRIBUTES.map((attribute) => [
        attribute.key,
        { multiple: attribute.multiple, values: new Set(attribute.values.map((v) => v.value)) },
      ]),
    );
  }

  private language(): DemoLanguage {
    const roll = this.random.next();
    return roll < 0.6 ? 'ru' : roll < 0.85 ? 'kz' : 'en';
  }

  private city() {
    return this.random.weighted(this.options.dictionaries.cities, (city) =>
      Math.max(city.population, 50_000),
    );
  }

  private brand(subcategory: Subcategory): string {
    const kind = BRAND_KIND[subcategory.slug] ?? BRAND_KIND[subcategory.top] ?? 'edu';
    return this.random.pick(BRANDS[kind]);
  }

  private placeholders(subcategory: Subcategory, language: DemoLanguage, cityName: string) {
    const person = this.random.pick(FIRST_NAMES);
    return {
      n: this.random.int(1, 180),
      q: quoted(this.random.pick(QUOTED_NAMES), language),
      brand: this.brand(subcategory),
      person: person[language],
      famous: this.random.pick(FAMOUS_NAMES)[language],
      city: cityName,
    };
  }

  /** A point within a few kilometres of the city centre (farther in bigger cities). */
  private point(city: GeneratorDictionaries['cities'][number]) {
    const radiusKm = 1.5 + Math.min(8, Math.sqrt(Math.max(city.population, 10_000)) / 200);
    const distance = radiusKm * Math.sqrt(this.random.next());
    const angle = this.random.next() * 2 * Math.PI;
    const latitude = city.latitude + (distance * Math.cos(angle)) / 111.32;
    const longitude =
      city.longitude +
      (distance * Math.sin(angle)) / (111.32 * Math.cos((city.latitude * Math.PI) / 180));
    return {
      latitude: Math.round(latitude * 1e6) / 1e6,
      longitude: Math.round(longitude * 1e6) / 1e6,
    };
  }

  private address(citySlug: string, language: DemoLanguage): string {
    const street = this.random.pick(STREETS[citySlug] ?? STREETS.default ?? []);
    const house = this.random.int(1, 240);
    const index = language === 'ru' ? 0 : language === 'kz' ? 1 : 2;
    const base = `${street[index]}, ${house}`;
    if (!this.random.chance(0.3)) return base;
    const office = this.random.int(1, 60);
    return language === 'ru'
      ? `${base}, офис ${office}`
      : language === 'kz'
        ? `${base}, ${office}-кеңсе`
        : `${base}, office ${office}`;
  }

  private phone(): string {
    const digits = (count: number) =>
      Array.from({ length: count }, () => this.random.int(0, 9)).join('');
    return `+7 ${this.random.pick(PHONE_CODES)} ${digits(3)} ${digits(2)} ${digits(2)}`;
  }

  private contacts(handle: string): { contacts: ContactInput[]; link: string | null } {
    const phone = this.phone();
    const contacts: ContactInput[] = [{ type: 'phone', value: phone }];
    if (this.random.chance(0.6)) contacts.push({ type: 'whatsapp', value: phone });
    const site = this.random.chance(0.35) ? `https://${handle.replace(/_/g, '-')}.kz` : null;
    contacts.push({
      type: 'email',
      value: site
        ? `info@${handle.replace(/_/g, '-')}.kz`
        : `${handle}@${this.random.pick(MAIL_HOSTS)}`,
    });
    if (this.random.chance(0.7)) contacts.push({ type: 'instagram', value: `@${handle}` });
    if (this.random.chance(0.25))
      contacts.push({ type: 'telegram', value: `@${handle.padEnd(5, '_')}` });
    if (site) contacts.push({ type: 'website', value: site });
    return { contacts, link: site };
  }

  private state(): { state: ListingState; pinned: boolean } {
    const roll = this.random.next();
    const state: ListingState =
      roll < 0.86 ? 'published' : roll < 0.91 ? 'new' : roll < 0.95 ? 'unpublished' : 'archived';
    return { state, pinned: state === 'published' && this.random.chance(0.03) };
  }

  /** Ratings are not made up: they come from stored reviews (the demo seed writes some). */
  private stats() {
    return { favoritesCount: this.random.int(0, 80) };
  }

  private times(state: ListingState) {
    const createdAt = new Date(
      this.today.getTime() - this.random.int(5, 720) * DAY_MS + this.random.int(0, DAY_MS),
    );
    const publishedAt =
      state === 'published' || state === 'unpublished'
        ? new Date(
            Math.min(createdAt.getTime() + this.random.int(0, 3) * DAY_MS, this.today.getTime()),
          )
        : null;
    return { createdAt, publishedAt };
  }

  private descriptions(
    topCategory: string,
    language: DemoLanguage,
    values: Record<string, string | number>,
  ) {
    const texts = CATEGORY_TEXTS[topCategory];
    if (!texts) throw new Error(`no texts for ${topCategory}`);
    const short = fill(this.random.pick(texts.short[language]), values);
    const middle = this.random.sample(texts.long[language], this.random.int(2, 4));
    const long = [
      fill(this.random.pick(LONG_OPENINGS[language]), values),
      ...middle.map((sentence) => fill(sentence, values)),
      fill(this.random.pick(LONG_CLOSINGS[language]), values),
    ].join(' ');
    return { short, long };
  }

  /** Attributes, ages and price that fit the category (prices in tiyn, monthly). */
  private profile(subcategory: Subcategory) {
    const r = this.random;
    const yesNo = (probability: number) => [r.chance(probability) ? 'yes' : 'no'];
    const enrolment = [r.chance(0.8) ? 'open' : 'closed'];
    const price = (min: number, max: number, step = 1000) =>
      Math.round(r.int(min, max) / step) * step * TENGE;
    const isPublic = /-(public|national|nis)$/.test(subcategory.slug);
    const enterprise = [
      isPublic || (subcategory.top === 'colleges' && r.chance(0.5)) ? 'state' : 'private',
    ];
    let attributes: Record<string, string[]>;
    let ages: [number | null, number | null];
    let priceFrom: number | null;
    switch (subcategory.top) {
      case 'schools':
        attributes = {
          class_type: ['group'],
          study_form: ['full_time'],
          gender: [r.chance(0.9) ? 'mixed' : r.pick(['boys', 'girls'])],
          payment_type: [isPublic ? 'free' : 'paid'],
          enterprise_type: enterprise,
          format: ['offline'],
          certificate: ['yes'],
          disability_friendly: subcategory.slug === 'schools-inclusive' ? ['yes'] : yesNo(0.3),
          enrolment,
          location: ['in_city'],
        };
        ages = [r.pick([6, 7]), r.pick([15, 17])];
        priceFrom = isPublic ? null : price(90_000, 450_000);
        break;
      case 'kindergartens':
        attributes = {
          class_type: ['group'],
          study_form: ['full_time'],
          gender: ['mixed'],
          payment_type: [isPublic ? 'partly_paid' : 'paid'],
          enterprise_type: enterprise,
          format: ['offline'],
          disability_friendly: subcategory.slug === 'kindergartens-special' ? ['yes'] : yesNo(0.2),
          enrolment,
          location: ['in_city'],
        };
        ages = [r.pick([1, 2, 3]), r.pick([5, 6])];
        priceFrom = isPublic ? price(15_000, 35_000) : price(60_000, 250_000);
        break;
      case 'clubs':
        attributes = {
          class_type: [r.pick(['group', 'group', 'individual', 'mixed'])],
          study_form: r.sample(['weekend', 'evening', 'full_time'], r.int(1, 2)),
          gender: [r.chance(0.85) ? 'mixed' : r.pick(['boys', 'girls'])],
          payment_type: [r.chance(0.1) ? 'free' : 'paid'],
          enterprise_type: [r.chance(0.15) ? 'state' : 'private'],
          format:
            subcategory.slug === 'clubs-robotics' || subcategory.slug === 'clubs-chess'
              ? r.sample(['offline', 'online'], r.int(1, 2))
              : ['offline'],
          certificate: yesNo(0.3),
          enrolment,
          location: ['in_city'],
        };
        ages = [r.int(4, 8), r.int(12, 17)];
        priceFrom = price(12_000, 45_000);
        break;
      case 'universities':
        attributes = {
          class_type: ['group'],
          study_form: r.sample(['full_time', 'part_time', 'evening', 'distance'], r.int(1, 3)),
          gender: ['mixed'],
          payment_type: [r.pick(['paid', 'partly_paid'])],
          enterprise_type: enterprise,
          format: r.sample(['offline', 'online'], r.int(1, 2)),
          diploma: ['yes'],
          job_placement: yesNo(0.85),
          disability_friendly: yesNo(0.5),
          enrolment,
          location: ['in_city'],
        };
        ages = [17, null];
        priceFrom = price(90_000, 400_000, 5000);
        break;
      case 'colleges':
        attributes = {
          class_type: ['group'],
          study_form: r.sample(['full_time', 'part_time', 'evening'], r.int(1, 2)),
          gender: ['mixed'],
          payment_type: [r.pick(['paid', 'partly_paid', 'free'])],
          enterprise_type: enterprise,
          format: ['offline'],
          diploma: ['yes'],
          job_placement: yesNo(0.8),
          enrolment,
          location: ['in_city'],
        };
        ages = [r.pick([14, 15, 16]), r.pick([25, 30, null])];
        priceFrom = price(40_000, 150_000);
        break;
      case 'courses':
        attributes = {
          class_type: r.sample(['group', 'individual'], r.int(1, 2)),
          study_form: r.sample(['evening', 'weekend', 'distance'], r.int(1, 2)),
          gender: ['mixed'],
          payment_type: ['paid'],
          enterprise_type: ['private'],
          format: r.sample(['online', 'offline'], r.int(1, 2)),
          certificate: yesNo(0.9),
          job_placement: yesNo(0.3),
          enrolment,
          location: ['in_city'],
        };
        ages =
          subcategory.slug === 'courses-exam-prep'
            ? [15, 17]
            : subcategory.slug === 'courses-languages'
              ? [r.int(6, 12), null]
              : [r.pick([14, 16, 18]), null];
        priceFrom = price(20_000, 120_000);
        break;
      case 'tutors':
        attributes = {
          class_type: ['individual'],
          study_form: r.sample(['evening', 'weekend', 'distance'], r.int(1, 2)),
          gender: ['mixed'],
          payment_type: ['paid'],
          enterprise_type: ['private'],
          format: r.sample(['online', 'offline'], r.int(1, 2)),
          certificate: ['no'],
          enrolment,
          location: ['in_city'],
        };
        ages = subcategory.slug === 'tutors-primary' ? [5, 10] : [r.int(7, 12), 17];
        priceFrom = price(30_000, 120_000);
        break;
      default:
        attributes = {
          class_type: ['group'],
          study_form: ['full_time'],
          gender: ['mixed'],
          payment_type: ['paid'],
          enterprise_type: ['private'],
          format: ['offline'],
          disability_friendly: yesNo(0.15),
          enrolment,
          location: [subcategory.slug === 'camps-day' ? 'in_city' : 'outside_city'],
        };
        ages = [7, 14];
        priceFrom = price(60_000, 400_000, 5000);
    }
    for (const [key, values] of Object.entries(attributes)) {
      const valid = this.validAttributes.get(key);
      const fits = valid && (valid.multiple || values.length === 1);
      if (!fits || values.some((value) => !valid.values.has(value))) {
        throw new Error(`the generator produced an unknown attribute ${key}: ${values.join(',')}`);
      }
    }
    return { attributes, ageFrom: ages[0], ageTo: ages[1], priceFrom };
  }

  private subcategory(): Subcategory {
    return this.random.pick(this.subcategories);
  }

  private accountId(): number {
    return this.random.pick(this.options.accountIds);
  }

  card(accountId = this.accountId()): GeneratedCard {
    const r = this.random;
    const language = this.language();
    const subcategory = this.subcategory();
    const city = this.city();
    const cityName = cityTitle(city, language);
    const values = this.placeholders(subcategory, language, cityName);
    const templates = NAME_TEMPLATES[subcategory.slug]?.[language] ?? [];
    const title = fill(r.pick(templates), values);
    const year = this.today.getUTCFullYear() - r.int(2, 30);
    const { short, long } = this.descriptions(subcategory.top, language, {
      ...values,
      title,
      year,
      years: this.today.getUTCFullYear() - year,
    });
    const categoryIds = [subcategory.id];
    if (r.chance(0.12)) {
      const sibling = r.pick(this.subcategories.filter((s) => s.top === subcategory.top));
      if (sibling.id !== subcategory.id) categoryIds.push(sibling.id);
    }
    const profile = this.profile(subcategory);
    const handle = handleOf(`${title.replace(/[«»]/g, '')}`).slice(0, 18) || 'bilim';
    const { contacts, link } = this.contacts(`${handle}_${city.slug.slice(0, 6)}`.slice(0, 28));
    const point = this.point(city);
    const { state, pinned } = this.state();
    return {
      input: {
        account_id: accountId,
        title,
        short_description: short,
        long_description: long,
        category_ids: categoryIds,
        city_id: city.id,
        address: this.address(city.slug, language),
        latitude: point.latitude,
        longitude: point.longitude,
        link,
        contacts,
        attributes: profile.attributes,
        age_from: profile.ageFrom,
        age_to: profile.ageTo,
        price_from: profile.priceFrom,
      },
      language,
      topCategory: subcategory.top,
      state,
      pinned,
      vip: state === 'published' && r.chance(0.02),
      ...this.stats(),
      ...this.times(state),
    };
  }

  event(accountId = this.accountId()): GeneratedEvent {
    const r = this.random;
    const language = this.language();
    const subcategory = this.subcategory();
    const texts = CATEGORY_TEXTS[subcategory.top];
    if (!texts) throw new Error(`no texts for ${subcategory.top}`);
    const city = this.city();
    const cityName = cityTitle(city, language);
    const values = this.placeholders(subcategory, language, cityName);
    const org = fill(r.pick(NAME_TEMPLATES[subcategory.slug]?.[language] ?? []), values);
    const title = fill(r.pick(texts.events[language]), { ...values, org });
    const short = fill(r.pick(EVENT_SHORTS[language]), values);
    const long = [
      fill(r.pick(EVENT_SHORTS[language].filter((s) => s !== short)), values),
      ...r.sample(EVENT_LONGS[language], r.int(2, 3)).map((s) => fill(s, values)),
    ].join(' ');
    // Upcoming mostly: about a fifth in the past 30 days, the rest within 90 days ahead.
    const offset = r.chance(0.2) ? -r.int(1, 30) : r.int(0, 90);
    const start = new Date(this.today.getTime() + offset * DAY_MS);
    const finish = new Date(start.getTime() + (r.chance(0.8) ? 0 : r.int(1, 3)) * DAY_MS);
    const startMinutes = r.int(18, 36) * 30; // 09:00–18:00
    const finishMinutes = Math.min(startMinutes + r.int(2, 8) * 30, 22 * 60);
    const isFree = r.chance(0.4);
    const handle = handleOf(org.replace(/[«»]/g, '')).slice(0, 18) || 'bilim';
    const { contacts, link } = this.contacts(`${handle}_${city.slug.slice(0, 6)}`.slice(0, 28));
    const point = this.point(city);
    const { state, pinned } = this.state();
    const ownerName = r.chance(0.7)
      ? org
      : (() => {
          const person = r.pick(FIRST_NAMES);
          const surname = r.pick(SURNAMES)[person.female ? 1 : 0];
          return language === 'en'
            ? `${person.en} ${handleOf(surname).replace(/^./, (c) => c.toUpperCase())}`
            : `${person.ru} ${surname}`;
        })();
    return {
      input: {
        account_id: accountId,
        title,
        short_description: short,
        long_description: long,
        category_ids: [subcategory.id],
        city_id: city.id,
        address: this.address(city.slug, language),
        latitude: point.latitude,
        longitude: point.longitude,
        link,
        contacts,
        owner_name: ownerName,
        start_date: isoDate(start),
        finish_date: isoDate(finish),
        start_time: hhmm(startMinutes),
        finish_time: hhmm(finishMinutes),
        is_free: isFree,
        price: isFree ? null : Math.round(r.int(2_000, 25_000) / 500) * 500 * TENGE,
      },
      language,
      topCategory: subcategory.top,
      state,
      pinned,
      ...this.stats(),
      ...this.times(state),
    };
  }
}

/** A demo person: a name and the e-mail of a provider (`<prefix>-<n>@bilim.kz`). */
export function demoPerson(seed: number, index: number, prefix: string) {
  const random = new Random(seed * 7919 + index);
  const person = random.pick(FIRST_NAMES);
  const surname = random.pick(SURNAMES)[person.female ? 1 : 0];
  return {
    name: `${person.ru} ${surname}`,
    email: `${prefix}-${String(index + 1).padStart(3, '0')}@bilim.kz`,
    gender: person.female ? ('female' as const) : ('male' as const),
  };
}

type CardValues = typeof cards.$inferInsert;
type EventValues = typeof events.$inferInsert;

/** The cards row of a generated card. */
export function cardValues(card: GeneratedCard): CardValues {
  const { input } = card;
  return {
    accountId: input.account_id,
    title: input.title,
    shortDescription: input.short_description,
    longDescription: input.long_description,
    cityId: input.city_id,
    address: input.address,
    latitude: input.latitude,
    longitude: input.longitude,
    link: input.link,
    contacts: input.contacts,
    categoryIds: input.category_ids,
    attributeValues: attributeValuesOf(input.attributes, input.age_from, input.age_to),
    ageFrom: input.age_from,
    ageTo: input.age_to,
    priceFrom: input.price_from,
    state: card.state,
    pinned: card.pinned,
    vip: card.vip,
    // Demo VIP marks run a whole period from the fill, then expire like bought ones.
    vipUntil: card.vip ? new Date(Date.now() + VIP_DAYS * 24 * 60 * 60 * 1000) : null,
    favoritesCount: card.favoritesCount,
    publishedAt: card.publishedAt,
    createdAt: card.createdAt,
    updatedAt: card.publishedAt ?? card.createdAt,
  };
}

/** The events row of a generated event. */
export function eventValues(event: GeneratedEvent): EventValues {
  const { input } = event;
  return {
    accountId: input.account_id,
    title: input.title,
    shortDescription: input.short_description,
    longDescription: input.long_description,
    cityId: input.city_id,
    address: input.address,
    latitude: input.latitude,
    longitude: input.longitude,
    link: input.link,
    contacts: input.contacts,
    categoryIds: input.category_ids,
    ownerName: input.owner_name,
    startDate: input.start_date,
    finishDate: input.finish_date,
    startTime: input.start_time,
    finishTime: input.finish_time,
    isFree: input.is_free,
    price: input.price,
    state: event.state,
    pinned: event.pinned,
    favoritesCount: event.favoritesCount,
    publishedAt: event.publishedAt,
    createdAt: event.createdAt,
    updatedAt: event.publishedAt ?? event.createdAt,
  };
}
