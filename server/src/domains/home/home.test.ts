import { dataOf, pageOf } from '@bilim/contract/api';
import { mainSchema, slideSchema } from '@bilim/contract/discovery';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { buildAccount, buildCard, buildEvent } from '../../test/listings-factories';
import { catalogDictionary } from '../catalog/catalog.dictionary';
import { slides } from '../slides/slides.schema';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const isoDay = (offsetDays: number) =>
  new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);

describe('GET /api/main', () => {
  it("answers a city's categories with counts, top and new cards and upcoming events", async () => {
    const dictionary = await catalogDictionary(t.db);
    const [city, otherCity] = dictionary.cities;
    const schools = dictionary.categoryBySlug.get('schools')!;
    const privateSchools = dictionary.categoryBySlug.get('schools-private')!;
    const account = await buildAccount(t);
    const inCity = { accountId: account.id, cityId: city!.id, state: 'published' as const };
    const best = await buildCard(t, {
      ...inCity,
      rating: 5,
      reviewsCount: 10,
      categoryIds: [schools.id],
    });
    const newest = await buildCard(t, {
      ...inCity,
      rating: 1,
      reviewsCount: 10,
      categoryIds: [privateSchools.id],
      publishedAt: new Date(Date.now() + 1000),
    });
    await buildCard(t, { ...inCity, state: 'new', categoryIds: [schools.id] });
    await buildCard(t, { ...inCity, cityId: otherCity!.id, categoryIds: [schools.id] });
    const soon = await buildEvent(t, { ...inCity, startDate: isoDay(1), finishDate: isoDay(1) });
    await buildEvent(t, { ...inCity, startDate: isoDay(-5), finishDate: isoDay(-4) });

    const res = await t.app.inject({ method: 'GET', url: `/api/main?city=${city!.slug}` });
    expect(res.statusCode, res.body).toBe(200);
    const { data } = dataOf(mainSchema).parse(res.json());
    expect(data.categories.find((category) => category.slug === 'schools')?.cards_count).toBe(2);
    expect(data.categories.every((category) => !category.slug.includes('-'))).toBe(true);
    expect(data.top_cards.map((card) => card.id)).toEqual([best.id, newest.id]);
    expect(data.new_cards.map((card) => card.id)).toEqual([newest.id, best.id]);
    expect(data.upcoming_events.map((event) => event.id)).toEqual([soon.id]);
  });
});

describe('GET /api/slides', () => {
  it('answers the active slides by position', async () => {
    const text = { titleEn: 'Learn', titleRu: 'Учитесь', titleKz: 'Оқыңыз' };
    await t.db.insert(slides).values([
      { ...text, imageUrl: '/uploads/slides/b.webp', position: 2 },
      { ...text, imageUrl: '/uploads/slides/a.webp', position: 1, link: '/catalog' },
      { ...text, imageUrl: '/uploads/slides/off.webp', position: 0, active: false },
    ]);
    const res = await t.app.inject({ method: 'GET', url: '/api/slides' });
    const { data, meta } = pageOf(slideSchema).parse(res.json());
    expect(data.map((slide) => slide.image_url)).toEqual([
      '/uploads/slides/a.webp',
      '/uploads/slides/b.webp',
    ]);
    expect(data[0]).toMatchObject({
      title: { en: 'Learn', ru: 'Учитесь', kz: 'Оқыңыз' },
      link: '/catalog',
    });
    expect(meta.total).toBe(2);
  });
});
