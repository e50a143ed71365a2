import { cityBody } from '@bilim/contract/admin';
import { catalogSchema, citySchema } from '@bilim/contract/dictionaries';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { seedDictionaries } from './dictionaries.seed';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

describe('GET /api/languages', () => {
  it('lists en, ru and kz with their flags, as one page', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/languages' });
    expect(res.json()).toEqual({
      data: [
        { code: 'en', title: 'English', flg: '🇬🇧' },
        { code: 'ru', title: 'Русский', flg: '🇷🇺' },
        { code: 'kz', title: 'Қазақша', flg: '🇰🇿' },
      ],
      meta: { current_page: 1, last_page: 1, per_page: 3, total: 3 },
    });
  });
});

describe('GET /api/cities', () => {
  it('lists at least 20 cities with valid coordinates, largest first, as one page', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/cities' });
    expect(res.statusCode).toBe(200);
    const cities = res.json().data as Array<ReturnType<typeof citySchema.parse>>;
    expect(cities.length).toBeGreaterThanOrEqual(20);
    expect(res.json().meta).toEqual({
      current_page: 1,
      last_page: 1,
      per_page: cities.length,
      total: cities.length,
    });
    for (const city of cities) {
      expect(citySchema.parse(city)).toEqual(city);
      const { title, ...rest } = city;
      const body = { ...rest, title_en: title.en, title_ru: title.ru, title_kz: title.kz };
      expect(cityBody.safeParse(body).success).toBe(true);
      expect(city.map_link).toBe(
        `https://www.openstreetmap.org/?mlat=${city.latitude}&mlon=${city.longitude}#map=12/${city.latitude}/${city.longitude}`,
      );
    }
    const populations = cities.map((city) => city.population);
    expect(populations).toEqual([...populations].sort((a, b) => b - a));
    expect(cities.map((city) => city.slug)).toEqual(expect.arrayContaining(['almaty', 'astana']));
  });
});

describe('GET /api/catalog', () => {
  it('nests the categories under 8 top categories and lists the filter attributes', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/catalog' });
    expect(res.statusCode).toBe(200);
    const catalog = catalogSchema.parse(res.json().data);
    expect(catalog.categories.map((category) => category.slug).sort()).toEqual(
      [
        'camps',
        'clubs',
        'colleges',
        'courses',
        'kindergartens',
        'schools',
        'tutors',
        'universities',
      ].sort(),
    );
    for (const category of catalog.categories) {
      expect(category.children.length).toBeGreaterThan(0);
      expect(category.title.ru).not.toBe('');
    }
    expect(catalog.attributes.length).toBeGreaterThan(5);
    for (const attribute of catalog.attributes) expect(attribute.values.length).toBeGreaterThan(0);
  });

  it('seeds again without duplicating anything', async () => {
    const before = (await t.app.inject({ method: 'GET', url: '/api/catalog' })).json();
    await seedDictionaries(t.db);
    const after = (await t.app.inject({ method: 'GET', url: '/api/catalog' })).json();
    expect(after).toEqual(before);
  });
});
