import {
  adminCategoriesAnswer,
  adminCategoryAnswer,
  adminCitiesAnswer,
  adminCityAnswer,
  type CategoryBody,
  type CityBody,
} from '@bilim/contract/admin';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { buildSignedInUser, titledAfter } from '../../test/factories';
import { buildCard, buildEvent } from '../../test/listings-factories';
import { auditLog } from '../audit/audit.schema';
import { slides } from '../slides/slides.schema';
import { seedDictionaries } from './dictionaries.seed';
import { categories, cities } from './dictionaries.schema';

let t: TestApp;
let admin: { authorization: string };
beforeAll(async () => {
  t = await createTestApp();
  admin = (await buildSignedInUser(t.db, { roles: ['admin'] })).auth;
});
afterAll(async () => t?.close());

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: admin, ...(payload && { payload }) });

const auditOf = (type: 'city' | 'category', id: number) =>
  t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.subjectType, type), eq(auditLog.subjectId, id)))
    .orderBy(auditLog.id);

const ZHANATAS: CityBody = {
  slug: 'turkestan-test',
  title_en: 'Zhanatas',
  title_ru: 'Жанатас',
  title_kz: 'Жаңатас',
  latitude: 43.297_333_33,
  longitude: 68.251_75,
  population: 165_000,
};

async function createCity(body: Partial<CityBody> = {}) {
  const res = await call('POST', '/api/admin/cities', {
    ...ZHANATAS,
    ...titledAfter(body.slug, ZHANATAS),
    ...body,
  });
  expect(res.statusCode, res.body).toBe(201);
  return adminCityAnswer.parse(res.json()).data;
}

const publicCities = async () =>
  (await t.app.inject({ method: 'GET', url: '/api/cities' })).json().data as Array<{
    slug: string;
    title: { en: string };
  }>;

