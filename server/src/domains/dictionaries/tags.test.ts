import { adminTagAnswer, adminTagsAnswer, type TagBody } from '@bilim/contract/admin';
import { cardDetailSchema } from '@bilim/contract/cards';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { buildSignedInUser, titledAfter } from '../../test/factories';
import { buildCard, cardInputFor, firstAccountOf } from '../../test/listings-factories';
import { auditLog } from '../audit/audit.schema';
import { cards } from '../listings/listings.schema';
import { tags } from './dictionaries.schema';

let t: TestApp;
let admin: { authorization: string };
beforeAll(async () => {
  t = await createTestApp();
  admin = (await buildSignedInUser(t.db, { roles: ['admin'] })).auth;
});
afterAll(async () => t?.close());

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: admin, ...(payload && { payload }) });

const auditOf = (id: number) =>
  t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.subjectType, 'tag'), eq(auditLog.subjectId, id)))
    .orderBy(auditLog.id);

const ROBOTS: TagBody = {
  slug: 'lego-robots',
  title_en: 'Lego robots',
  title_ru: 'Лего-роботы',
  title_kz: 'Лего роботтар',
};

async function createTag(body: Partial<TagBody> = {}) {
  const res = await call('POST', '/api/admin/tags', {
    ...ROBOTS,
    ...titledAfter(body.slug, ROBOTS),
    ...body,
  });
  expect(res.statusCode, res.body).toBe(201);
  return adminTagAnswer.parse(res.json()).data;
}

