import { reviewsAnswer } from '@bilim/contract/trust';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { buildSignedInUser } from '../../test/factories';
import { buildAccount, buildCard, buildEvent } from '../../test/listings-factories';
import { cards, events } from '../listings/listings.schema';
import { notifications } from '../notifications/notifications.schema';
import { userRestrictions } from '../restrictions/restrictions.schema';
import { users } from '../users/users.schema';
import { reviews } from './reviews.schema';

let t: TestApp;
let base: string;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  if (!address || typeof address === 'string') throw new Error('no address');
  base = `http://127.0.0.1:${address.port}`;
});
afterAll(async () => t?.close());

const TEXT = 'A warm school with patient teachers and small groups.';

/** A published card of a fresh owner, with the owner's session. */
async function ownedCard() {
  const owner = await buildSignedInUser(t.db);
  const account = await buildAccount(t.db, { userId: owner.user.id });
  const card = await buildCard(t.db, { accountId: account.id, state: 'published' });
  return { owner, card };
}

function review(
  auth: { authorization: string } | undefined,
  cardId: number,
  payload: unknown,
  kind: 'cards' | 'events' = 'cards',
) {
  return t.app.inject({
    method: 'POST',
    url: `/api/${kind}/${cardId}/review`,
    ...(auth && { headers: auth }),
    payload: payload as Record<string, unknown>,
  });
}

async function restrict(userId: number, type: 'review' | 'publish' | 'login' | 'chat') {
  await t.db.insert(userRestrictions).values({ userId, type, reason: 'Spam in reviews' });
}

async function supportAuth() {
  return (await buildSignedInUser(t.db, { roles: ['support'] })).auth;
}

