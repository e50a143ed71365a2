import { adminCommentsAnswer, adminReviewAnswer, adminReviewsAnswer } from '@bilim/contract/admin';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { buildSignedInUser } from '../../test/factories';
import { buildAccount, buildCard } from '../../test/listings-factories';
import { auditLog } from '../audit/audit.schema';
import { cards } from '../listings/listings.schema';
import { users } from '../users/users.schema';

let t: TestApp;
let admin: { authorization: string };
let support: { authorization: string };
beforeAll(async () => {
  t = await createTestApp();
  admin = (await buildSignedInUser(t.db, { roles: ['admin'] })).auth;
  support = (await buildSignedInUser(t.db, { roles: ['support'] })).auth;
});
afterAll(async () => t?.close());

const TEXT = 'A warm school with patient teachers and small groups.';

const call = (
  auth: { authorization: string },
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
) => t.app.inject({ method, url, headers: auth, ...(payload && { payload }) });

/** A published card with a review of the given score and a comment from its owner. */
async function reviewedCard(score: number, title: string) {
  const owner = await buildSignedInUser(t.db, { name: 'Owner of the school' });
  const account = await buildAccount(t.db, { userId: owner.user.id });
  const card = await buildCard(t.db, { accountId: account.id, state: 'published', title });
  const author = await buildSignedInUser(t.db, { name: 'Madina Reviewer' });
  const written = await call(author.auth, 'POST', `/api/cards/${card.id}/review`, {
    score,
    review: TEXT,
  });
  expect(written.statusCode, written.body).toBeLessThan(300);
  const reviewId = written.json().data.id as number;
  const commented = await call(owner.auth, 'POST', '/api/comments', {
    score_id: reviewId,
    comment: 'Thank you for the kind words!',
  });
  expect(commented.statusCode, commented.body).toBeLessThan(300);
  return { owner, card, author, reviewId, commentId: commented.json().data.id as number };
}

const ratingOf = async (cardId: number) => {
  const [row] = await t.db.select().from(cards).where(eq(cards.id, cardId));
  return { rating: row?.rating, count: row?.reviewsCount };
};

