import {
  dashboardSchema,
  promotionsAnswer,
  supportComplaintAnswer,
  supportComplaintsAnswer,
  supportUserDetailSchema,
  supportUsersAnswer,
  vipCardAnswer,
} from '@bilim/contract/staff';
import { mainSchema } from '@bilim/contract/discovery';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { buildSignedInUser } from '../../test/factories';
import { buildCard, firstAccountOf } from '../../test/listings-factories';
import { auditLog } from '../audit/audit.schema';
import { complaints } from '../complaints/complaints.schema';
import { cards } from '../listings/listings.schema';
import { notifications } from '../notifications/notifications.schema';
import { userRestrictions } from '../restrictions/restrictions.schema';
import { reviews } from '../reviews/reviews.schema';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

type Auth = { authorization: string };
const call = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  auth?: Auth,
  payload?: object,
) => t.app.inject({ method, url, ...(auth && { headers: auth }), ...(payload && { payload }) });

const auditCount = async () => Number((await t.db.select({ n: count() }).from(auditLog))[0]?.n);

async function publishedCardOf(userId: number, title = 'Chess club Gambit') {
  const account = await firstAccountOf(t.db, userId);
  return buildCard(t.db, { accountId: account.id, state: 'published', title });
}

async function complaintAbout(targetType: string, targetId: number) {
  const { auth } = await buildSignedInUser(t.db);
  const res = await call('POST', '/api/complaints', auth, {
    target_type: targetType,
    target_id: targetId,
    category: 'fraud_spam',
    note: 'The photos are taken from another school.',
  });
  expect(res.statusCode).toBe(201);
  return res.json().data.id as number;
}

describe('the complaints queue', () => {
  it('shows each target inline and filters by target, category and state', async () => {
    const support = await buildSignedInUser(t.db, { roles: ['support'] });
    const owner = await buildSignedInUser(t.db, { name: 'Aidos Owner' });
    const card = await publishedCardOf(owner.user.id);
    const id = await complaintAbout('card', card.id);
    const res = await call(
      'GET',
      '/api/support/complaints?status=open&target_type=card&category=fraud_spam',
      support.auth,
    );
    expect(res.statusCode).toBe(200);
    const item = supportComplaintsAnswer.parse(res.json()).data.find((row) => row.id === id);
    expect(item?.target).toEqual({
      label: 'Chess club Gambit',
      path: `/cards/${card.id}/show`,
      author: { id: owner.user.id, name: 'Aidos Owner' },
      removed: false,
    });
    const other = await call('GET', '/api/support/complaints?category=violence', support.auth);
    expect(supportComplaintsAnswer.parse(other.json()).data.map((row) => row.id)).not.toContain(id);
  });

  it('closes with the target taken down and its author restricted in one step: one audit entry per action', async () => {
    const support = await buildSignedInUser(t.db, { roles: ['support'] });
    const owner = await buildSignedInUser(t.db);
    const card = await publishedCardOf(owner.user.id, 'Fake academy');
    const id = await complaintAbout('card', card.id);
    const entriesBefore = await auditCount();
    const res = await call('POST', `/api/support/complaints/${id}/close`, support.auth, {
      resolution: 'Copied photos; the card is off the site.',
      remove_target: true,
      restrict_author: { type: 'publish', reason: 'Copied photos', until: null },
    });
    expect(res.statusCode).toBe(200);
    expect(supportComplaintAnswer.parse(res.json()).data).toMatchObject({
      status: 'closed',
      target: { removed: true },
    });
    const [after] = await t.db.select().from(cards).where(eq(cards.id, card.id));
    expect(after?.state).toBe('unpublished');
    const restrictions = await t.db
      .select()
      .from(userRestrictions)
      .where(eq(userRestrictions.userId, owner.user.id));
    expect(restrictions.map((row) => row.type)).toEqual(['publish']);
    const actions = (
      await t.db.select({ action: auditLog.action }).from(auditLog).orderBy(auditLog.id)
    )
      .slice(entriesBefore)
      .map((row) => row.action);
    expect(actions.sort()).toEqual(['complaint.close', 'listing.unpublish', 'restriction.create']);

    // The owner learns why (in the app and by e-mail), once the events run.
    await t.drain();
    const told = await t.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, owner.user.id));
    expect(told.map((row) => row.kind)).toContain('listing_moderated');
  });

  it('changes nothing at all when a part is refused: no close, no take-down, no entry', async () => {
    const support = await buildSignedInUser(t.db, { roles: ['support'] });
    const reviewer = await buildSignedInUser(t.db);
    const card = await publishedCardOf((await buildSignedInUser(t.db)).user.id);
    const [review] = await t.db
      .insert(reviews)
      .values({
        subjectType: 'card',
        subjectId: card.id,
        authorId: reviewer.user.id,
        score: 1,
        text: 'Terrible place, everything about it is a lie.',
      })
      .returning();
    const id = await complaintAbout('review', review!.id);
    const entriesBefore = await auditCount();
    const refused = await call('POST', `/api/support/complaints/${id}/close`, support.auth, {
      resolution: 'Deleted.',
      remove_target: true,
      restrict_author: { type: 'review', reason: 'Abuse', until: '2001-01-01T00:00:00Z' },
    });
    expect(refused.statusCode).toBe(422);
    const [complaint] = await t.db.select().from(complaints).where(eq(complaints.id, id));
    expect(complaint?.closedAt).toBeNull();
    const [kept] = await t.db.select().from(reviews).where(eq(reviews.id, review!.id));
    expect(kept?.deletedAt).toBeNull();
    expect(await auditCount()).toBe(entriesBefore);

    // A user cannot be taken down: restrict them instead.
    const aboutUser = await complaintAbout('user', reviewer.user.id);
    const userRefused = await call(
      'POST',
      `/api/support/complaints/${aboutUser}/close`,
      support.auth,
      {
        resolution: 'Spam.',
        remove_target: true,
      },
    );
    expect(userRefused.statusCode).toBe(422);
    expect(userRefused.json().errors).toEqual({
      remove_target: 'Choose one of the offered values',
    });
  });
});

