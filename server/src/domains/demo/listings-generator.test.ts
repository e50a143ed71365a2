import { cardInput } from '@bilim/contract/cards';
import { eventInput } from '@bilim/contract/events';
import { LONG_DESCRIPTION_MIN, SHORT_DESCRIPTION_MIN } from '@bilim/contract/listings';
import { describe, expect, it } from 'vitest';
import { CATEGORIES } from '../dictionaries/data/categories';
import { CITIES } from '../dictionaries/data/cities';
import {
  attributeValuesOf,
  cardValues,
  ListingsGenerator,
  type GeneratorDictionaries,
} from './listings-generator';
import { Random } from './random';

/** The seeded dictionaries with ids as the seed would give them. */
function dictionaries(): GeneratorDictionaries {
  let id = 0;
  const categories: GeneratorDictionaries['categories'] = [];
  for (const top of CATEGORIES) {
    const parentId = ++id;
    categories.push({ id: parentId, slug: top.slug, parentId: null });
    for (const child of top.children) categories.push({ id: ++id, slug: child.slug, parentId });
  }
  return {
    categories,
    cities: CITIES.map((city, index) => ({
      id: index + 1,
      slug: city.slug,
      titleEn: city.title.en,
      titleRu: city.title.ru,
      titleKz: city.title.kz,
      latitude: city.latitude,
      longitude: city.longitude,
      population: city.population,
    })),
  };
}

const today = new Date('2026-11-21T08:00:00Z');
const generatorOf = (seed: number) =>
  new ListingsGenerator({ seed, dictionaries: dictionaries(), accountIds: [1, 2, 3], today });

const DAY_MS = 24 * 60 * 60 * 1000;

/** Distance in kilometres between two points (haversine). */
function kilometres(a: { lat: number; lon: number }, b: { lat: number; lon: number }): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLon = (b.lon - a.lon) * rad;
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}

describe('the seeded random numbers', () => {
  it('repeat for the same seed and differ for another', () => {
    const draw = (seed: number) => {
      const random = new Random(seed);
      return Array.from({ length: 5 }, () => random.next());
    };
    expect(draw(42)).toEqual(draw(42));
    expect(draw(42)).not.toEqual(draw(43));
    expect(draw(7).every((value) => value >= 0 && value < 1)).toBe(true);
  });
});

describe('the listings generator', () => {
  it('gives the same records for the same seed, and others for another seed', () => {
    const take = (seed: number) => {
      const generator = generatorOf(seed);
      return {
        cards: Array.from({ length: 50 }, () => generator.card()),
        events: Array.from({ length: 20 }, () => generator.event()),
      };
    };
    expect(take(11)).toEqual(take(11));
    expect(take(11).cards.map((card) => card.input.title)).not.toEqual(
      take(12).cards.map((card) => card.input.title),
    );
  });

  it('makes cards the cabinet form would accept, with the descriptions long enough', () => {
    const generator = generatorOf(1);
    for (let i = 0; i < 1500; i += 1) {
      const card = generator.card();
      const parsed = cardInput.safeParse(card.input);
      expect(parsed.success, JSON.stringify([card.input, parsed.error?.issues])).toBe(true);
      expect(card.input.short_description.length).toBeGreaterThanOrEqual(SHORT_DESCRIPTION_MIN);
      expect(card.input.long_description.length).toBeGreaterThanOrEqual(LONG_DESCRIPTION_MIN);
      expect(card.input.long_description.split('. ').length).toBeGreaterThanOrEqual(3);
    }
  });

  it('makes events the cabinet form would accept, from 30 days ago to 90 days ahead', () => {
    const generator = generatorOf(2);
    let upcoming = 0;
    for (let i = 0; i < 800; i += 1) {
      const event = generator.event();
      const parsed = eventInput.safeParse(event.input);
      expect(parsed.success, JSON.stringify([event.input, parsed.error?.issues])).toBe(true);
      const days = (Date.parse(`${event.input.start_date}T00:00:00Z`) - today.getTime()) / DAY_MS;
      expect(days).toBeGreaterThan(-31);
      expect(days).toBeLessThan(91);
      if (days >= 0) upcoming += 1;
      expect(event.input.is_free || (event.input.price ?? 0) > 0).toBe(true);
    }
    expect(upcoming / 800).toBeGreaterThan(0.7);
  });

  it('places records within a few kilometres of their city centre', () => {
    const { cities } = dictionaries();
    const generator = generatorOf(3);
    for (let i = 0; i < 1000; i += 1) {
      const { input } = i % 2 ? generator.card() : generator.event();
      const city = cities.find((c) => c.id === input.city_id);
      expect(city).toBeDefined();
      expect(Math.abs(input.latitude)).toBeLessThanOrEqual(90);
      expect(Math.abs(input.longitude)).toBeLessThanOrEqual(180);
      const distance = kilometres(
        { lat: city?.latitude ?? 0, lon: city?.longitude ?? 0 },
        { lat: input.latitude, lon: input.longitude },
      );
      expect(distance).toBeLessThan(12);
    }
  });

  it('mixes Russian, Kazakh and English, every category and mostly published records', () => {
    const generator = generatorOf(4);
    const cards = Array.from({ length: 3000 }, () => generator.card());
    const share = (test: (card: (typeof cards)[number]) => boolean) =>
      cards.filter(test).length / cards.length;
    expect(share((card) => card.language === 'ru')).toBeCloseTo(0.6, 1);
    expect(share((card) => card.language === 'kz')).toBeCloseTo(0.25, 1);
    expect(share((card) => card.language === 'en')).toBeCloseTo(0.15, 1);
    expect(new Set(cards.map((card) => card.topCategory))).toEqual(
      new Set(CATEGORIES.map((category) => category.slug)),
    );
    expect(share((card) => card.state === 'published')).toBeGreaterThan(0.8);
    expect(cards.some((card) => card.state === 'archived')).toBe(true);
    expect(cards.some((card) => card.pinned)).toBe(true);
    expect(cards.filter((card) => card.pinned).every((card) => card.state === 'published')).toBe(
      true,
    );
    expect(cards.some((card) => /[әғқңөұүһі]/i.test(card.input.title))).toBe(true);
    expect(cards.some((card) => card.input.title.startsWith('Репетитор по математике'))).toBe(true);
  });

  it('gives attributes that fit the category', () => {
    const generator = generatorOf(5);
    for (let i = 0; i < 1500; i += 1) {
      const card = generator.card();
      const { attributes } = card.input;
      if (card.topCategory === 'universities') {
        expect(attributes.diploma).toEqual(['yes']);
        expect(card.input.age_from).toBe(17);
      }
      if (card.topCategory === 'tutors') expect(attributes.class_type).toEqual(['individual']);
      if (card.topCategory === 'camps') {
        expect([card.input.age_from, card.input.age_to]).toEqual([7, 14]);
      }
      if (card.topCategory === 'kindergartens') expect(card.input.age_to).toBeLessThanOrEqual(6);
    }
  });

  it('stores attributes as key:value with the age groups derived from the age range', () => {
    expect(attributeValuesOf({ format: ['online', 'offline'], age: ['0_3'] }, 7, 12)).toEqual([
      'age:11_14',
      'age:7_10',
      'format:offline',
      'format:online',
    ]);
    const card = generatorOf(6).card();
    expect(cardValues(card).attributeValues).toContain(
      `class_type:${card.input.attributes.class_type?.[0]}`,
    );
  });
});
