import { auditAnswer, type AuditEntry } from '@bilim/contract/audit';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { buildSignedInUser } from '../../test/factories';
import { buildAccount, buildCard } from '../../test/listings-factories';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

type Auth = { authorization: string };
const staff = async (role: 'support' | 'admin' | 'advertisement') =>
  (await buildSignedInUser(t.db, { roles: [role] })).auth;

const call = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  auth?: Auth,
  payload?: object,
) =>
  t.app.inject({
    method,
    url,
    ...(auth && { headers: { ...auth, 'x-forwarded-for': '203.0.113.7' } }),
    ...(payload && { payload }),
  });

async function auditOf(auth: Auth, query: string): Promise<AuditEntry[]> {
  const res = await call('GET', `/api/admin/audit?${query}`, auth);
  expect(res.statusCode).toBe(200);
  return auditAnswer.parse(res.json()).data;
}

describe('the audit log', () => {
  it('records a restriction set and lifted, with who, whom, what and from where; a refused action leaves nothing', async () => {
    const admin = await staff('admin');
    const support = await buildSignedInUser(t.db, { name: 'Saule Support', roles: ['support'] });
    const user = await buildSignedInUser(t.db, { name: 'Arman Restricted' });
    const set = await call(
      'POST',
      `/api/support/users/${user.user.id}/restrictions`,
      support.auth,
      {
        type: 'review',
        reason: 'Fake reviews',
      },
    );
    expect(set.statusCode).toBe(201);
    const id = set.json().data.id as number;
    const lift = () =>
      call('DELETE', `/api/support/users/${user.user.id}/restrictions/${id}`, support.auth);
    expect((await lift()).statusCode).toBe(200);
    // Lifting it twice is refused: the second attempt writes no entry.
    expect((await lift()).statusCode).toBe(409);

    const entries = await auditOf(admin, `user_id=${user.user.id}`);
    expect(entries.map((entry) => entry.action)).toEqual([
      'restriction.remove',
      'restriction.create',
    ]);
    expect(entries[1]).toMatchObject({
      actor: { id: support.user.id, name: 'Saule Support' },
      as_user: null,
      subject_type: 'restriction',
      subject_id: id,
      user: { id: user.user.id, name: 'Arman Restricted' },
      before: null,
      after: { type: 'review', reason: 'Fake reviews', until: null },
    });
    expect(entries[0]?.before).toMatchObject({ type: 'review' });
    expect(entries[0]?.ip).toEqual(expect.any(String));
  });

  it('records complaint closings, review and comment deletions, balance adjustments and settings', async () => {
    const admin = await buildSignedInUser(t.db, { roles: ['admin'] });
    const owner = await buildSignedInUser(t.db);
    const account = await buildAccount(t.db, { userId: owner.user.id });
    const card = await buildCard(t.db, { accountId: account.id, state: 'published' });
    const reviewer = await buildSignedInUser(t.db);

    const review = await call('POST', `/api/cards/${card.id}/review`, reviewer.auth, {
      score: 2,
      review: 'Nobody answered the phone for a whole week.',
    });
    const reviewId = review.json().data.id as number;
    const reply = await call('POST', '/api/comments', owner.auth, {
      score_id: reviewId,
      comment: 'We were on holiday, sorry!',
    });
    const complaint = await call('POST', '/api/complaints', reviewer.auth, {
      target_type: 'card',
      target_id: card.id,
      category: 'fraud_spam',
      note: 'The prices are made up.',
    });
    expect(complaint.statusCode).toBe(201);

    // One after another: the log's order is the order they were taken in.
    const actions = [
      () => call('DELETE', `/api/support/comments/${reply.json().data.id}`, admin.auth),
      () => call('DELETE', `/api/support/reviews/${reviewId}`, admin.auth),
      () =>
        call('POST', `/api/support/complaints/${complaint.json().data.id}/close`, admin.auth, {
          resolution: 'The provider corrected the prices.',
        }),
      () =>
        call('POST', `/api/admin/accounts/${account.id}/adjustments`, admin.auth, {
          amount: 50_000,
          reason: 'Goodwill for the outage',
        }),
      () => call('PUT', '/api/admin/settings', admin.auth, { vip_price: 200_000 }),
    ];
    for (const action of actions) expect((await action()).statusCode).toBeLessThan(300);
    // Deleting again changes nothing and writes nothing; so does saving settings unchanged.
    await call('DELETE', `/api/support/reviews/${reviewId}`, admin.auth);
    await call('PUT', '/api/admin/settings', admin.auth, { vip_price: 200_000 });

    const mine = await auditOf(admin.auth, `actor_id=${admin.user.id}`);
    expect(mine.map((entry) => entry.action)).toEqual([
      'settings.update',
      'balance.adjust',
      'complaint.close',
      'review.delete',
      'comment.delete',
    ]);
    const [settings, adjustment, closing, deletion] = mine;
    expect(settings).toMatchObject({ subject_type: 'settings', after: { vip_price: 200_000 } });
    expect(settings?.before).toHaveProperty('vip_price');
    expect(adjustment).toMatchObject({
      subject_type: 'account',
      subject_id: account.id,
      user: { id: owner.user.id },
      after: { amount: 50_000, reason: 'Goodwill for the outage' },
    });
    expect(closing).toMatchObject({
      user: { id: reviewer.user.id },
      after: { resolution: 'The provider corrected the prices.' },
    });
    expect(deletion).toMatchObject({
      subject_id: reviewId,
      before: { score: 2, text: 'Nobody answered the phone for a whole week.' },
    });
    expect(await auditOf(admin.auth, 'action=balance.adjust&per_page=100')).toContainEqual(
      adjustment,
    );
  });

  it('records support taking on and closing a support conversation', async () => {
    const agent = await buildSignedInUser(t.db, { roles: ['support'] });
    const user = await buildSignedInUser(t.db);
    const started = await call('POST', '/api/chats', user.auth, {
      support: true,
      msg: 'I cannot pay for the tariff by card.',
    });
    expect(started.statusCode).toBe(201);
    const chatId = started.json().data.chat.id as number;
    for (const action of ['assign', 'close']) {
      const res = await call('POST', `/api/support/chats/${chatId}/${action}`, agent.auth);
      expect(res.statusCode).toBe(200);
    }
    const entries = await auditOf(await staff('admin'), `actor_id=${agent.user.id}`);
    expect(entries.map((entry) => entry.action)).toEqual([
      'support_chat.close',
      'support_chat.assign',
    ]);
    expect(entries[1]).toMatchObject({
      subject_type: 'chat',
      subject_id: chatId,
      user: { id: user.user.id },
      before: { assigned_to: null },
      after: { assigned_to: agent.user.id },
    });
  });

  it('never changes or removes an entry, whoever asks the database', async () => {
    const admin = await staff('admin');
    await call('PUT', '/api/admin/settings', admin, { maintenance: false });
    // Drizzle wraps the database's refusal; its cause is the trigger's message.
    const refusal = (statement: ReturnType<typeof sql>) =>
      t.db.execute(statement).then(
        () => 'done',
        (error: Error & { cause?: Error }) => error.cause?.message ?? error.message,
      );
    const never = 'audit_log entries are never changed or removed';
    expect(await refusal(sql`update audit_log set action = 'settings.update'`)).toBe(never);
    expect(await refusal(sql`delete from audit_log`)).toBe(never);
    expect(await refusal(sql`truncate audit_log`)).toBe(never);
  });

  it('lets admins search it all and support read a user’s entries; nobody else', async () => {
    const user = await buildSignedInUser(t.db);
    const support = await staff('support');
    const entries = (auth?: Auth) => call('GET', `/api/support/users/${user.user.id}/audit`, auth);
    const everything = (auth?: Auth) => call('GET', '/api/admin/audit', auth);
    expect((await everything(await staff('admin'))).statusCode).toBe(200);
    expect((await entries(support)).statusCode).toBe(200);
    for (const auth of [support, await staff('advertisement'), user.auth]) {
      expect((await everything(auth)).statusCode).toBe(403);
    }
    expect((await entries(await staff('advertisement'))).statusCode).toBe(403);
    expect((await entries(user.auth)).statusCode).toBe(403);
    expect((await everything()).statusCode).toBe(401);
    const bad = await call('GET', '/api/admin/audit?from=2026-02-30', await staff('admin'));
    expect(bad.statusCode).toBe(422);
  });
});
