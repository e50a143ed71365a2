import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { asc, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { LocalStorage } from '../../storage/local-storage';
import { accounts } from '../accounts/accounts.schema';
import { cards, photos } from '../listings/listings.schema';
import { reviewComments } from '../reviews/reviews.schema';
import { slides } from '../slides/slides.schema';
import { tariffs } from '../tariffs/tariffs.schema';
import { seedTariffs } from '../tariffs/tariffs.seed';
import { ensureAdmin } from '../users/admin';
import { users } from '../users/users.schema';
import { DEMO_PROVIDER_PASSWORD, DEMO_PROVIDERS } from './demo-listings.seed';
import { DEMO_USERS, seedDemo } from './demo.seed';
import { ledgerTotals } from '../ledger/ledger.service';

let t: TestApp;
let uploads: string;
let storage: LocalStorage;
beforeAll(async () => {
  t = await createTestApp();
  uploads = await mkdtemp(path.join(os.tmpdir(), 'bilim-demo-'));
  storage = new LocalStorage(uploads);
});
afterAll(async () => {
  await t?.close();
  if (uploads) await rm(uploads, { recursive: true, force: true });
});

const login = (email: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/login-password', payload: { email, password } });

describe('demo data', () => {
  it(
    'fills an empty database once: people, a catalog with photos, slides, a filled cabinet',
    { timeout: 120_000 },
    async () => {
      await seedTariffs(t.db);
      const summary = await seedDemo(t.db, { storage });
      expect(summary).toEqual({
        users: DEMO_USERS.length + DEMO_PROVIDERS,
        cards: 320,
        events: 110,
        photos: expect.any(Number),
        slides: 3,
        reviews: expect.any(Number),
      });
      expect(summary.reviews).toBeGreaterThan(300);
      expect(await seedDemo(t.db, { storage })).toEqual({
        users: 0,
        cards: 0,
        events: 0,
        photos: 0,
        slides: 0,
        reviews: 0,
      });
      // Every rating shown is the average of stored reviews.
      const unbacked = await t.db.execute(sql`
        select c.id from cards c
        where c.reviews_count <> (select count(*) from reviews r
            where r.subject_type = 'card' and r.subject_id = c.id and r.deleted_at is null)
          or abs(c.rating - coalesce((select avg(r.score) from reviews r
            where r.subject_type = 'card' and r.subject_id = c.id and r.deleted_at is null), 0)) > 0.0001`);
      expect((unbacked as unknown as { rows: unknown[] }).rows).toEqual([]);
      const replies = await t.db.select({ total: count() }).from(reviewComments);
      expect(replies[0]?.total).toBeGreaterThan(50);

      const [published] = await t.db
        .select({ total: count() })
        .from(cards)
        .where(eq(cards.state, 'published'));
      expect(published?.total).toBeGreaterThan(250);
      const spread = await t.db.selectDistinct({ cityId: cards.cityId }).from(cards);
      expect(spread.length).toBeGreaterThan(10);

      // Most records have photos, each with its own key and real WebP files in storage.
      const photoRows = await t.db.select().from(photos);
      expect(photoRows.length).toBe(summary.photos);
      const withPhotos = new Set(photoRows.map((photo) => photo.cardId).filter(Boolean));
      expect(withPhotos.size).toBeGreaterThan(0.75 * 320);
      expect(new Set(photoRows.map((photo) => photo.storageKey)).size).toBe(photoRows.length);
      const sample = photoRows[0];
      const file = await readFile(path.join(uploads, sample?.storageKey ?? '', 'card.webp'));
      expect(file.subarray(8, 12).toString('ascii')).toBe('WEBP');
      const [slide] = await t.db.select().from(slides).orderBy(asc(slides.position)).limit(1);
      expect(slide?.imageUrl).toMatch(/^\/uploads\/slides\/.+\.webp$/);

      const demo = await login('demo@bilim.kz', 'demo12345');
      expect(demo.statusCode).toBe(200);
      expect(demo.json().name).toBe('Aigerim Nurlanovna');
      const owned = await t.db
        .select()
        .from(accounts)
        .where(eq(accounts.userId, demo.json().user_id));
      expect(owned).toHaveLength(1);
      const ownCards = await t.db
        .select({ state: cards.state })
        .from(cards)
        .where(eq(cards.accountId, owned[0]?.id ?? 0));
      expect(ownCards.map((card) => card.state).sort()).toEqual(['new', 'published', 'published']);

      // Conversations in three languages, one with a message waiting: the menu shows "Chat (1)".
      const demoAuth = { authorization: `Bearer ${demo.json().access_token}` };
      const demoChats = await t.app.inject({ method: 'GET', url: '/chats', headers: demoAuth });
      expect(
        demoChats
          .json()
          .data.map((chat: { kind: string }) => chat.kind)
          .sort(),
      ).toEqual(['direct', 'direct', 'support']);
      const waiting = await t.app.inject({
        method: 'GET',
        url: '/chats/messages',
        headers: demoAuth,
      });
      expect(waiting.json().data).toEqual([{ chat_id: expect.any(Number), amt: 1 }]);
      // The demo family is a member of months, not a newcomer under the anti-spam limit.
      const chatId = (waiting.json().data as Array<{ chat_id: number }>)[0]?.chat_id;
      const overNewcomerLimit = t.config.chats.newUserMessagesPerMinute + 1;
      for (let sent = 0; sent < overNewcomerLimit; sent++) {
        const answer = await t.app.inject({
          method: 'POST',
          url: `/chats/${chatId}/messages`,
          headers: demoAuth,
          payload: { msg: `Message ${sent + 1}` },
        });
        expect(answer.statusCode).toBe(201);
      }

      const provider = await login('provider-001@bilim.kz', DEMO_PROVIDER_PASSWORD);
      expect(provider.statusCode).toBe(200);
      // The generated providers hold more cards than the free tariff allows, so they are on Start.
      const providerTariffs = await t.db
        .select({ id: accounts.id, slug: tariffs.slug, finish: accounts.tariffFinishAt })
        .from(accounts)
        .innerJoin(tariffs, eq(tariffs.id, accounts.tariffId))
        .where(eq(accounts.userId, provider.json().user_id));
      expect(providerTariffs.map((row) => row.slug)).toEqual(['start', 'start']);
      // They paid for it from a demo credit, through the books: a period, a balance to match.
      for (const account of providerTariffs) {
        expect(account.finish).not.toBeNull();
        const books = await ledgerTotals(t.db, account.id);
        expect(books.entries).toBe(2);
        expect(books.balance).toBe(books.ledgerSum);
        expect(books.balance).toBeGreaterThan(0);
      }
      const support = await login('support@bilim.kz', 'support12345');
      expect(support.json().roles).toEqual(['support']);
    },
  );
});

describe('ADMIN_EMAIL and ADMIN_PASSWORD', () => {
  it('creates the admin when the e-mail is new', async () => {
    expect(await ensureAdmin(t.db, { email: 'Root@Bilim.kz', password: 'admin-pass-1' })).toBe(
      'created',
    );
    const res = await login('root@bilim.kz', 'admin-pass-1');
    expect(res.json().roles).toEqual(['admin']);
  });

  it('resets the password of an existing user and adds the role once', async () => {
    await ensureAdmin(t.db, { email: 'support@bilim.kz', password: 'admin-pass-2' });
    expect(await ensureAdmin(t.db, { email: 'support@bilim.kz', password: 'admin-pass-3' })).toBe(
      'updated',
    );
    const [row] = await t.db.select().from(users).where(eq(users.email, 'support@bilim.kz'));
    expect(row?.roles).toEqual(['support', 'admin']);
    expect((await login('support@bilim.kz', 'admin-pass-3')).statusCode).toBe(200);
    expect((await login('support@bilim.kz', 'support12345')).statusCode).toBe(422);
  });
});
