import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/db';
import { accounts } from '../accounts/accounts.schema';
import { cards, events } from '../listings/listings.schema';
import { recountAllRatings } from '../reviews/ratings';
import { reviewComments, reviews } from '../reviews/reviews.schema';
import type { DemoLanguage, InLanguages } from './listings-words';
import { Random } from './random';

/**
 * What families write, by score (1–5) and language: the demo's reviews, so every rating shown is
 * backed by reviews someone can read. Each at least 20 characters, like a real one must be.
 */
const REVIEW_TEXTS: Record<1 | 2 | 3 | 4 | 5, InLanguages<readonly string[]>> = {
  5: {
    ru: [
      'Ребёнок ходит с удовольствием уже второй год. Педагоги внимательные, всегда расскажут, как прошло занятие.',
      'Очень довольны! Небольшие группы, индивидуальный подход и уютная атмосфера. Рекомендуем знакомым.',
      'Лучшее, что мы нашли в городе. Сын стал увереннее, появились друзья, результаты видны уже через месяц.',
      'Прекрасные преподаватели и продуманная программа. Администрация всегда на связи и отвечает быстро.',
    ],
    kz: [
      'Балам екі жылдан бері қуана барады. Ұстаздар мейірімді әрі білікті, әр сабақ туралы айтып береді.',
      'Өте риза болдық! Топтар шағын, әр балаға жеке көңіл бөледі. Таныстарымызға ұсынамыз.',
      'Қаладағы ең жақсы орын. Қызым батылырақ болды, бір айдан кейін нәтиже байқалды.',
    ],
    en: [
      'Our daughter has loved every lesson for two years now. Caring teachers and clear feedback after each class.',
      'Small groups, a friendly atmosphere and real progress within a month. We recommend it to everyone we know.',
      'Excellent teachers and a well thought-out programme. The office always answers quickly.',
    ],
  },
  4: {
    ru: [
      'В целом хорошо: сильные преподаватели и интересные занятия. Хотелось бы более удобное расписание.',
      'Хорошее место, ребёнку нравится. Немного тесновато в раздевалке, но на качество занятий это не влияет.',
      'Занятия полезные, прогресс есть. Минус только в том, что сложно припарковаться рядом.',
    ],
    kz: [
      'Жалпы жақсы: мұғалімдер күшті, сабақтар қызықты. Кестесі ыңғайлырақ болса екен.',
      'Жақсы орын, балаға ұнайды. Киім ауыстыратын жер сәл тар, бірақ сабақ сапасына әсер етпейді.',
    ],
    en: [
      'Good overall: strong teachers and engaging classes. A more flexible timetable would make it perfect.',
      'Our son enjoys it and is making progress. Parking nearby is hard, which is the only downside.',
    ],
  },
  3: {
    ru: [
      'Нормально, но ожидали большего. Преподаватели часто меняются, из-за этого программа идёт неровно.',
      'Есть плюсы и минусы. Занятия неплохие, но группы стали слишком большими для такой цены.',
    ],
    kz: [
      'Жаман емес, бірақ көбірек күттік. Мұғалімдер жиі ауысады, сондықтан бағдарлама біркелкі емес.',
    ],
    en: [
      'It is fine, but we expected more. Teachers change often, so the programme feels uneven.',
      'Decent classes, but the groups have grown too large for the price.',
    ],
  },
  2: {
    ru: [
      'Разочарованы: занятия несколько раз переносили в последний момент, а предупреждали поздно.',
    ],
    kz: ['Көңіліміз толмады: сабақтар бірнеше рет соңғы сәтте ауыстырылды, ескерту кеш болды.'],
    en: ['Disappointed: classes were moved at the last minute several times, with late notice.'],
  },
  1: {
    ru: [
      'Не рекомендую. Обещали одно, по факту другое, а деньги за пропущенные занятия не вернули.',
    ],
    kz: [
      'Ұсынбаймын. Бір нәрсе уәде етті, іс жүзінде басқа, өткізілмеген сабақтың ақшасын қайтармады.',
    ],
    en: [
      'Would not recommend. What was promised was not what we got, and missed lessons were not refunded.',
    ],
  },
};

/** The owners' replies. */
const REPLY_TEXTS: InLanguages<readonly string[]> = {
  ru: [
    'Спасибо за тёплый отзыв! Будем рады видеть вас и дальше.',
    'Благодарим за отзыв. Мы уже работаем над расписанием, напишите нам — подберём удобное время.',
    'Нам жаль, что так вышло. Пожалуйста, свяжитесь с администратором, мы во всём разберёмся.',
  ],
  kz: [
    'Жылы пікіріңізге рахмет! Сізді әрдайым күтеміз.',
    'Пікіріңізге рахмет. Кестемен жұмыс істеп жатырмыз, бізге жазыңыз — ыңғайлы уақыт табамыз.',
  ],
  en: [
    'Thank you for the kind words! We look forward to seeing you again.',
    'Thank you for the feedback. We are reworking the timetable; message us and we will find a time that suits you.',
    'We are sorry to hear that. Please contact the office and we will sort it out.',
  ],
};

