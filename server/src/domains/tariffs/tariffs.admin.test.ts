import {
  adminTariffAnswer,
  adminTariffsAnswer,
  type TariffCreateBody,
} from '@bilim/contract/admin';
import { tariffsAnswer } from '@bilim/contract/tariffs';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { buildSignedInUser } from '../../test/factories';
import { firstAccountOf } from '../../test/listings-factories';
import { accounts } from '../accounts/accounts.schema';
import { auditLog } from '../audit/audit.schema';
import { seedTariffs } from './tariffs.seed';
import { tariffs } from './tariffs.schema';

let t: TestApp;
let admin: { authorization: string };
beforeAll(async () => {
  t = await createTestApp();
  await seedTariffs(t.db);
  admin = (await buildSignedInUser(t.db, { roles: ['admin'] })).auth;
});
afterAll(async () => t?.close());

const NEW_TARIFF: TariffCreateBody = {
  slug: 'school-plus',
  kind: 'fixed',
  title_en: 'School plus',
  title_ru: 'Школа плюс',
  title_kz: 'Мектеп плюс',
  price: 990_000,
  cards_limit: 20,
  events_limit: 5,
  card_photos_limit: 12,
  event_photos_limit: 6,
  statistics: true,
  active: true,
};

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: admin, ...(payload && { payload }) });

async function create(body: Partial<TariffCreateBody> = {}) {
  const res = await call('POST', '/api/admin/tariffs', { ...NEW_TARIFF, ...body });
  expect(res.statusCode).toBe(201);
  return adminTariffAnswer.parse(res.json()).data;
}

const auditOf = (tariffId: number) =>
  t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.subjectType, 'tariff'), eq(auditLog.subjectId, tariffId)))
    .orderBy(auditLog.id);

const offeredSlugs = async () => {
  const res = await t.app.inject({ method: 'GET', url: '/api/tariffs' });
  return tariffsAnswer.parse(res.json()).data.map((tariff) => tariff.slug);
};

