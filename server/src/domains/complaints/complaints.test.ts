import { complaintsAnswer } from '@bilim/contract/trust';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { buildSignedInUser, buildUser } from '../../test/factories';
import { buildCard } from '../../test/listings-factories';
import { notifications } from '../notifications/notifications.schema';
import { complaints } from './complaints.schema';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { COMPLAINT_RATE_LIMIT_MAX: '5' } });
});
afterAll(async () => t?.close());

const NOTE = 'The photos are taken from another school.';

function complain(auth: { authorization: string } | undefined, payload: Record<string, unknown>) {
  return t.app.inject({
    method: 'POST',
    url: '/api/complaints',
    ...(auth && { headers: auth }),
    payload,
  });
}

describe('complaints', () => {
  it('are sent about a visible target, once while open, and closed by support with a notification', async () => {
    const { auth, user } = await buildSignedInUser(t.db);
    const card = await buildCard(t.db, { state: 'published' });
    const body = { target_type: 'card', target_id: card.id, category: 'fraud_spam', note: NOTE };
    const first = await complain(auth, body);
    expect(first.statusCode).toBe(201);
    expect(first.json().data).toMatchObject({ status: 'open', complainer: { id: user.id } });
    expect(first.json().meta).toEqual({ existing: false });
    const again = await complain(auth, { ...body, note: 'Once more' });
    expect(again.statusCode).toBe(200);
    expect(again.json().data).toMatchObject({ id: first.json().data.id, note: NOTE });
    expect(again.json().meta).toEqual({ existing: true });

    const support = await buildSignedInUser(t.db, { roles: ['support'] });
    const queue = await t.app.inject({
      method: 'GET',
      url: '/api/support/complaints?status=open',
      headers: support.auth,
    });
    expect(queue.statusCode).toBe(200);
    expect(complaintsAnswer.parse(queue.json()).data.map((item) => item.id)).toContain(
      first.json().data.id,
    );
    const close = () =>
      t.app.inject({
        method: 'POST',
        url: `/api/support/complaints/${first.json().data.id}/close`,
        headers: support.auth,
        payload: { resolution: 'The card was unpublished by its owner.' },
      });
    const closed = await close();
    expect(closed.statusCode).toBe(200);
    expect(closed.json().data).toMatchObject({
      status: 'closed',
      resolution: 'The card was unpublished by its owner.',
      closed_by: { id: support.user.id },
    });
    expect((await close()).statusCode).toBe(409);
    await t.drain();
    const [note] = await t.db.select().from(notifications).where(eq(notifications.userId, user.id));
    expect(note).toMatchObject({ kind: 'complaint_closed', subject: 'complaint' });
    // It names what the complaint was about: the card's title as the queue showed it.
    expect(note?.params).toMatchObject({ target_label: card.title });
    // Closed: a new complaint about the same card may be sent.
    expect((await complain(auth, body)).statusCode).toBe(201);
  });

  it.each([
    ['an unknown card', { target_type: 'card', target_id: 999_999 }, 404, 'CARD_NOT_FOUND'],
    ['an unknown user', { target_type: 'user', target_id: 999_999 }, 404, 'USER_NOT_FOUND'],
    ['an unknown review', { target_type: 'review', target_id: 999_999 }, 404, 'NOT_FOUND'],
    ['an unknown comment', { target_type: 'comment', target_id: 999_999 }, 404, 'NOT_FOUND'],
    ['an unknown event', { target_type: 'event', target_id: 999_999 }, 404, 'EVENT_NOT_FOUND'],
    ['an unknown kind', { target_type: 'school', target_id: 1 }, 422, 'VALIDATION_FAILED'],
  ])('about %s answer %s', async (_name, target, status, code) => {
    const { auth } = await buildSignedInUser(t.db);
    const res = await complain(auth, { ...target, category: 'violence', note: NOTE });
    expect(res.statusCode).toBe(status);
    expect(res.json().code).toBe(code);
  });

  it('refuses unpublished cards, a missing category or note, and anonymous callers', async () => {
    const { auth, user } = await buildSignedInUser(t.db);
    const draft = await buildCard(t.db, { state: 'new' });
    const hidden = await complain(auth, {
      target_type: 'card',
      target_id: draft.id,
      category: 'violence',
      note: NOTE,
    });
    expect(hidden.statusCode).toBe(404);
    const bad = await complain(auth, { target_type: 'user', target_id: user.id });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['category', 'note']);
    expect((await complain(undefined, { target_type: 'user', target_id: 1 })).statusCode).toBe(401);
  });

  it('are rate-limited per session', async () => {
    const { auth } = await buildSignedInUser(t.db);
    const targets = await Promise.all(Array.from({ length: 6 }, () => buildSignedInUser(t.db)));
    const codes: number[] = [];
    for (const target of targets) {
      const res = await complain(auth, {
        target_type: 'user',
        target_id: target.user.id,
        category: 'fraud_spam',
        note: NOTE,
      });
      codes.push(res.statusCode);
    }
    expect(codes).toEqual([201, 201, 201, 201, 201, 429]);
  });

  it('queue the open ones first, the longest waiting first, then the latest closed; ties by id', async () => {
    const support = await buildSignedInUser(t.db, { roles: ['support'] });
    const complainer = await buildUser(t.db);
    const at = (day: number) => new Date(Date.UTC(2026, 0, day, 9));
    // Stored in this order (ids rising), which is neither the waiting nor the closing order.
    const rows = [
      { name: 'open, sent on the 3rd', createdAt: at(3) },
      { name: 'open, sent on the 1st', createdAt: at(1) },
      { name: 'open, sent on the 1st too', createdAt: at(1) },
      { name: 'closed on the 10th', createdAt: at(2), closedAt: at(10) },
      { name: 'closed on the 5th', createdAt: at(1), closedAt: at(5) },
      { name: 'closed on the 5th too', createdAt: at(4), closedAt: at(5) },
    ];
    for (const row of rows) {
      const target = await buildUser(t.db);
      await t.db.insert(complaints).values({
        complainerId: complainer.id,
        targetType: 'user',
        targetId: target.id,
        category: 'pornography',
        note: row.name,
        createdAt: row.createdAt,
        ...(row.closedAt && {
          closedAt: row.closedAt,
          closedBy: support.user.id,
          resolution: 'Looked into.',
        }),
      });
    }
    const queue = async (query: string) => {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/support/complaints?category=pornography&${query}`,
        headers: support.auth,
      });
      expect(res.statusCode).toBe(200);
      return complaintsAnswer.parse(res.json()).data.map((item) => item.note);
    };
    const open = ['open, sent on the 1st', 'open, sent on the 1st too', 'open, sent on the 3rd'];
    const closed = ['closed on the 10th', 'closed on the 5th too', 'closed on the 5th'];
    expect(await queue('per_page=20')).toEqual([...open, ...closed]);
    expect(await queue('status=open')).toEqual(open);
    expect(await queue('status=closed')).toEqual(closed);
    // The pages follow the same order.
    expect(await queue('per_page=2&page=2')).toEqual([open[2], closed[0]]);
  });

  it.each([
    ['a user', undefined, 403],
    // Advertisement runs the slider and VIP marks; complaints are support's.
    ['advertisement', 'advertisement', 403],
    ['support', 'support', 200],
    ['an admin', 'admin', 200],
  ] as const)('the queue for %s answers %s', async (_name, role, status) => {
    const { auth } = await buildSignedInUser(t.db, role ? { roles: [role] } : {});
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/support/complaints',
      headers: auth,
    });
    expect(res.statusCode).toBe(status);
  });
});