const DAY_MS = 24 * 60 * 60 * 1000;

/** Mostly good scores, as on any site families trust, with a few poor ones. */
function score(random: Random): 1 | 2 | 3 | 4 | 5 {
  const roll = random.next();
  return roll < 0.5 ? 5 : roll < 0.8 ? 4 : roll < 0.91 ? 3 : roll < 0.97 ? 2 : 1;
}

/** Mostly the record's own language, sometimes another. */
function languageOf(random: Random, own: DemoLanguage): DemoLanguage {
  return random.chance(0.75) ? own : random.pick(['ru', 'kz', 'en'] as const);
}

/**
 * Reviews of the demo's published cards and started events, by the demo's people (never the
 * owner, one each per record), some with the owner's reply, in the records' languages; then the
 * ratings and review counts of records and providers from them. Answers how many reviews.
 */
export async function seedDemoReviews(
  db: Db,
  options: {
    seed: number;
    reviewerIds: number[];
    cards: Array<{ id: number; language: DemoLanguage }>;
    events: Array<{ id: number; language: DemoLanguage }>;
    today: Date;
  },
): Promise<number> {
  const random = new Random(options.seed + 7);
  const owners = await ownersOf(db, options);
  const rows: Array<typeof reviews.$inferInsert & { language: DemoLanguage; ownerId: number }> = [];
  for (const [type, records] of [
    ['card', options.cards],
    ['event', options.events],
  ] as const) {
    for (const record of records) {
      const owner = owners.get(`${type}:${record.id}`);
      if (owner === undefined || !random.chance(type === 'card' ? 0.75 : 0.5)) continue;
      const count = random.int(1, type === 'card' ? 7 : 3);
      const authors = random.sample(
        options.reviewerIds.filter((id) => id !== owner),
        count,
      );
      for (const authorId of authors) {
        const value = score(random);
        const language = languageOf(random, record.language);
        const createdAt = new Date(
          options.today.getTime() - random.int(1, 180) * DAY_MS - random.int(0, DAY_MS),
        );
        rows.push({
          subjectType: type,
          subjectId: record.id,
          authorId,
          score: value,
          text: random.pick(REVIEW_TEXTS[value][language]),
          createdAt,
          updatedAt: createdAt,
          language,
          ownerId: owner,
        });
      }
    }
  }
  let written = 0;
  for (let start = 0; start < rows.length; start += 500) {
    const batch = rows.slice(start, start + 500);
    const inserted = await db
      .insert(reviews)
      .values(batch.map(({ language: _language, ownerId: _owner, ...row }) => row))
      .returning({ id: reviews.id });
    written += inserted.length;
    const replies = batch.flatMap((row, index) => {
      const id = inserted[index]?.id;
      if (id === undefined || !random.chance(0.35)) return [];
      const at = new Date((row.createdAt as Date).getTime() + random.int(1, 72) * 60 * 60 * 1000);
      return [
        {
          reviewId: id,
          authorId: row.ownerId,
          text: random.pick(REPLY_TEXTS[row.language]),
          createdAt: at,
          updatedAt: at,
        },
      ];
    });
    if (replies.length > 0) await db.insert(reviewComments).values(replies);
  }
  await recountAllRatings(db);
  return written;
}

/** The owner (user id) of each record, keyed `card:<id>` / `event:<id>`. */
async function ownersOf(
  db: Db,
  options: { cards: Array<{ id: number }>; events: Array<{ id: number }>; today: Date },
): Promise<Map<string, number>> {
  const owners = new Map<string, number>();
  const cardIds = options.cards.map((card) => card.id);
  const eventIds = options.events.map((event) => event.id);
  if (cardIds.length > 0) {
    const rows = await db
      .select({ id: cards.id, owner: accounts.userId })
      .from(cards)
      .innerJoin(accounts, eq(accounts.id, cards.accountId))
      .where(and(inArray(cards.id, cardIds), eq(cards.state, 'published')));
    for (const row of rows) owners.set(`card:${row.id}`, row.owner);
  }
  if (eventIds.length > 0) {
    const today = options.today.toISOString().slice(0, 10);
    const rows = await db
      .select({ id: events.id, owner: accounts.userId })
      .from(events)
      .innerJoin(accounts, eq(accounts.id, events.accountId))
      .where(
        and(
          inArray(events.id, eventIds),
          eq(events.state, 'published'),
          sql`${events.startDate} < ${today}::date`,
        ),
      );
    for (const row of rows) owners.set(`event:${row.id}`, row.owner);
  }
  return owners;
}