const publicCardSlugs = async (query: string) => {
  const res = await t.app.inject({ method: 'GET', url: `/api/cards?${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().data as Array<{ id: number }>).map((row) => row.id);
};

describe('tags managed by the admin', () => {
  it('creates a tag everyone reads, audited; a taken slug and empty titles are refused', async () => {
    const tag = await createTag();
    expect(tag).toMatchObject({
      slug: 'lego-robots',
      title: { en: 'Lego robots', ru: 'Лего-роботы', kz: 'Лего роботтар' },
      cards: 0,
    });
    const everyone = (await t.app.inject({ method: 'GET', url: '/api/tags' })).json().data;
    expect(everyone.map((row: { slug: string }) => row.slug)).toContain('lego-robots');
    const [entry] = await auditOf(tag.id);
    expect(entry).toMatchObject({ action: 'tag.create', before: null });
    expect(entry?.after).toMatchObject({ slug: 'lego-robots', title_ru: 'Лего-роботы' });

    const again = await call('POST', '/api/admin/tags', ROBOTS);
    expect(again.statusCode).toBe(422);
    expect(again.json().errors).toEqual({ slug: 'This slug is already taken' });
    const sameTitle = await call('POST', '/api/admin/tags', { ...ROBOTS, slug: 'lego-robots-2' });
    expect(sameTitle.json().errors).toEqual({
      title_en: 'This title is already taken',
      title_ru: 'This title is already taken',
      title_kz: 'This title is already taken',
    });

    const empty = await call('POST', '/api/admin/tags', { ...ROBOTS, slug: 'x y', title_kz: ' ' });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors).toEqual({
      slug: 'Invalid value',
      title_kz: 'Title is required',
    });
  });

  it('renames a tag with before and after audited, refusing another tag’s slug', async () => {
    const tag = await createTag({ slug: 'chess-club-tag', title_en: 'Chess' });
    const other = await createTag({ slug: 'taken-tag' });
    const taken = await call('PUT', `/api/admin/tags/${tag.id}`, { ...ROBOTS, slug: 'taken-tag' });
    expect(taken.statusCode).toBe(422);
    expect(taken.json().errors).toEqual({ slug: 'This slug is already taken' });

    const res = await call('PUT', `/api/admin/tags/${tag.id}`, {
      ...ROBOTS,
      slug: 'chess-club-tag',
      title_en: 'Chess tournaments',
      title_ru: tag.title.ru,
      title_kz: tag.title.kz,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ title: { en: 'Chess tournaments' } });
    const entries = await auditOf(tag.id);
    expect(entries.map((row) => row.action)).toEqual(['tag.create', 'tag.update']);
    expect(entries[1]?.before).toMatchObject({ title_en: 'Chess' });
    expect(entries[1]?.after).toMatchObject({ title_en: 'Chess tournaments' });
    expect((await call('GET', `/api/admin/tags/${other.id}`)).json().data.slug).toBe('taken-tag');
    expect((await call('PUT', '/api/admin/tags/999999', ROBOTS)).statusCode).toBe(404);
  });

  it('lists tags by a part of any title, with the cards carrying each, and as CSV', async () => {
    const tag = await createTag({ slug: 'ice-rink', title_ru: 'Ледовый каток', title_en: 'Ice' });
    await buildCard(t.db, { tagIds: [tag.id] });
    const found = adminTagsAnswer.parse((await call('GET', '/api/admin/tags?q=каток')).json());
    expect(found.data).toEqual([expect.objectContaining({ slug: 'ice-rink', cards: 1 })]);
    expect(found.meta.total).toBe(1);
    const csv = await call('GET', '/api/admin/tags.csv?q=каток');
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body).toContain('ice-rink');
    expect(csv.body).toContain('Ледовый каток');
  });

  it('deletes a tag and takes it off its cards, audited with their number', async () => {
    const tag = await createTag({ slug: 'to-delete' });
    const kept = await createTag({ slug: 'kept-tag' });
    const card = await buildCard(t.db, { tagIds: [kept.id, tag.id] });
    expect((await call('DELETE', `/api/admin/tags/${tag.id}`)).statusCode).toBe(204);
    expect(await t.db.select().from(tags).where(eq(tags.id, tag.id))).toEqual([]);
    const [row] = await t.db
      .select({ tagIds: cards.tagIds })
      .from(cards)
      .where(eq(cards.id, card.id));
    expect(row?.tagIds).toEqual([kept.id]);
    const entries = await auditOf(tag.id);
    expect(entries.at(-1)).toMatchObject({ action: 'tag.delete', after: null });
    expect(entries.at(-1)?.before).toMatchObject({ slug: 'to-delete', cards: 1 });
    expect((await call('DELETE', `/api/admin/tags/${tag.id}`)).statusCode).toBe(404);
  });

  it('are the admin’s alone: support, advertisement, users and visitors are refused', async () => {
    const tag = await createTag({ slug: 'guarded' });
    for (const roles of [['support'], ['advertisement'], []] as const) {
      const { auth } = await buildSignedInUser(t.db, { roles: [...roles] });
      for (const [method, url, payload] of [
        ['GET', '/api/admin/tags', undefined],
        ['POST', '/api/admin/tags', { ...ROBOTS, slug: 'sneaky' }],
        ['PUT', `/api/admin/tags/${tag.id}`, { ...ROBOTS, slug: 'sneaky' }],
        ['DELETE', `/api/admin/tags/${tag.id}`, undefined],
      ] as const) {
        const res = await t.app.inject({ method, url, headers: auth, ...(payload && { payload }) });
        expect(res.statusCode, `${roles.join()} ${method} ${url}`).toBe(403);
      }
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/tags' })).statusCode).toBe(401);
    expect(await t.db.select().from(tags).where(eq(tags.slug, 'sneaky'))).toEqual([]);
    expect((await call('GET', `/api/admin/tags/${tag.id}`)).json().data.slug).toBe('guarded');
  });
});

describe('tags on cards', () => {
  it('a provider tags a card; the page shows the tags and the catalog finds it by tag and by name', async () => {
    const pool = await createTag({
      slug: 'salt-pool',
      title_en: 'Salt water pool',
      title_ru: 'Солёный бассейн',
      title_kz: 'Тұзды бассейн',
    });
    const signedIn = await buildSignedInUser(t.db);
    const account = await firstAccountOf(t.db, signedIn.user.id);
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/cabinet/cards',
      headers: signedIn.auth,
      payload: await cardInputFor(t.db, account.id, { tag_ids: [pool.id, 999_999] }),
    });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors).toEqual({ tag_ids: 'Choose one of the offered values' });

    const created = await t.app.inject({
      method: 'POST',
      url: '/api/cabinet/cards',
      headers: signedIn.auth,
      payload: await cardInputFor(t.db, account.id, {
        title: 'Aquatics for toddlers',
        tag_ids: [pool.id, pool.id],
      }),
    });
    expect(created.statusCode, created.body).toBe(201);
    const card = cardDetailSchema.parse(created.json().data);
    expect(card.tags).toEqual([
      {
        id: pool.id,
        slug: 'salt-pool',
        title: { en: 'Salt water pool', ru: 'Солёный бассейн', kz: 'Тұзды бассейн' },
      },
    ]);
    const publish = await t.app.inject({
      method: 'POST',
      url: `/api/cabinet/cards/${card.id}/publish`,
      headers: signedIn.auth,
    });
    expect(publish.statusCode, publish.body).toBe(200);
    const untagged = await buildCard(t.db, { state: 'published', title: 'Aquatics nearby' });

    expect(await publicCardSlugs('tag[]=salt-pool')).toEqual([card.id]);
    expect(await publicCardSlugs('tag=no-such-tag')).toEqual([]);
    // A text that names the tag (in another language, another form) finds the card, whose own
    // texts never say it.
    expect(await publicCardSlugs(`text=${encodeURIComponent('тұзды бассейн')}`)).toEqual([card.id]);
    expect(await publicCardSlugs('text=aquatics')).toEqual(
      expect.arrayContaining([card.id, untagged.id]),
    );

    const page = await t.app.inject({ method: 'GET', url: `/api/cards/${card.id}` });
    expect(page.json().data.tags.map((tag: { slug: string }) => tag.slug)).toEqual(['salt-pool']);

    // A rename shows at once; a deletion takes the tag off the card.
    await call('PUT', `/api/admin/tags/${pool.id}`, {
      slug: 'salt-pool',
      title_en: 'Salt pool',
      title_ru: 'Солевой бассейн',
      title_kz: 'Тұзды бассейн',
    });
    const renamed = await t.app.inject({ method: 'GET', url: `/api/cards/${card.id}` });
    expect(renamed.json().data.tags[0].title.en).toBe('Salt pool');
    await call('DELETE', `/api/admin/tags/${pool.id}`);
    const after = await t.app.inject({ method: 'GET', url: `/api/cards/${card.id}` });
    expect(after.json().data.tags).toEqual([]);
    expect(await publicCardSlugs('tag[]=salt-pool')).toEqual([]);
  });
});