describe('tariffs managed by the admin', () => {
  it('lists every tariff with its accounts and the counts of the management screen', async () => {
    const res = await call('GET', '/api/admin/tariffs');
    expect(res.statusCode).toBe(200);
    const { data, meta } = adminTariffsAnswer.parse(res.json());
    expect(data.map((tariff) => tariff.slug)).toEqual([
      'free',
      'start',
      'business',
      'super',
      'flexible',
    ]);
    expect(data[0]).toMatchObject({ is_default: true, kind: 'free' });
    expect(meta).toEqual({ total: 5, active: 5, inactive: 0, paid: 4, free: 1 });
  });

  it('creates a tariff that providers are offered at once, audited', async () => {
    const created = await create();
    expect(created).toMatchObject({
      slug: 'school-plus',
      title: { en: 'School plus', ru: 'Школа плюс', kz: 'Мектеп плюс' },
      price: 990_000,
      cards_limit: 20,
      statistics: true,
      active: true,
      accounts: 0,
      unit_prices: null,
    });
    expect(await offeredSlugs()).toContain('school-plus');
    const [entry] = await auditOf(created.id);
    expect(entry).toMatchObject({ action: 'tariff.create', before: null });
    expect(entry?.after).toMatchObject({ slug: 'school-plus', price: 990_000 });

    const again = await call('POST', '/api/admin/tariffs', NEW_TARIFF);
    expect(again.statusCode).toBe(422);
    expect(again.json().errors).toEqual({ slug: 'This slug is already taken' });
  });

  it('refuses negative limits, empty titles and a Flexible tariff without unit prices', async () => {
    const res = await call('POST', '/api/admin/tariffs', {
      ...NEW_TARIFF,
      slug: 'broken',
      cards_limit: -1,
      event_photos_limit: 1.5,
      title_ru: '  ',
      price: -10,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      cards_limit: 'Tariff limits must be 0 or greater',
      event_photos_limit: 'Enter a number',
      title_ru: 'Title is required',
      price: 'Must be 0 or greater',
    });
    const flexible = await call('POST', '/api/admin/tariffs', {
      ...NEW_TARIFF,
      slug: 'flexible-two',
      kind: 'flexible',
    });
    expect(flexible.statusCode).toBe(422);
    expect(flexible.json().errors).toEqual({ unit_prices: 'Fill value' });
    expect(await t.db.select().from(tariffs).where(eq(tariffs.slug, 'broken'))).toEqual([]);
  });

  it('edits a tariff with before and after in the audit log; a Flexible one keeps no price', async () => {
    const created = await create({ slug: 'edit-me' });
    const res = await call('PUT', `/api/admin/tariffs/${created.id}`, {
      ...NEW_TARIFF,
      title_en: 'School max',
      price: 1_200_000,
      cards_limit: 0,
    });
    expect(res.statusCode).toBe(200);
    expect(adminTariffAnswer.parse(res.json()).data).toMatchObject({
      slug: 'edit-me',
      title: { en: 'School max' },
      price: 1_200_000,
      cards_limit: 0,
    });
    const entries = await auditOf(created.id);
    expect(entries.map((entry) => entry.action)).toEqual(['tariff.create', 'tariff.update']);
    expect(entries[1]?.before).toMatchObject({ title_en: 'School plus', price: 990_000 });
    expect(entries[1]?.after).toMatchObject({ title_en: 'School max', price: 1_200_000 });

    const [flexible] = await t.db.select().from(tariffs).where(eq(tariffs.slug, 'flexible'));
    const unitPrices = { card: 60_000, event: 30_000, photo: 5_000, statistics: 150_000 };
    const edited = await call('PUT', `/api/admin/tariffs/${flexible!.id}`, {
      ...NEW_TARIFF,
      title_en: 'Flexible',
      price: 777,
      unit_prices: unitPrices,
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().data).toMatchObject({
      kind: 'flexible',
      price: 0,
      unit_prices: unitPrices,
    });
  });

  it('deactivates and activates from the list; an inactive tariff is not offered', async () => {
    const created = await create({ slug: 'seasonal' });
    const off = await call('PUT', `/api/admin/tariffs/${created.id}/active`, { active: false });
    expect(off.statusCode).toBe(200);
    expect(off.json().data.active).toBe(false);
    expect(await offeredSlugs()).not.toContain('seasonal');
    // The same again changes nothing and records nothing.
    await call('PUT', `/api/admin/tariffs/${created.id}/active`, { active: false });
    expect((await auditOf(created.id)).map((entry) => entry.action)).toEqual([
      'tariff.create',
      'tariff.update',
    ]);
    const on = await call('PUT', `/api/admin/tariffs/${created.id}/active`, { active: true });
    expect(on.json().data.active).toBe(true);
    expect(await offeredSlugs()).toContain('seasonal');
  });

  it('deletes only a tariff nothing uses; the default tariff stays on and stays', async () => {
    const unused = await create({ slug: 'unused' });
    const deleted = await call('DELETE', `/api/admin/tariffs/${unused.id}`);
    expect(deleted.statusCode).toBe(204);
    expect(await t.db.select().from(tariffs).where(eq(tariffs.id, unused.id))).toEqual([]);
    expect((await auditOf(unused.id)).map((entry) => entry.action)).toEqual([
      'tariff.create',
      'tariff.delete',
    ]);

    const used = await create({ slug: 'used' });
    const provider = await buildSignedInUser(t.db);
    const account = await firstAccountOf(t.db, provider.user.id);
    await t.db.update(accounts).set({ tariffId: used.id }).where(eq(accounts.id, account.id));
    const inUse = await call('DELETE', `/api/admin/tariffs/${used.id}`);
    expect(inUse.statusCode).toBe(409);
    expect(inUse.json()).toMatchObject({ code: 'TARIFF_IN_USE' });
    expect((await call('GET', `/api/admin/tariffs/${used.id}`)).json().data.accounts).toBe(1);

    const [free] = await t.db.select().from(tariffs).where(eq(tariffs.isDefault, true));
    expect((await call('DELETE', `/api/admin/tariffs/${free!.id}`)).statusCode).toBe(409);
    const freeOff = await call('PUT', `/api/admin/tariffs/${free!.id}/active`, { active: false });
    expect(freeOff.statusCode).toBe(409);
    expect(freeOff.json()).toMatchObject({ code: 'INVALID_TRANSITION' });
  });

  it('answers 404 for a tariff that does not exist', async () => {
    const res = await call('GET', '/api/admin/tariffs/999999');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'TARIFF_NOT_FOUND' });
  });

  it('is the admin’s alone: support, advertisement, users and visitors are refused', async () => {
    for (const roles of [['support'], ['advertisement'], []] as const) {
      const { auth } = await buildSignedInUser(t.db, { roles: [...roles] });
      const list = await t.app.inject({ method: 'GET', url: '/api/admin/tariffs', headers: auth });
      expect(list.statusCode, roles.join()).toBe(403);
      const post = await t.app.inject({
        method: 'POST',
        url: '/api/admin/tariffs',
        headers: auth,
        payload: { ...NEW_TARIFF, slug: 'sneaky' },
      });
      expect(post.statusCode, roles.join()).toBe(403);
    }
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/admin/tariffs' });
    expect(anonymous.statusCode).toBe(401);
    expect(await t.db.select().from(tariffs).where(eq(tariffs.slug, 'sneaky'))).toEqual([]);
  });
});