describe('cities managed by the admin', () => {
  it('creates a city everyone then reads, with its map link, audited', async () => {
    const city = await createCity();
    expect(city).toMatchObject({
      slug: 'turkestan-test',
      title: { en: 'Zhanatas', ru: 'Жанатас', kz: 'Жаңатас' },
      latitude: 43.297_333_3,
      longitude: 68.251_75,
      population: 165_000,
      cards: 0,
      events: 0,
      slides: 0,
    });
    expect(city.map_link).toContain('mlat=43.2973333&mlon=68.25175');
    expect((await publicCities()).map((row) => row.slug)).toContain('turkestan-test');
    const [entry] = await auditOf('city', city.id);
    expect(entry).toMatchObject({ action: 'city.create', before: null });
    expect(entry?.after).toMatchObject({ slug: 'turkestan-test', population: 165_000 });

    const again = await call('POST', '/api/admin/cities', ZHANATAS);
    expect(again.statusCode).toBe(422);
    expect(again.json().errors).toEqual({ slug: 'This slug is already taken' });
  });

  it('refuses a title another city has, in any language and letter case, and keeps the city as it was', async () => {
    const city = await createCity({ slug: 'title-town' });
    const clash = await call('POST', '/api/admin/cities', {
      ...ZHANATAS,
      ...titledAfter('title-town-2', ZHANATAS),
      slug: 'title-town-2',
      title_ru: city.title.ru.toUpperCase(),
    });
    expect(clash.statusCode).toBe(422);
    expect(clash.json().errors).toEqual({ title_ru: 'This title is already taken' });
    expect((await publicCities()).map((row) => row.slug)).not.toContain('title-town-2');

    const other = await createCity({ slug: 'other-town' });
    const renamed = await call('PUT', `/api/admin/cities/${other.id}`, {
      ...ZHANATAS,
      slug: other.slug,
      title_en: city.title.en,
      title_ru: other.title.ru,
      title_kz: city.title.kz,
    });
    expect(renamed.json().errors).toEqual({
      title_en: 'This title is already taken',
      title_kz: 'This title is already taken',
    });
    const unchanged = (await publicCities()).find((row) => row.slug === 'other-town');
    expect(unchanged?.title.en).toBe(other.title.en);
    // Its own titles are its own: saved again unchanged, it is accepted.
    const same = await call('PUT', `/api/admin/cities/${other.id}`, {
      ...ZHANATAS,
      slug: other.slug,
      title_en: other.title.en,
      title_ru: other.title.ru,
      title_kz: other.title.kz,
    });
    expect(same.statusCode).toBe(200);
  });

  it('refuses coordinates out of range or not numbers, empty titles and a bad slug', async () => {
    const res = await call('POST', '/api/admin/cities', {
      ...ZHANATAS,
      slug: 'Bad Slug',
      latitude: 91,
      longitude: 'abc',
      title_ru: ' ',
      population: -5,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      slug: 'Invalid value',
      latitude: 'Latitude must be between -90 and 90',
      longitude: 'Enter a number',
      title_ru: 'Title is required',
      population: 'Must be 0 or greater',
    });
    const west = await call('POST', '/api/admin/cities', { ...ZHANATAS, longitude: -180.5 });
    expect(west.json().errors).toEqual({ longitude: 'Longitude must be between -180 and 180' });
    expect(await t.db.select().from(cities).where(eq(cities.slug, 'Bad Slug'))).toEqual([]);
  });

  it('edits a city with before and after in the audit log, and finds it by any title', async () => {
    const city = await createCity({ slug: 'kosshy', title_en: 'Koshy', population: 60_000 });
    const res = await call('PUT', `/api/admin/cities/${city.id}`, {
      ...ZHANATAS,
      slug: 'kosshy',
      title_en: 'Kosshy',
      title_ru: 'Косшы',
      title_kz: 'Қосшы',
      population: 65_000,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ title: { en: 'Kosshy' }, population: 65_000 });
    const entries = await auditOf('city', city.id);
    expect(entries.map((entry) => entry.action)).toEqual(['city.create', 'city.update']);
    expect(entries[1]?.before).toMatchObject({ title_en: 'Koshy', population: 60_000 });

    const taken = await call('PUT', `/api/admin/cities/${city.id}`, { ...ZHANATAS });
    expect(taken.statusCode).toBe(422);
    expect(taken.json().errors).toEqual({ slug: 'This slug is already taken' });

    const found = await call('GET', '/api/admin/cities?q=%D2%9A%D0%BE%D1%81%D1%88%D1%8B');
    const page = adminCitiesAnswer.parse(found.json());
    expect(page.data.map((row) => row.slug)).toEqual(['kosshy']);
    expect(page.meta.total).toBe(1);
  });

  it('deletes only a city no record is in; its slides then show everywhere', async () => {
    const empty = await createCity({ slug: 'empty-town' });
    const [slide] = await t.db
      .insert(slides)
      .values({
        titleEn: 'Open day',
        titleRu: 'День открытых дверей',
        titleKz: 'Ашық есік күні',
        imageUrl: '/slides/open-day.webp',
        cityId: empty.id,
      })
      .returning();
    expect((await call('GET', `/api/admin/cities/${empty.id}`)).json().data.slides).toBe(1);
    expect((await call('DELETE', `/api/admin/cities/${empty.id}`)).statusCode).toBe(204);
    expect(await t.db.select().from(cities).where(eq(cities.id, empty.id))).toEqual([]);
    const [kept] = await t.db.select().from(slides).where(eq(slides.id, slide!.id));
    expect(kept?.cityId).toBeNull();
    expect((await auditOf('city', empty.id)).map((entry) => entry.action)).toEqual([
      'city.create',
      'city.delete',
    ]);

    const busy = await createCity({ slug: 'busy-town' });
    await buildCard(t.db, { cityId: busy.id });
    await buildEvent(t.db, { cityId: busy.id });
    const shown = adminCityAnswer.parse((await call('GET', `/api/admin/cities/${busy.id}`)).json());
    expect(shown.data).toMatchObject({ cards: 1, events: 1 });
    const refused = await call('DELETE', `/api/admin/cities/${busy.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'CITY_IN_USE' });
    expect((await call('GET', '/api/admin/cities/999999')).json()).toMatchObject({
      code: 'CITY_NOT_FOUND',
    });
  });

  it('exports the cities found as CSV, a formula-like title kept as text', async () => {
    await createCity({ slug: 'csv-town', title_en: '=Csv town' });
    const res = await call('GET', '/api/admin/cities.csv?q=csv-town');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/attachment; filename="bilim-cities-/);
    const [header, row] = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n');
    expect(header).toBe(
      'id,slug,title_en,title_ru,title_kz,latitude,longitude,population,cards,events',
    );
    expect(row).toMatch(
      /^\d+,csv-town,'=Csv town,Жанатас csv-town,Жаңатас csv-town,43.2973333,68.25175,165000,0,0$/,
    );
  });

  it('keeps the admin’s edits and deletions when the dictionaries are seeded again', async () => {
    const [almaty] = await t.db.select().from(cities).where(eq(cities.slug, 'almaty'));
    await call('PUT', `/api/admin/cities/${almaty!.id}`, {
      ...ZHANATAS,
      slug: 'almaty',
      title_en: 'Almaty city',
      title_ru: almaty!.titleRu,
      title_kz: almaty!.titleKz,
      latitude: almaty!.latitude,
      longitude: almaty!.longitude,
    });
    const [topCategory] = await t.db.select().from(categories).where(eq(categories.slug, 'camps'));
    await t.db
      .update(categories)
      .set({ titleEn: 'Summer camps' })
      .where(eq(categories.id, topCategory!.id));
    await seedDictionaries(t.db);
    const [after] = await t.db.select().from(cities).where(eq(cities.slug, 'almaty'));
    expect(after?.titleEn).toBe('Almaty city');
    const [camps] = await t.db.select().from(categories).where(eq(categories.slug, 'camps'));
    expect(camps?.titleEn).toBe('Summer camps');
  });
});

const CATEGORY: CategoryBody = {
  slug: 'robotics-test',
  parent_id: null,
  title_en: 'Robotics',
  title_ru: 'Робототехника',
  title_kz: 'Робототехника',
  icon: '🤖',
};

async function createCategory(body: Partial<CategoryBody> = {}) {
  const res = await call('POST', '/api/admin/categories', {
    ...CATEGORY,
    ...titledAfter(body.slug, CATEGORY),
    ...body,
  });
  expect(res.statusCode, res.body).toBe(201);
  return adminCategoryAnswer.parse(res.json()).data;
}

const listCategories = async () =>
  adminCategoriesAnswer.parse((await call('GET', '/api/admin/categories')).json()).data;

describe('categories managed by the admin', () => {
  it('creates a top category and a subcategory, last in their places, in the public catalog', async () => {
    const top = await createCategory();
    const child = await createCategory({
      slug: 'lego-test',
      parent_id: top.id,
      title_en: 'LEGO',
      title_ru: 'ЛЕГО',
      title_kz: 'ЛЕГО',
      icon: '',
    });
    expect(child).toMatchObject({ parent_id: top.id, position: 0, icon: null, cards: 0 });
    const list = await listCategories();
    const tops = list.filter((row) => row.parent_id === null);
    expect(tops.at(-1)?.slug).toBe('robotics-test');
    // Parents come before their children.
    expect(list.findIndex((row) => row.id === child.id)).toBe(
      list.findIndex((row) => row.id === top.id) + 1,
    );

    const catalog = (await t.app.inject({ method: 'GET', url: '/api/catalog' })).json().data;
    const shown = catalog.categories.find((row: { slug: string }) => row.slug === 'robotics-test');
    expect(shown.children.map((row: { slug: string }) => row.slug)).toEqual(['lego-test']);

    // The catalog filters by the new category at once: a card filed under the subcategory is
    // found under its top category.
    await buildCard(t.db, { categoryIds: [child.id], state: 'published' });
    const found = await t.app.inject({ method: 'GET', url: '/api/cards?category=robotics-test' });
    expect(found.json().meta.total).toBe(1);

    expect((await auditOf('category', top.id))[0]).toMatchObject({ action: 'category.create' });
  });

  it('refuses an empty title, a taken slug and a parent that is not a top category', async () => {
    const res = await call('POST', '/api/admin/categories', {
      ...CATEGORY,
      title_en: '',
      slug: 'schools',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ title_en: 'Title is required' });
    const taken = await call('POST', '/api/admin/categories', { ...CATEGORY, slug: 'schools' });
    expect(taken.json().errors).toEqual({ slug: 'This slug is already taken' });

    const list = await listCategories();
    const child = list.find((row) => row.parent_id !== null)!;
    const top = list.find((row) => row.id === child.parent_id)!;
    const underChild = await call('POST', '/api/admin/categories', {
      ...CATEGORY,
      slug: 'too-deep',
      parent_id: child.id,
    });
    expect(underChild.json().errors).toEqual({
      parent_id: 'Choose a top category other than this one',
    });
    // A top category with children cannot become a child itself.
    const other = list.find((row) => row.parent_id === null && row.id !== top.id)!;
    const moveTop = await call('PUT', `/api/admin/categories/${top.id}`, {
      slug: top.slug,
      parent_id: other.id,
      title_en: top.title.en,
      title_ru: top.title.ru,
      title_kz: top.title.kz,
    });
    expect(moveTop.statusCode).toBe(422);
    expect(moveTop.json().errors).toHaveProperty('parent_id');
    // Another category's slug: the unique index answers, and the edit is rolled back.
    const takenOnEdit = await call('PUT', `/api/admin/categories/${child.id}`, {
      slug: top.slug,
      parent_id: child.parent_id,
      title_en: 'Renamed',
      title_ru: child.title.ru,
      title_kz: child.title.kz,
    });
    expect(takenOnEdit.statusCode).toBe(422);
    expect(takenOnEdit.json().errors).toEqual({ slug: 'This slug is already taken' });
    const unchanged = (await listCategories()).find((row) => row.id === child.id);
    expect(unchanged).toMatchObject({ slug: child.slug, title: { en: child.title.en } });
  });

  it('refuses a title a sibling has; the same title under another parent is fine', async () => {
    const first = await createCategory({ slug: 'arts-top' });
    const second = await createCategory({ slug: 'music-top' });
    await createCategory({ slug: 'other-a', parent_id: first.id, title_ru: 'Другое' });
    const sameParent = await call('POST', '/api/admin/categories', {
      ...CATEGORY,
      ...titledAfter('other-b', CATEGORY),
      slug: 'other-b',
      parent_id: first.id,
      title_ru: 'другое',
    });
    expect(sameParent.statusCode).toBe(422);
    expect(sameParent.json().errors).toEqual({ title_ru: 'This title is already taken' });
    await createCategory({ slug: 'other-c', parent_id: second.id, title_ru: 'Другое' });
    // A top category named as another top one.
    const top = await call('POST', '/api/admin/categories', {
      ...CATEGORY,
      ...titledAfter('arts-top-2', CATEGORY),
      slug: 'arts-top-2',
      title_en: first.title.en,
    });
    expect(top.json().errors).toEqual({ title_en: 'This title is already taken' });
  });

  it('edits and moves a category; reorders siblings (every one, once), audited', async () => {
    const list = await listCategories();
    const tops = list.filter((row) => row.parent_id === null);
    const [first, second] = tops;
    const child = list.find((row) => row.parent_id === first!.id)!;
    const moved = await call('PUT', `/api/admin/categories/${child.id}`, {
      slug: child.slug,
      parent_id: second!.id,
      title_en: 'Moved',
      title_ru: child.title.ru,
      title_kz: child.title.kz,
      icon: '📚',
    });
    expect(moved.statusCode).toBe(200);
    const secondChildren = list.filter((row) => row.parent_id === second!.id);
    expect(moved.json().data).toMatchObject({
      parent_id: second!.id,
      title: { en: 'Moved' },
      icon: '📚',
      position: Math.max(...secondChildren.map((row) => row.position)) + 1,
    });

    const reversed = tops.map((row) => row.id).reverse();
    const order = await call('PUT', '/api/admin/categories/order', {
      parent_id: null,
      ids: reversed,
    });
    expect(order.statusCode).toBe(204);
    const after = (await listCategories()).filter((row) => row.parent_id === null);
    expect(after.map((row) => row.id)).toEqual(reversed);
    const catalog = (await t.app.inject({ method: 'GET', url: '/api/catalog' })).json().data;
    expect(catalog.categories.map((row: { id: number }) => row.id)).toEqual(reversed);

    const partial = await call('PUT', '/api/admin/categories/order', {
      parent_id: null,
      ids: reversed.slice(1),
    });
    expect(partial.statusCode).toBe(422);
    expect(partial.json().errors).toEqual({ ids: 'Invalid value' });
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'category.reorder'));
    expect(entry?.after).toEqual({ ids: reversed });
  });

  it('counts a top category with its subcategories’ records, each once; deletion still asks the category itself', async () => {
    const top = await createCategory({ slug: 'sports-tree' });
    const football = await createCategory({ slug: 'football-tree', parent_id: top.id });
    const swimming = await createCategory({ slug: 'swimming-tree', parent_id: top.id });
    const empty = await createCategory({ slug: 'empty-tree', parent_id: top.id });
    const elsewhere = await createCategory({ slug: 'elsewhere-tree' });
    await buildCard(t.db, { categoryIds: [top.id] });
    await buildCard(t.db, { categoryIds: [football.id], state: 'published' });
    // Filed under two subcategories and the top one: one card of the branch.
    await buildCard(t.db, { categoryIds: [top.id, football.id, swimming.id] });
    await buildCard(t.db, { categoryIds: [elsewhere.id, swimming.id], state: 'archived' });
    await buildCard(t.db, { categoryIds: [elsewhere.id] });
    await buildEvent(t.db, { categoryIds: [swimming.id] });

    const counts = (rows: Array<{ id: number; cards: number; events: number }>) =>
      Object.fromEntries(rows.map((row) => [row.id, { cards: row.cards, events: row.events }]));
    const list = counts(await listCategories());
    expect(list[top.id]).toEqual({ cards: 4, events: 1 });
    expect(list[football.id]).toEqual({ cards: 2, events: 0 });
    expect(list[swimming.id]).toEqual({ cards: 2, events: 1 });
    expect(list[empty.id]).toEqual({ cards: 0, events: 0 });
    expect(list[elsewhere.id]).toEqual({ cards: 2, events: 0 });
    const one = adminCategoryAnswer.parse(
      (await call('GET', `/api/admin/categories/${top.id}`)).json(),
    );
    expect(one.data).toMatchObject({ cards: 4, events: 1 });

    // CATEGORY_IN_USE as before: an empty subcategory goes, whatever its parent's branch holds.
    expect((await call('DELETE', `/api/admin/categories/${empty.id}`)).statusCode).toBe(204);
    expect((await call('DELETE', `/api/admin/categories/${top.id}`)).json()).toMatchObject({
      code: 'CATEGORY_IN_USE',
    });
    expect(counts(await listCategories())[top.id]).toEqual({ cards: 4, events: 1 });
  });

  it('deletes only a category no card, event or subcategory is filed under', async () => {
    const lonely = await createCategory({ slug: 'lonely' });
    expect((await call('DELETE', `/api/admin/categories/${lonely.id}`)).statusCode).toBe(204);
    expect(await t.db.select().from(categories).where(eq(categories.id, lonely.id))).toEqual([]);

    const withEvent = await createCategory({ slug: 'with-event' });
    await buildEvent(t.db, { categoryIds: [withEvent.id] });
    const refused = await call('DELETE', `/api/admin/categories/${withEvent.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'CATEGORY_IN_USE' });

    const parent = await createCategory({ slug: 'parent-only' });
    await createCategory({ slug: 'child-only', parent_id: parent.id });
    const withChild = await call('DELETE', `/api/admin/categories/${parent.id}`);
    expect(withChild.json()).toMatchObject({ code: 'CATEGORY_IN_USE' });
    expect((await call('GET', '/api/admin/categories/999999')).statusCode).toBe(404);
  });
});

