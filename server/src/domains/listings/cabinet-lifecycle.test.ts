import type { ListingState } from '@bilim/contract/listings';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { buildSignedInUser } from '../../test/factories';
import { buildAccount, buildCard, buildEvent } from '../../test/listings-factories';
import { seedTariffs } from '../tariffs/tariffs.seed';
import { LISTING_KINDS, type ListingKind } from './listing-kinds';

let t: TestApp;
let auth: { authorization: string };
let accountId: number;
beforeAll(async () => {
  t = await createTestApp();
  await seedTariffs(t.db);
  const owner = await buildSignedInUser(t.db);
  auth = owner.auth;
  // Super: room for every published record this file makes.
  accountId = (await buildAccount(t.db, { userId: owner.user.id, tariff: 'super' })).id;
});
afterAll(async () => t?.close());

type Start = { state: ListingState; pinned: boolean };
type Outcome = Start | 'deleted' | 'refused';

/** Every action from every state, written out (DECISIONS: the lifecycle and pinning). */
const MACHINE: Array<{ from: Start; outcomes: Record<string, Outcome> }> = [
  {
    from: { state: 'new', pinned: false },
    outcomes: {
      publish: { state: 'published', pinned: false },
      unpublish: 'refused',
      archive: { state: 'archived', pinned: false },
      restore: 'refused',
      pin: 'refused',
      unpin: 'refused',
      delete: 'deleted',
    },
  },
  {
    from: { state: 'published', pinned: false },
    outcomes: {
      publish: 'refused',
      unpublish: { state: 'unpublished', pinned: false },
      archive: { state: 'archived', pinned: false },
      restore: 'refused',
      pin: { state: 'published', pinned: true },
      unpin: 'refused',
      delete: 'refused',
    },
  },
  {
    from: { state: 'published', pinned: true },
    outcomes: {
      publish: 'refused',
      unpublish: { state: 'unpublished', pinned: false },
      archive: { state: 'archived', pinned: false },
      restore: 'refused',
      pin: 'refused',
      unpin: { state: 'published', pinned: false },
      delete: 'refused',
    },
  },
  {
    from: { state: 'unpublished', pinned: false },
    outcomes: {
      publish: { state: 'published', pinned: false },
      unpublish: 'refused',
      archive: { state: 'archived', pinned: false },
      restore: 'refused',
      pin: 'refused',
      unpin: 'refused',
      delete: 'refused',
    },
  },
  {
    from: { state: 'archived', pinned: false },
    outcomes: {
      publish: 'refused',
      unpublish: 'refused',
      archive: 'refused',
      restore: { state: 'new', pinned: false },
      pin: 'refused',
      unpin: 'refused',
      delete: 'deleted',
    },
  },
];

const build = (kind: ListingKind, start: Start) =>
  kind === 'card'
    ? buildCard(t.db, { accountId, ...start })
    : buildEvent(t.db, { accountId, ...start });

async function stored(kind: ListingKind, id: number) {
  const { table } = LISTING_KINDS[kind];
  const [row] = await t.db
    .select({ state: table.state, pinned: table.pinned })
    .from(table)
    .where(eq(table.id, id));
  return row;
}

describe.each(['card', 'event'] as const)('the %s lifecycle', (kind) => {
  const path = `/api/cabinet/${kind}s`;
  for (const { from, outcomes } of MACHINE) {
    const label = `${from.state}${from.pinned ? ' (pinned)' : ''}`;
    for (const [action, outcome] of Object.entries(outcomes)) {
      const expectation =
        outcome === 'refused'
          ? 'is refused with 409 INVALID_TRANSITION'
          : outcome === 'deleted'
            ? 'deletes it'
            : `leads to ${outcome.state}${outcome.pinned ? ' (pinned)' : ''}`;
      it(`${action} from ${label} ${expectation}`, async () => {
        const record = await build(kind, from);
        const res =
          action === 'delete'
            ? await t.app.inject({ method: 'DELETE', url: `${path}/${record.id}`, headers: auth })
            : await t.app.inject({
                method: 'POST',
                url: `${path}/${record.id}/${action}`,
                headers: auth,
              });
        if (outcome === 'refused') {
          expect(res.statusCode).toBe(409);
          expect(res.json()).toEqual({
            message: 'This action is not possible in the current state',
            code: 'INVALID_TRANSITION',
          });
          expect(await stored(kind, record.id)).toEqual(from);
        } else if (outcome === 'deleted') {
          expect(res.statusCode).toBe(204);
          expect(await stored(kind, record.id)).toBeUndefined();
        } else {
          expect(res.statusCode).toBe(200);
          expect(res.json().data).toMatchObject(outcome);
          expect(await stored(kind, record.id)).toEqual(outcome);
        }
      });
    }
  }

  it('stamps published_at on the first publication only', async () => {
    const record = await build(kind, { state: 'new', pinned: false });
    const first = await t.app.inject({
      method: 'POST',
      url: `${path}/${record.id}/publish`,
      headers: auth,
    });
    const publishedAt = first.json().data.published_at;
    expect(publishedAt).not.toBeNull();
    await t.app.inject({ method: 'POST', url: `${path}/${record.id}/unpublish`, headers: auth });
    const again = await t.app.inject({
      method: 'POST',
      url: `${path}/${record.id}/publish`,
      headers: auth,
    });
    expect(again.json().data.published_at).toBe(publishedAt);
  });

  it('answers the policies of the new state after an action', async () => {
    const record = await build(kind, { state: 'published', pinned: false });
    const res = await t.app.inject({
      method: 'POST',
      url: `${path}/${record.id}/pin`,
      headers: auth,
    });
    expect(res.json().data.policies).toEqual({
      update: true,
      publish: false,
      unpublish: true,
      archive: true,
      restore: false,
      delete: false,
      pin: false,
      unpin: true,
      // Only cards can be made VIP.
      ...(kind === 'card' && { vip: true }),
    });
  });

  it('answers 422 for an unknown action', async () => {
    const record = await build(kind, { state: 'new', pinned: false });
    const res = await t.app.inject({
      method: 'POST',
      url: `${path}/${record.id}/explode`,
      headers: auth,
    });
    expect(res.statusCode).toBe(422);
  });
});