describe('reviews and comments managed by the admin', () => {
  it('lists reviews with their record and author, by text, author or record, live or deleted', async () => {
    const { card, reviewId } = await reviewedCard(4, 'Sunrise lyceum');
    const list = async (query: string) => {
      const res = await call(admin, 'GET', `/api/admin/reviews?${query}`);
      expect(res.statusCode).toBe(200);
      return adminReviewsAnswer.parse(res.json());
    };
    const bySchool = await list('q=sunrise');
    expect(bySchool.data).toEqual([
      expect.objectContaining({
        id: reviewId,
        subject: { type: 'card', id: card.id, title: 'Sunrise lyceum' },
        author: expect.objectContaining({ name: 'Madina Reviewer' }),
        score: 4,
        comments: 1,
        deleted_at: null,
      }),
    ]);
    expect((await list('q=madina')).data.map((row) => row.id)).toContain(reviewId);
    expect((await list('state=deleted')).data.map((row) => row.id)).not.toContain(reviewId);

    const comments = adminCommentsAnswer.parse(
      (await call(admin, 'GET', '/api/admin/comments?q=sunrise')).json(),
    );
    expect(comments.data[0]).toMatchObject({
      review_id: reviewId,
      text: 'Thank you for the kind words!',
      subject: { title: 'Sunrise lyceum' },
    });
    expect((await call(admin, 'GET', '/api/admin/reviews?state=gone')).statusCode).toBe(422);

    const csv = await call(admin, 'GET', '/api/admin/reviews.csv?q=sunrise');
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n');
    expect(lines[0]).toBe(
      'id,record_type,record_id,record,author,score,text,created_at,deleted_at',
    );
    expect(lines[1]).toContain(`${reviewId},card,${card.id},Sunrise lyceum,Madina Reviewer,4,`);
  });

  it('corrects a review’s score and text; the ratings follow; audited with before and after', async () => {
    const { card, owner, reviewId } = await reviewedCard(5, 'Ratings school');
    expect(await ratingOf(card.id)).toEqual({ rating: 5, count: 1 });
    const res = await call(admin, 'PUT', `/api/admin/reviews/${reviewId}`, {
      score: 2,
      review: 'Edited by the admin: the text had a phone number in it.',
    });
    expect(res.statusCode).toBe(200);
    expect(adminReviewAnswer.parse(res.json()).data).toMatchObject({ score: 2 });
    expect(await ratingOf(card.id)).toEqual({ rating: 2, count: 1 });
    const [ownerRow] = await t.db.select().from(users).where(eq(users.id, owner.user.id));
    expect(ownerRow?.rating).toBe(2);
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'review.update'), eq(auditLog.subjectId, reviewId)));
    expect(entry).toMatchObject({ before: { score: 5 }, after: { score: 2 } });

    const short = await call(admin, 'PUT', `/api/admin/reviews/${reviewId}`, {
      score: 7,
      review: 'short',
    });
    expect(short.statusCode).toBe(422);
    expect(Object.keys(short.json().errors).sort()).toEqual(['review', 'score']);
  });

  it('restores a review and a comment support deleted: they show and count again', async () => {
    const { card, reviewId, commentId } = await reviewedCard(3, 'Restored school');
    expect((await call(support, 'DELETE', `/api/support/reviews/${reviewId}`)).statusCode).toBe(
      204,
    );
    expect((await call(support, 'DELETE', `/api/support/comments/${commentId}`)).statusCode).toBe(
      204,
    );
    expect(await ratingOf(card.id)).toEqual({ rating: 0, count: 0 });
    const deleted = adminReviewsAnswer.parse(
      (await call(admin, 'GET', '/api/admin/reviews?state=deleted&q=restored')).json(),
    );
    expect(deleted.data.map((row) => row.id)).toEqual([reviewId]);

    const restored = await call(admin, 'POST', `/api/admin/reviews/${reviewId}/restore`);
    expect(restored.statusCode).toBe(200);
    expect(restored.json().data.deleted_at).toBeNull();
    expect(await ratingOf(card.id)).toEqual({ rating: 3, count: 1 });
    const comment = await call(admin, 'POST', `/api/admin/comments/${commentId}/restore`);
    expect(comment.json().data.deleted_at).toBeNull();
    const page = (await call(admin, 'GET', `/api/cards/${card.id}/reviews`)).json();
    expect(page.data[0].review).toBe(TEXT);

    // Restoring a live one changes and records nothing.
    await call(admin, 'POST', `/api/admin/reviews/${reviewId}/restore`);
    const entries = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'review.restore'), eq(auditLog.subjectId, reviewId)));
    expect(entries).toHaveLength(1);
    const edited = await call(admin, 'PUT', `/api/admin/comments/${commentId}`, {
      comment: 'Thank you!',
    });
    expect(edited.json().data.text).toBe('Thank you!');
  });

  it('is the admin’s alone: support, advertisement, users and visitors are refused', async () => {
    const { reviewId } = await reviewedCard(4, 'Guarded school');
    for (const roles of [['support'], ['advertisement'], []] as const) {
      const { auth } = await buildSignedInUser(t.db, { roles: [...roles] });
      expect((await call(auth, 'GET', '/api/admin/reviews')).statusCode).toBe(403);
      const put = await call(auth, 'PUT', `/api/admin/reviews/${reviewId}`, {
        score: 1,
        review: TEXT,
      });
      expect(put.statusCode, roles.join()).toBe(403);
      expect((await call(auth, 'POST', `/api/admin/comments/1/restore`)).statusCode).toBe(403);
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/comments' })).statusCode).toBe(
      401,
    );
    expect((await call(admin, 'GET', '/api/admin/reviews/999999')).statusCode).toBe(404);
  });
});
