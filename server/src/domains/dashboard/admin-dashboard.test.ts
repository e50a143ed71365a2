import { adminDashboardAnswer } from '@bilim/contract/admin';
import { calendarDay } from '@bilim/contract/calendar';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { buildSignedInUser } from '../../test/factories';
import { buildCard, buildEvent, firstAccountOf } from '../../test/listings-factories';
import { topUp } from '../billing/test-support';
import { tariffs } from '../tariffs/tariffs.schema';
import { seedTariffs } from '../tariffs/tariffs.seed';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedTariffs(t.db);
});
afterAll(async () => t?.close());

describe('GET /api/admin/dashboard', () => {
  it('counts today’s registrations, records, top-ups and revenue, and the site now', async () => {
    const admin = await buildSignedInUser(t.db, { roles: ['admin'] });
    const provider = await buildSignedInUser(t.db);
    const account = await firstAccountOf(t.db, provider.user.id);
    await buildCard(t.db, { accountId: account.id, state: 'published' });
    await buildCard(t.db, { accountId: account.id });
    await buildEvent(t.db, { accountId: account.id });
    await topUp(t.db, account.id, 1_000_000);
    const [start] = await t.db.select().from(tariffs).where(eq(tariffs.slug, 'start'));
    const bought = await t.app.inject({
      method: 'POST',
      url: '/api/account/tariff',
      headers: { ...provider.auth, 'idempotency-key': 'dashboard-start' },
      payload: { account_id: account.id, tariff_id: start!.id },
    });
    expect(bought.statusCode, bought.body).toBe(200);
    const charged = bought.json().data.charged as number;
    expect(charged).toBeGreaterThan(0);

    const res = await t.app.inject({
      method: 'GET',
      url: '/api/admin/dashboard',
      headers: admin.auth,
    });
    expect(res.statusCode).toBe(200);
    const { data } = adminDashboardAnswer.parse(res.json());
    expect(data).toMatchObject({ users: 2, published_cards: 1, published_events: 0 });
    expect(data.days).toHaveLength(30);
    const today = data.days.at(-1)!;
    expect(today).toEqual({
      day: calendarDay(new Date()),
      registrations: 2,
      cards: 2,
      events: 1,
      top_ups: 1_000_000,
      revenue: charged,
    });
    expect(data.days[0]).toMatchObject({ registrations: 0, revenue: 0 });

    const support = await buildSignedInUser(t.db, { roles: ['support'] });
    const refused = await t.app.inject({
      method: 'GET',
      url: '/api/admin/dashboard',
      headers: support.auth,
    });
    expect(refused.statusCode).toBe(403);
  });
});