describe('the review rules', () => {
  it.each([
    ['a score below 1', { score: 0, review: TEXT }, 422, 'VALIDATION_FAILED', 'score'],
    ['a score above 5', { score: 6, review: TEXT }, 422, 'VALIDATION_FAILED', 'score'],
    ['a fractional score', { score: 4.5, review: TEXT }, 422, 'VALIDATION_FAILED', 'score'],
    ['no score', { review: TEXT }, 422, 'VALIDATION_FAILED', 'score'],
    [
      'a text of 19 characters',
      { score: 5, review: 'x'.repeat(19) },
      422,
      'VALIDATION_FAILED',
      'review',
    ],
    ['a blank text', { score: 5, review: '    ' }, 422, 'VALIDATION_FAILED', 'review'],
    [
      'a score of 1 and 20 characters',
      { score: 1, review: 'x'.repeat(20) },
      201,
      undefined,
      undefined,
    ],
    ['a score of 5', { score: 5, review: TEXT }, 201, undefined, undefined],
  ])('%s answers %s', async (_name, payload, status, code, field) => {
    const { card } = await ownedCard();
    const { auth } = await buildSignedInUser(t.db);
    const res = await review(auth, card.id, payload);
    expect(res.statusCode).toBe(status);
    if (code) expect(res.json().code).toBe(code);
    if (field) expect(Object.keys(res.json().errors)).toContain(field);
    if (field === 'review' && payload.review?.trim()) {
      expect(res.json().errors.review).toBe('Enter at least 20 characters');
    }
  });

  it('asks for a session', async () => {
    const { card } = await ownedCard();
    expect((await review(undefined, card.id, { score: 5, review: TEXT })).statusCode).toBe(401);
  });

  it('refuses the card owner (403) and unknown or unpublished cards (404)', async () => {
    const { owner, card } = await ownedCard();
    const own = await review(owner.auth, card.id, { score: 5, review: TEXT });
    expect(own.statusCode).toBe(403);
    expect(own.json().code).toBe('FORBIDDEN');
    const draft = await buildCard(t.db, { state: 'new' });
    const { auth } = await buildSignedInUser(t.db);
    for (const id of [draft.id, 999_999]) {
      const res = await review(auth, id, { score: 5, review: TEXT });
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe('CARD_NOT_FOUND');
    }
  });

  it('keeps one review per user and card: a second one edits the first (200)', async () => {
    const { card } = await ownedCard();
    const { auth, user } = await buildSignedInUser(t.db);
    const first = await review(auth, card.id, { score: 2, review: TEXT });
    expect(first.statusCode).toBe(201);
    const second = await review(auth, card.id, { score: 4, review: `${TEXT} Updated.` });
    expect(second.statusCode).toBe(200);
    expect(second.json().data).toMatchObject({ id: first.json().data.id, score: 4 });
    const rows = await t.db
      .select()
      .from(reviews)
      .where(and(eq(reviews.subjectId, card.id), eq(reviews.authorId, user.id)));
    expect(rows).toHaveLength(1);
    const [stored] = await t.db.select().from(cards).where(eq(cards.id, card.id));
    expect(stored).toMatchObject({ rating: 4, reviewsCount: 1 });
  });

  it('answers "Action temporarily forbidden for user" to a user with a review restriction', async () => {
    const { card } = await ownedCard();
    const { auth, user } = await buildSignedInUser(t.db);
    await restrict(user.id, 'review');
    const res = await review(auth, card.id, { score: 5, review: TEXT });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      code: 'ACTION_FORBIDDEN',
      message: 'Action temporarily forbidden for user',
    });
    const list = await t.app.inject({
      method: 'GET',
      url: `/api/cards/${card.id}/reviews`,
      headers: auth,
    });
    expect(list.json().meta).toMatchObject({ can_review: false, cannot_review: 'restricted' });
  });

  it('lets other restrictions and ended ones pass', async () => {
    const { card } = await ownedCard();
    const { auth, user } = await buildSignedInUser(t.db);
    await restrict(user.id, 'chat');
    await t.db.insert(userRestrictions).values({
      userId: user.id,
      type: 'review',
      reason: 'Old',
      endsAt: new Date(Date.now() - 1000),
    });
    expect((await review(auth, card.id, { score: 5, review: TEXT })).statusCode).toBe(201);
  });

  it('a review deleted by support shows so, stops counting and cannot be edited', async () => {
    const { card } = await ownedCard();
    const { auth } = await buildSignedInUser(t.db);
    const other = await buildSignedInUser(t.db);
    const created = await review(auth, card.id, { score: 1, review: TEXT });
    await review(other.auth, card.id, { score: 5, review: TEXT });
    const id = created.json().data.id as number;
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/support/reviews/${id}`,
      headers: await supportAuth(),
    });
    expect(del.statusCode).toBe(204);
    const edit = await review(auth, card.id, { score: 5, review: TEXT });
    expect(edit.statusCode).toBe(403);
    expect(edit.json()).toMatchObject({
      code: 'REVIEW_CANNOT_BE_EDITED',
      message: 'Review cannot be edited',
    });
    const comment = await t.app.inject({
      method: 'POST',
      url: '/api/comments',
      headers: auth,
      payload: { score_id: id, comment: 'But why?' },
    });
    expect(comment.statusCode).toBe(403);
    expect(comment.json().code).toBe('REVIEW_DELETED_BY_SUPPORT');
    const list = await t.app.inject({ method: 'GET', url: `/api/cards/${card.id}/reviews` });
    const deleted = list.json().data.find((item: { id: number }) => item.id === id);
    expect(deleted).toMatchObject({
      review: 'Review was deleted by support',
      deleted_by_support: true,
    });
    expect(list.json().meta).toMatchObject({ rating: 5, reviews_count: 1, total: 2 });
    expect(list.json().meta.breakdown).toEqual({ 1: 0, 2: 0, 3: 0, 4: 0, 5: 1 });
  });
});

describe('comments', () => {
  async function reviewed() {
    const { owner, card } = await ownedCard();
    const reviewer = await buildSignedInUser(t.db);
    const res = await review(reviewer.auth, card.id, { score: 4, review: TEXT });
    return { owner, reviewer, card, reviewId: res.json().data.id as number };
  }

  const comment = (auth: { authorization: string }, scoreId: number, text = 'Thank you!') =>
    t.app.inject({
      method: 'POST',
      url: '/api/comments',
      headers: auth,
      payload: { score_id: scoreId, comment: text },
    });

  it('takes the owner reply and the reviewer follow-up, and refuses anyone else', async () => {
    const { owner, reviewer, reviewId } = await reviewed();
    const reply = await comment(owner.auth, reviewId);
    expect(reply.statusCode).toBe(201);
    expect(reply.json().data).toMatchObject({ score_id: reviewId, by_owner: true });
    const followUp = await comment(reviewer.auth, reviewId, 'You are welcome.');
    expect(followUp.statusCode).toBe(201);
    expect(followUp.json().data.by_owner).toBe(false);
    const stranger = await buildSignedInUser(t.db);
    const refused = await comment(stranger.auth, reviewId);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('FORBIDDEN');
    const unknown = await comment(stranger.auth, 999_999);
    expect(unknown.statusCode).toBe(404);
  });

  it('is edited by its author with POST and _method=PUT, by nobody else', async () => {
    const { owner, reviewer, reviewId } = await reviewed();
    const id = (await comment(owner.auth, reviewId)).json().data.id as number;
    const put = (auth: { authorization: string }, text: string) =>
      fetch(`${base}/api/comments/${id}`, {
        method: 'POST',
        headers: { ...auth, 'content-type': 'application/json' },
        body: JSON.stringify({ _method: 'PUT', comment: text }),
      });
    const edited = await put(owner.auth, 'Thank you, see you in September!');
    expect(edited.status).toBe(200);
    expect(((await edited.json()) as { data: { comment: string } }).data.comment).toBe(
      'Thank you, see you in September!',
    );
    const refused = await put(reviewer.auth, 'Hijacked');
    expect(refused.status).toBe(403);
  });

  it('cannot be edited once support deleted it, and shows so', async () => {
    const { owner, card, reviewId } = await reviewed();
    const id = (await comment(owner.auth, reviewId)).json().data.id as number;
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/support/comments/${id}`,
      headers: await supportAuth(),
    });
    expect(del.statusCode).toBe(204);
    const edit = await t.app.inject({
      method: 'PUT',
      url: `/api/comments/${id}`,
      headers: owner.auth,
      payload: { comment: 'Again' },
    });
    expect(edit.statusCode).toBe(403);
    expect(edit.json()).toMatchObject({
      code: 'COMMENT_CANNOT_BE_EDITED',
      message: 'Comment cannot be edited',
    });
    const list = await t.app.inject({ method: 'GET', url: `/api/cards/${card.id}/reviews` });
    expect(list.json().data[0].comments[0]).toMatchObject({
      comment: 'Review was deleted by support',
      deleted_by_support: true,
    });
  });

  it('answers ACTION_FORBIDDEN to a restricted author', async () => {
    const { owner, reviewId } = await reviewed();
    await restrict(owner.user.id, 'review');
    const res = await comment(owner.auth, reviewId);
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('ACTION_FORBIDDEN');
  });
});