describe('moderation', () => {
  it('unpublishes a card with a reason; again changes nothing and records nothing', async () => {
    const support = await buildSignedInUser(t.db, { roles: ['support'] });
    const card = await publishedCardOf((await buildSignedInUser(t.db)).user.id);
    const unpublish = () =>
      call('POST', `/api/support/cards/${card.id}/unpublish`, support.auth, { reason: 'Spam' });
    expect((await unpublish()).statusCode).toBe(204);
    const entries = await auditCount();
    expect((await unpublish()).statusCode).toBe(204);
    expect(await auditCount()).toBe(entries);
    const advertiser = await buildSignedInUser(t.db, { roles: ['advertisement'] });
    expect(
      (
        await call('POST', `/api/support/cards/${card.id}/unpublish`, advertiser.auth, {
          reason: 'x',
        })
      ).statusCode,
    ).toBe(403);
  });
});

describe('support’s users', () => {
  it('finds users by name, e-mail or phone, and those restricted now', async () => {
    const support = await buildSignedInUser(t.db, { roles: ['support'] });
    const target = await buildSignedInUser(t.db, {
      name: 'Zhanar Searchable',
      email: 'zhanar.searchable@example.kz',
    });
    await call('PUT', '/api/cabinet/profile', target.auth, {
      name: 'Zhanar Searchable',
      email: 'zhanar.searchable@example.kz',
      phone: '+7 (701) 123-45-67',
    });
    for (const q of ['searchab', 'ZHANAR.SEARCH', '7011234567']) {
      const res = await call('GET', `/api/support/users?q=${encodeURIComponent(q)}`, support.auth);
      expect(res.statusCode).toBe(200);
      expect(
        supportUsersAnswer.parse(res.json()).data.map((user) => user.id),
        q,
      ).toContain(target.user.id);
    }
    await call('POST', `/api/support/users/${target.user.id}/restrictions`, support.auth, {
      type: 'chat',
      reason: 'Spam in chats',
    });
    const restricted = await call('GET', '/api/support/users?restricted=1', support.auth);
    const row = supportUsersAnswer
      .parse(restricted.json())
      .data.find((u) => u.id === target.user.id);
    expect(row?.restricted).toEqual(['chat']);
  });

  it('shows a user’s page: accounts, records, complaints made and received, and what the actor may do', async () => {
    const support = await buildSignedInUser(t.db, { roles: ['support'] });
    const owner = await buildSignedInUser(t.db);
    const card = await publishedCardOf(owner.user.id, 'Robotics lab');
    await complaintAbout('card', card.id);
    const res = await call('GET', `/api/support/users/${owner.user.id}`, support.auth);
    expect(res.statusCode).toBe(200);
    const detail = supportUserDetailSchema.parse(res.json().data);
    expect(detail.accounts).toHaveLength(1);
    expect(detail.accounts[0]).toMatchObject({ cards_count: 1, currency: 'KZT' });
    expect(detail.listings.map((listing) => listing.title)).toContain('Robotics lab');
    expect(detail.complaints_received).toHaveLength(1);
    expect(detail.policies).toEqual({ impersonate: true, restrict: true, grant_roles: false });
    expect((await call('GET', '/api/support/users/2147483647', support.auth)).statusCode).toBe(404);
  });

  it('lets admins grant and revoke staff roles, audited; revoking ends the user’s sessions', async () => {
    const admin = await buildSignedInUser(t.db, { roles: ['admin'] });
    const user = await buildSignedInUser(t.db);
    const grant = await call('POST', `/api/admin/users/${user.user.id}/roles`, admin.auth, {
      role: 'support',
    });
    expect(grant.statusCode).toBe(204);
    expect((await call('GET', '/api/support/complaints', user.auth)).statusCode).toBe(200);
    const entries = await auditCount();
    // Granting it again changes nothing and records nothing.
    await call('POST', `/api/admin/users/${user.user.id}/roles`, admin.auth, { role: 'support' });
    expect(await auditCount()).toBe(entries);
    const revoke = await call(
      'DELETE',
      `/api/admin/users/${user.user.id}/roles/support`,
      admin.auth,
    );
    expect(revoke.statusCode).toBe(204);
    expect((await call('GET', '/api/support/complaints', user.auth)).statusCode).toBe(401);
    const self = await call('DELETE', `/api/admin/users/${admin.user.id}/roles/admin`, admin.auth);
    expect(self.statusCode).toBe(422);
  });
});

