import { cardsPage } from '@bilim/contract/cards';
import { searchAnswer, suggestionSchema } from '@bilim/contract/discovery';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { buildUser } from '../../test/factories';
import { buildAccount, buildCard, buildEvent, firstAccountOf } from '../../test/listings-factories';
import { generate, insertCards } from '../demo/bulk-insert';
import { ListingsGenerator, loadGeneratorDictionaries } from '../demo/listings-generator';
import { categories } from '../dictionaries/dictionaries.schema';
import { cards, events, searchWords } from '../listings/listings.schema';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());
beforeEach(async () => {
  await t.db.delete(cards);
  await t.db.delete(events);
});

const LONG = 'Подробное описание занятий, расписания, преподавателей и условий для родителей.';

async function searchCards(text: string) {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/cards?text=${encodeURIComponent(text)}`,
  });
  expect(res.statusCode, res.body).toBe(200);
  return cardsPage.parse(res.json());
}

const ids = (page: { data: Array<{ id: number }> }) => page.data.map((item) => item.id);

/** A seeded category's id (the factories put cards in the first top category, the schools). */
async function categoryId(slug: string): Promise<number> {
  const row = await t.db.query.categories.findFirst({ where: eq(categories.slug, slug) });
  if (!row) throw new Error(`no category ${slug}`);
  return row.id;
}

describe('text search in the catalog', () => {
  it('finds Russian words in another form (школы finds школа)', async () => {
    const school = await buildCard(t, {
      state: 'published',
      title: 'Частная школа «Болашак»',
      longDescription: LONG,
    });
    await buildCard(t, {
      state: 'published',
      title: 'Танцевальная студия',
      longDescription: LONG,
      categoryIds: [await categoryId('clubs-dance')],
    });
    expect(ids(await searchCards('школы'))).toEqual([school.id]);
  });

  it('finds English words in another form ("courses" finds "course")', async () => {
    const course = await buildCard(t, {
      state: 'published',
      title: 'Python programming course',
      shortDescription: 'A beginner course for teenagers who like computers.',
    });
    await buildCard(t, { state: 'published', title: 'Chess club for kids' });
    expect(ids(await searchCards('courses'))).toEqual([course.id]);
  });

  it('finds Kazakh words by their beginning (мектеп finds мектептер)', async () => {
    const kazakh = await buildCard(t, {
      state: 'published',
      title: 'Жеке мектептер желісі',
      shortDescription: 'Балаларға арналған заманауи білім беру орталығы.',
    });
    await buildCard(t, {
      state: 'published',
      title: 'Бассейн и плавание',
      categoryIds: [await categoryId('clubs-sports')],
    });
    expect(ids(await searchCards('мектеп'))).toEqual([kazakh.id]);
  });

  it('tolerates typos (матиматика finds математика)', async () => {
    const maths = await buildCard(t, { state: 'published', title: 'Математика для школьников' });
    await buildCard(t, { state: 'published', title: 'Английский язык' });
    expect(ids(await searchCards('матиматика'))).toEqual([maths.id]);
  });

  it('takes only a word that starts no title word for a typo (балабақ is not widened)', async () => {
    const kindergarten = await buildCard(t, {
      state: 'published',
      title: '«Айгөлек» балабақшасы',
    });
    await buildCard(t, { state: 'published', title: 'Балалар клубы' });
    expect(ids(await searchCards('балабақ'))).toEqual([kindergarten.id]);
  });

  it('keeps the other words’ morphology when one has a typo (курсы матиматики)', async () => {
    const maths = await buildCard(t, {
      state: 'published',
      title: 'Курс математики для школьников',
    });
    await buildCard(t, { state: 'published', title: 'Курсы английского языка' });
    expect(ids(await searchCards('курсы матиматики'))).toEqual([maths.id]);
  });

  it('corrects typos into the words of titles written later or renamed', async () => {
    const card = await buildCard(t, { state: 'published', title: 'Шахматный клуб' });
    expect(ids(await searchCards('робототехнека'))).toEqual([]);
    await t.db.update(cards).set({ title: 'Робототехника и шахматы' }).where(eq(cards.id, card.id));
    expect(ids(await searchCards('робототехнека'))).toEqual([card.id]);
  });

  it('keeps title words two writers add at once in opposite orders (no deadlock)', async () => {
    const { id: _id, ...model } = await buildCard(t, { state: 'published', title: 'Образец' });
    const card = (title: string) => ({ ...model, title });
    let other: Promise<unknown> | undefined;
    await t.db.transaction(async (tx) => {
      await tx.insert(cards).values(card('Арбузный кружок'));
      // Meanwhile another writer adds both words, the first one's last: were the words keyed,
      // it would hold «яблочный» while waiting for «арбузный», and this writer's next card
      // would wait for it in turn (PostgreSQL; PGlite runs one writer at a time).
      other = t.db
        .insert(cards)
        .values([card('Яблочный клуб'), card('Арбузный клуб')])
        .execute();
      await new Promise((resolve) => setTimeout(resolve, 300));
      await tx.insert(cards).values(card('Яблочный кружок'));
    });
    await other;
    const kept = await t.db
      .selectDistinct({ word: searchWords.word })
      .from(searchWords)
      .where(inArray(searchWords.word, ['арбузный', 'яблочный', 'кружок', 'клуб']));
    expect(kept).toHaveLength(4);
  });

  it('pages through a broad search once each, title matches among the first ranked', async () => {
    const { id: accountId } = await buildAccount(t);
    const described: number[] = [];
    for (let index = 0; index < 110; index += 1) {
      const card = await buildCard(t, {
        accountId,
        state: 'published',
        title: `Центр развития ${index}`,
        shortDescription: 'При центре работает кружок робототехники для детей.',
      });
      described.push(card.id);
    }
    const titled = await buildCard(t, {
      accountId,
      state: 'published',
      title: 'Робототехника для детей',
    });
    await buildCard(t, { accountId, state: 'published', title: 'Бассейн' });
    const seen: number[] = [];
    for (let page = 1; page <= 3; page += 1) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/cards?text=${encodeURIComponent('робототехника')}&per_page=50&page=${page}`,
      });
      const answer = cardsPage.parse(res.json());
      expect(answer.meta.total).toBe(111);
      seen.push(...ids(answer));
    }
    // Many matches: the first ones in catalog order (the newest) are ranked, the title first.
    expect(seen[0]).toBe(titled.id);
    expect([...seen].sort((a, b) => a - b)).toEqual(
      [...described, titled.id].sort((a, b) => a - b),
    );
  });

  it('ranks a title match above a description-only match', async () => {
    const inDescription = await buildCard(t, {
      state: 'published',
      title: 'Центр развития',
      shortDescription: 'У нас есть кружок робототехники для детей от 7 лет.',
      pinned: true,
    });
    const inTitle = await buildCard(t, {
      state: 'published',
      title: 'Робототехника для детей',
      shortDescription: 'Конструируем и программируем роботов с нуля.',
    });
    expect(ids(await searchCards('робототехника'))).toEqual([inTitle.id, inDescription.id]);
  });

  it('highlights the matches and escapes every other piece of HTML', async () => {
    await buildCard(t, {
      state: 'published',
      title: 'Школа <script>alert("x")</script> & Co',
      shortDescription: 'Лучшая школа <b>города</b>, а также курсы для взрослых.',
    });
    const [card] = (await searchCards('школа')).data;
    expect(card?.highlight).toEqual({
      title: '<mark>Школа</mark> &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; Co',
      short_description:
        'Лучшая <mark>школа</mark> &lt;b&gt;города&lt;/b&gt;, а также курсы для взрослых.',
    });
  });

  it('searches only published cards and keeps the other filters', async () => {
    await buildCard(t, { state: 'unpublished', title: 'Школа музыки' });
    const published = await buildCard(t, {
      state: 'published',
      title: 'Школа музыки',
      priceFrom: 10,
    });
    await buildCard(t, { state: 'published', title: 'Школа танцев', priceFrom: 90_000 });
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/cards?text=${encodeURIComponent('школа')}&price_max=100`,
    });
    expect(ids(cardsPage.parse(res.json()))).toEqual([published.id]);
  });

  it('answers nothing (not an error) for text without words', async () => {
    await buildCard(t, { state: 'published' });
    expect((await searchCards('!!! ???')).data).toEqual([]);
  });
});

describe('a text that names a category', () => {
  /** The demo generator's catalog: its published kindergartens (of any kind) and the rest. */
  async function generatedCatalog(): Promise<{ kindergartens: number[]; others: number }> {
    const generator = new ListingsGenerator({
      seed: 7,
      dictionaries: await loadGeneratorDictionaries(t.db),
      accountIds: [(await buildAccount(t)).id],
    });
    await insertCards(
      t.db,
      generate(240, () => generator.card()),
    );
    const family = sql`(select id from ${categories} where slug = 'kindergartens'
      or parent_id = (select id from ${categories} where slug = 'kindergartens'))`;
    const rows = await t.db
      .select({ id: cards.id, kindergarten: sql<boolean>`${cards.categoryIds} && array${family}` })
      .from(cards)
      .where(eq(cards.state, 'published'));
    const kindergartens = rows.filter((row) => row.kindergarten).map((row) => row.id);
    return { kindergartens, others: rows.length - kindergartens.length };
  }

  async function everyCard(url: string): Promise<number[]> {
    const found: number[] = [];
    for (let page = 1; ; page += 1) {
      const res = await t.app.inject({ method: 'GET', url: `${url}&per_page=50&page=${page}` });
      expect(res.statusCode, res.body).toBe(200);
      const answer = cardsPage.parse(res.json());
      found.push(...ids(answer));
      if (page >= answer.meta.last_page) return found;
    }
  }

  it('finds every kindergarten for its name in any language and form', async () => {
    const { kindergartens, others } = await generatedCatalog();
    expect(kindergartens.length).toBeGreaterThan(10);
    expect(others).toBeGreaterThan(100);
    const texts = [
      'балабақша',
      'Балабақшалар',
      'балабакша',
      'детский сад',
      'детские сады',
      'садик',
      'kindergarten',
      'Kindergartens',
    ];
    for (const text of texts) {
      const found = await everyCard(`/api/cards?text=${encodeURIComponent(text)}`);
      expect(
        found.toSorted((a, b) => a - b),
        text,
      ).toEqual(kindergartens.toSorted((a, b) => a - b));
    }
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/search?text=${encodeURIComponent('балабақша')}`,
    });
    expect(searchAnswer.parse(res.json()).meta.cards_total).toBe(kindergartens.length);
  });

  it('ranks the category’s records that say the word first, then the others of it, then the rest', async () => {
    const kindergarten = await categoryId('kindergartens-private');
    const saying = await buildCard(t, {
      state: 'published',
      title: 'Жеке балабақша «Айгөлек»',
      categoryIds: [kindergarten],
    });
    const silent = await buildCard(t, {
      state: 'published',
      title: 'Little Stars',
      categoryIds: [kindergarten],
    });
    const mentioning = await buildCard(t, {
      state: 'published',
      title: 'Бассейн',
      shortDescription: 'Жүзу сабақтары балабақша түлектеріне арналған.',
      categoryIds: [await categoryId('clubs-sports')],
      pinned: true,
    });
    await buildCard(t, {
      state: 'published',
      title: 'Шахмат клубы',
      categoryIds: [await categoryId('clubs-chess')],
    });
    expect(ids(await searchCards('балабақша'))).toEqual([saying.id, silent.id, mentioning.id]);
  });

  it('keeps a text that only contains a category’s word to text matches (школа танцев)', async () => {
    const dance = await buildCard(t, {
      state: 'published',
      title: 'Школа танцев «Грация»',
      categoryIds: [await categoryId('clubs-dance')],
    });
    await buildCard(t, { state: 'published', title: 'Гимназия №1' });
    expect(ids(await searchCards('школа танцев'))).toEqual([dance.id]);
  });
});