describe('the list of a card reviews', () => {
  it('pages newest first or most helpful first, with names, replies and the breakdown', async () => {
    const { owner, card } = await ownedCard();
    const authors = await Promise.all([1, 2, 3].map(() => buildSignedInUser(t.db)));
    const ids: number[] = [];
    for (const [index, author] of authors.entries()) {
      const res = await review(author.auth, card.id, { score: index + 3, review: TEXT });
      ids.push(res.json().data.id as number);
    }
    await t.app.inject({
      method: 'POST',
      url: '/api/comments',
      headers: owner.auth,
      payload: { score_id: ids[0], comment: 'Thank you for the kind words.' },
    });
    const voter = await buildSignedInUser(t.db);
    const vote = await t.app.inject({
      method: 'PUT',
      url: `/api/reviews/${ids[0]}/helpful`,
      headers: voter.auth,
    });
    expect(vote.statusCode).toBe(204);
    const newest = await t.app.inject({
      method: 'GET',
      url: `/api/cards/${card.id}/reviews?per_page=2`,
      headers: authors[0]!.auth,
    });
    expect(newest.statusCode).toBe(200);
    const body = reviewsAnswer.parse(newest.json());
    expect(body.data.map((item) => item.id)).toEqual([ids[2], ids[1]]);
    expect(body.data[0]!.author.name).toBe(authors[2]!.user.name);
    expect(body.meta).toMatchObject({
      total: 3,
      last_page: 2,
      reviews_count: 3,
      rating: 4,
      own_review_id: ids[0],
      can_review: true,
      breakdown: { 1: 0, 2: 0, 3: 1, 4: 1, 5: 1 },
    });
    const helpful = await t.app.inject({
      method: 'GET',
      url: `/api/cards/${card.id}/reviews?sort=helpful&per_page=1`,
    });
    const first = helpful.json().data[0];
    expect(first).toMatchObject({ id: ids[0], helpful_count: 1 });
    expect(first.comments[0]).toMatchObject({ by_owner: true, author: { id: owner.user.id } });
    const ownerView = await t.app.inject({
      method: 'GET',
      url: `/api/cards/${card.id}/reviews`,
      headers: owner.auth,
    });
    expect(ownerView.json().meta).toMatchObject({ can_review: false, cannot_review: 'own' });
  });
});