describe('VIP and promoted cards', () => {
  it('grants VIP until a day without a charge and ends it, each audited once', async () => {
    const advertiser = await buildSignedInUser(t.db, { roles: ['advertisement'] });
    const card = await publishedCardOf((await buildSignedInUser(t.db)).user.id);
    const entries = await auditCount();
    const granted = await call('POST', `/api/support/cards/${card.id}/vip`, advertiser.auth, {
      until: '2099-12-31',
    });
    expect(granted.statusCode).toBe(200);
    expect(vipCardAnswer.parse(granted.json()).data).toMatchObject({ vip: true });
    const past = await call('POST', `/api/support/cards/${card.id}/vip`, advertiser.auth, {
      until: '2001-01-01',
    });
    expect(past.statusCode).toBe(422);
    const ended = await call('DELETE', `/api/support/cards/${card.id}/vip`, advertiser.auth);
    expect(vipCardAnswer.parse(ended.json()).data.vip).toBe(false);
    expect(await auditCount()).toBe(entries + 2);
  });

  it('promotes published cards on the home page in their order', async () => {
    const advertiser = await buildSignedInUser(t.db, { roles: ['advertisement'] });
    const ownerId = (await buildSignedInUser(t.db)).user.id;
    const first = await publishedCardOf(ownerId, 'First promoted');
    const second = await publishedCardOf(ownerId, 'Second promoted');
    const draft = await buildCard(t.db, { accountId: (await firstAccountOf(t.db, ownerId)).id });
    const set = (ids: number[]) =>
      call('PUT', '/api/support/promotions', advertiser.auth, { card_ids: ids });
    expect((await set([second.id, draft.id])).statusCode).toBe(422);
    const res = await set([second.id, first.id]);
    expect(promotionsAnswer.parse(res.json()).data.map((card) => card.id)).toEqual([
      second.id,
      first.id,
    ]);
    const main = mainSchema.parse((await call('GET', '/api/main')).json().data);
    expect(main.promoted_cards.map((card) => card.id)).toEqual([second.id, first.id]);
  });
});

describe('the dashboard', () => {
  it('counts what waits and the last seven days, for every staff role', async () => {
    await complaintAbout('user', (await buildSignedInUser(t.db)).user.id);
    for (const role of ['support', 'advertisement', 'admin'] as const) {
      const { auth } = await buildSignedInUser(t.db, { roles: [role] });
      const res = await call('GET', '/api/support/dashboard', auth);
      expect(res.statusCode).toBe(200);
      const dashboard = dashboardSchema.parse(res.json().data);
      expect(dashboard.open_complaints).toBeGreaterThan(0);
      expect(dashboard.last_7_days).toHaveLength(7);
      expect(dashboard.last_7_days.at(-1)!.registrations).toBeGreaterThan(0);
    }
    const user = await buildSignedInUser(t.db);
    expect((await call('GET', '/api/support/dashboard', user.auth)).statusCode).toBe(403);
  });
});