describe('GET /api/search', () => {
  it('finds cards, events and providers at once', async () => {
    const provider = await buildUser(t.db, { name: 'Айгерим Математикова' });
    const account = await firstAccountOf(t, provider.id);
    const card = await buildCard(t, {
      accountId: account.id,
      state: 'published',
      title: 'Репетитор по математике',
    });
    const event = await buildEvent(t, { state: 'published', title: 'Олимпиада по математике' });
    const silent = await buildUser(t.db, { name: 'Математик без карточек' });
    await buildCard(t, { accountId: (await firstAccountOf(t, silent.id)).id, state: 'new' });

    const res = await t.app.inject({
      method: 'GET',
      url: `/api/search?text=${encodeURIComponent('математика')}`,
    });
    expect(res.statusCode, res.body).toBe(200);
    const answer = searchAnswer.parse(res.json());
    expect(answer.data.cards.map((item) => item.id)).toEqual([card.id]);
    expect(answer.data.events.map((item) => item.id)).toEqual([event.id]);
    expect(answer.data.providers.map((item) => item.id)).toEqual([provider.id]);
    expect(answer.meta).toEqual({ cards_total: 1, events_total: 1 });
  });

  it('keeps to a city when one is given', async () => {
    const [first, second] = await t.db.query.cities.findMany({ limit: 2 });
    await buildCard(t, { state: 'published', title: 'Школа плавания', cityId: first!.id });
    const there = await buildCard(t, {
      state: 'published',
      title: 'Школа плавания',
      cityId: second!.id,
    });
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/search?text=${encodeURIComponent('школа')}&city=${second!.slug}`,
    });
    expect(res.json().data.cards.map((item: { id: number }) => item.id)).toEqual([there.id]);
  });

  it('answers empty lists for an empty text', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/search?text=' });
    expect(res.json()).toEqual({
      data: { cards: [], events: [], providers: [] },
      meta: { cards_total: 0, events_total: 0 },
    });
  });
});

describe('GET /api/search/suggest', () => {
  it('offers categories, cards, events and providers with their paths, at most 8', async () => {
    const account = await buildAccount(t);
    for (let index = 0; index < 10; index += 1) {
      await buildCard(t, {
        accountId: account.id,
        state: 'published',
        title: `Музыкальная школа ${index}`,
      });
    }
    const event = await buildEvent(t, { state: 'published', title: 'Музыкальный фестиваль' });
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/search/suggest?text=${encodeURIComponent('музык')}`,
      headers: { 'accept-language': 'en' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const { data } = res.json();
    const suggestions = data.map((item: unknown) => suggestionSchema.parse(item));
    expect(suggestions.length).toBe(8);
    expect(suggestions).toContainEqual({
      kind: 'category',
      id: expect.any(Number),
      title: 'Music',
      path: '/catalog?category=clubs-music',
    });
    expect(suggestions).toContainEqual({
      kind: 'event',
      id: event.id,
      title: 'Музыкальный фестиваль',
      path: `/events/${event.id}/show`,
    });
    // One category and one event match: the cards take the places left free.
    expect(suggestions.filter((item: { kind: string }) => item.kind === 'card').length).toBe(6);
    expect(suggestions.find((item: { kind: string }) => item.kind === 'card')?.path).toMatch(
      /^\/cards\/\d+\/show$/,
    );
  });

  it('offers the category a text names in other words (детский сад: Kindergartens)', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/search/suggest?text=${encodeURIComponent('детский сад')}`,
      headers: { 'accept-language': 'en' },
    });
    expect(res.json().data).toContainEqual({
      kind: 'category',
      id: await categoryId('kindergartens'),
      title: 'Kindergartens',
      path: '/catalog?category=kindergartens',
    });
  });

  it('tolerates typos in titles', async () => {
    const card = await buildCard(t, { state: 'published', title: 'Математика для детей' });
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/search/suggest?text=${encodeURIComponent('матиматика')}`,
    });
    expect(res.json().data).toContainEqual({
      kind: 'card',
      id: card.id,
      title: 'Математика для детей',
      path: `/cards/${card.id}/show`,
    });
  });
});