describe('the dictionaries’ admin calls', () => {
  it('are the admin’s alone: support, advertisement, users and visitors are refused', async () => {
    for (const roles of [['support'], ['advertisement'], []] as const) {
      const { auth } = await buildSignedInUser(t.db, { roles: [...roles] });
      for (const [method, url, payload] of [
        ['GET', '/api/admin/cities', undefined],
        ['POST', '/api/admin/cities', { ...ZHANATAS, slug: 'sneaky' }],
        ['GET', '/api/admin/categories', undefined],
        ['POST', '/api/admin/categories', { ...CATEGORY, slug: 'sneaky' }],
      ] as const) {
        const res = await t.app.inject({ method, url, headers: auth, ...(payload && { payload }) });
        expect(res.statusCode, `${roles.join()} ${method} ${url}`).toBe(403);
      }
    }
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/admin/cities' });
    expect(anonymous.statusCode).toBe(401);
    expect(await t.db.select().from(cities).where(eq(cities.slug, 'sneaky'))).toEqual([]);
    expect(await t.db.select().from(categories).where(eq(categories.slug, 'sneaky'))).toEqual([]);
  });
});

describe('languages managed by the admin', () => {
  it('renames a language the menu offers, keeps a new one until the interface speaks it, deletes it', async () => {
    const renamed = await call('PUT', '/api/admin/languages/kz', {
      title: 'Қазақ тілі',
      flg: '🇰🇿',
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().data).toMatchObject({ code: 'kz', interface: true, built_in: true });
    const menu = (await t.app.inject({ method: 'GET', url: '/api/languages' })).json().data;
    expect(menu.map((row: { title: string }) => row.title)).toContain('Қазақ тілі');

    const created = await call('POST', '/api/admin/languages', {
      code: 'uz',
      title: 'Oʻzbekcha',
      flg: '🇺🇿',
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().data).toMatchObject({ code: 'uz', interface: false, built_in: false });
    const listed = (await call('GET', '/api/admin/languages')).json().data;
    expect(listed.map((row: { code: string }) => row.code)).toEqual(['en', 'ru', 'kz', 'uz']);
    const offered = (await t.app.inject({ method: 'GET', url: '/api/languages' })).json().data;
    expect(offered.map((row: { code: string }) => row.code)).toEqual(['en', 'ru', 'kz']);

    const again = await call('POST', '/api/admin/languages', {
      code: 'uz',
      title: 'Uz',
      flg: '🇺🇿',
    });
    expect(again.json().errors).toEqual({ code: 'This code is already taken' });
    const sameName = await call('POST', '/api/admin/languages', {
      code: 'uzb',
      title: 'OʻZBEKCHA',
      flg: '🇺🇿',
    });
    expect(sameName.json().errors).toEqual({ title: 'This title is already taken' });
    const bad = await call('POST', '/api/admin/languages', { code: 'U1', title: ' ', flg: '' });
    expect(bad.json().errors).toEqual({
      code: 'Invalid value',
      title: 'Title is required',
      flg: 'Fill value',
    });

    expect((await call('DELETE', '/api/admin/languages/uz')).statusCode).toBe(204);
    for (const code of ['en', 'ru', 'kz']) {
      const refused = await call('DELETE', `/api/admin/languages/${code}`);
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({ code: 'LANGUAGE_BUILT_IN' });
    }
    const actions = await t.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(eq(auditLog.subjectType, 'language'))
      .orderBy(auditLog.id);
    expect(actions.map((row) => row.action)).toEqual([
      'language.update',
      'language.create',
      'language.delete',
    ]);
    const { auth } = await buildSignedInUser(t.db, { roles: ['support'] });
    const support = await t.app.inject({
      method: 'GET',
      url: '/api/admin/languages',
      headers: auth,
    });
    expect(support.statusCode).toBe(403);
  });
});