describe('event reviews', () => {
  it('are taken once the event has started, through the same table', async () => {
    const owner = await buildSignedInUser(t.db);
    const account = await buildAccount(t.db, { userId: owner.user.id });
    const upcoming = await buildEvent(t.db, { accountId: account.id, state: 'published' });
    const started = await buildEvent(t.db, {
      accountId: account.id,
      state: 'published',
      startDate: '2020-01-01',
      finishDate: '2099-01-01',
    });
    const { auth } = await buildSignedInUser(t.db);
    const notYet = await t.app.inject({
      method: 'GET',
      url: `/api/events/${upcoming.id}/reviews`,
      headers: auth,
    });
    expect(notYet.json().meta).toMatchObject({ can_review: false, cannot_review: 'not_started' });
    const early = await review(auth, upcoming.id, { score: 5, review: TEXT }, 'events');
    expect(early.statusCode).toBe(404);
    expect(early.json().code).toBe('EVENT_NOT_FOUND');
    const ok = await review(auth, started.id, { score: 3, review: TEXT }, 'events');
    expect(ok.statusCode).toBe(201);
    expect(ok.json().data).toMatchObject({ subject_type: 'event', subject_id: started.id });
    const [stored] = await t.db.select().from(events).where(eq(events.id, started.id));
    expect(stored).toMatchObject({ rating: 3, reviewsCount: 1 });
    const other = await buildSignedInUser(t.db);
    const list = await t.app.inject({
      method: 'GET',
      url: `/api/events/${started.id}/reviews`,
      headers: other.auth,
    });
    expect(list.json().meta).toMatchObject({
      reviews_count: 1,
      can_review: true,
      cannot_review: null,
    });
  });
});

describe('ratings and notifications', () => {
  it('keeps the provider rating over all their records, and tells the owner and the reviewer', async () => {
    const { owner, card } = await ownedCard();
    const account = await buildAccount(t.db, { userId: owner.user.id });
    const second = await buildCard(t.db, { accountId: account.id, state: 'published' });
    const reviewer = await buildSignedInUser(t.db);
    const first = await review(reviewer.auth, card.id, { score: 5, review: TEXT });
    await review(reviewer.auth, second.id, { score: 2, review: TEXT });
    const [provider] = await t.db.select().from(users).where(eq(users.id, owner.user.id));
    expect(provider).toMatchObject({ rating: 3.5, reviewsCount: 2 });
    await t.app.inject({
      method: 'POST',
      url: '/api/comments',
      headers: owner.auth,
      payload: { score_id: first.json().data.id, comment: 'Thank you!' },
    });
    await t.drain();
    const ownerKinds = await t.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, owner.user.id));
    expect(ownerKinds.filter((row) => row.kind === 'review_received')).toHaveLength(2);
    expect(ownerKinds[0]).toMatchObject({ subject: 'card' });
    const reviewerKinds = await t.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, reviewer.user.id));
    expect(reviewerKinds.map((row) => row.kind)).toEqual(['review_replied']);
    expect(reviewerKinds[0]?.channels).toEqual(['in_app', 'push']);
    expect(ownerKinds[0]?.channels).toEqual(['in_app', 'email', 'push']);
  });

  it('keeps the rating right under 50 reviews at once on one card', async () => {
    const { card, owner } = await ownedCard();
    const reviewers = await Promise.all(Array.from({ length: 50 }, () => buildSignedInUser(t.db)));
    const answers = await Promise.all(
      reviewers.map((reviewer, index) =>
        review(reviewer.auth, card.id, { score: (index % 5) + 1, review: TEXT }),
      ),
    );
    expect(answers.map((res) => res.statusCode)).toEqual(answers.map(() => 201));
    const stored = await t.db
      .select({ score: reviews.score })
      .from(reviews)
      .where(and(eq(reviews.subjectType, 'card'), eq(reviews.subjectId, card.id)));
    expect(stored).toHaveLength(50);
    const average = stored.reduce((sum, row) => sum + row.score, 0) / stored.length;
    const [row] = await t.db.select().from(cards).where(eq(cards.id, card.id));
    expect(row?.reviewsCount).toBe(50);
    expect(row?.rating).toBeCloseTo(average, 5);
    const [provider] = await t.db.select().from(users).where(eq(users.id, owner.user.id));
    expect(provider?.reviewsCount).toBe(50);
    expect(provider?.rating).toBeCloseTo(average, 5);
  });
});
