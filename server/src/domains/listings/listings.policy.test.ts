import { VIP_DEFAULT_PRICE } from '@bilim/contract/cards';
import type { ListingState } from '@bilim/contract/listings';
import type { InjectOptions } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { buildSignedInUser } from '../../test/factories';
import {
  buildAccount,
  buildCard,
  buildEvent,
  buildPhoto,
  cardInputFor,
  eventInputFor,
} from '../../test/listings-factories';
import { multipart } from '../../test/multipart';
import { topUp } from '../billing/test-support';
import { seedTariffs } from '../tariffs/tariffs.seed';
import type { ListingKind } from './listing-kinds';
import { listingPolicies } from './listings.policy';

let t: TestApp;
let ownerId: number;
let accountId: number;
let image: Buffer;
const headers: Record<string, Record<string, string>> = {};

const ACTORS = ['anonymous', 'owner', 'another user', 'support', 'admin'] as const;
type ActorName = (typeof ACTORS)[number];

beforeAll(async () => {
  t = await createTestApp();
  await seedTariffs(t.db);
  const owner = await buildSignedInUser(t.db);
  ownerId = owner.user.id;
  accountId = (await buildAccount(t.db, { userId: ownerId, tariff: 'super' })).id;
  headers.anonymous = {};
  headers.owner = owner.auth;
  headers['another user'] = (await buildSignedInUser(t.db)).auth;
  headers.support = (await buildSignedInUser(t.db, { roles: ['support'] })).auth;
  headers.admin = (await buildSignedInUser(t.db, { roles: ['admin'] })).auth;
  image = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#08f' } })
    .jpeg()
    .toBuffer();
});
afterAll(async () => t?.close());

interface Action {
  name: string;
  /** The state the record starts in, so that the action is allowed for those who may act. */
  state: ListingState;
  pinned?: boolean;
  photos?: number;
  ok: number;
  request: (
    kind: ListingKind,
    id: number,
    photoIds: number[],
  ) => Promise<InjectOptions & { headers?: Record<string, string> }>;
}

const base = (kind: ListingKind, id: number) => `/api/cabinet/${kind}s/${id}`;
const lifecycle = (action: string, state: ListingState, pinned = false): Action => ({
  name: action,
  state,
  pinned,
  ok: 200,
  request: async (kind, id) => ({ method: 'POST', url: `${base(kind, id)}/${action}` }),
});

const ACTIONS: Action[] = [
  {
    name: 'read',
    state: 'unpublished',
    ok: 200,
    request: async (kind, id) => ({ method: 'GET', url: base(kind, id) }),
  },
  {
    name: 'update',
    state: 'new',
    ok: 200,
    request: async (kind, id) => ({
      method: 'PUT',
      url: base(kind, id),
      payload:
        kind === 'card'
          ? await cardInputFor(t.db, accountId)
          : await eventInputFor(t.db, accountId),
    }),
  },
  lifecycle('publish', 'new'),
  lifecycle('unpublish', 'published'),
  lifecycle('archive', 'new'),
  lifecycle('restore', 'archived'),
  lifecycle('pin', 'published'),
  lifecycle('unpin', 'published', true),
  {
    name: 'delete',
    state: 'archived',
    ok: 204,
    request: async (kind, id) => ({ method: 'DELETE', url: base(kind, id) }),
  },
  {
    name: 'add photos',
    state: 'new',
    ok: 201,
    request: async (kind, id) => {
      const body = multipart([{ filename: 'a.jpg', data: image }]);
      return {
        method: 'POST',
        url: `${base(kind, id)}/photos`,
        payload: body.payload,
        headers: body.headers,
      };
    },
  },
  {
    name: 'reorder photos',
    state: 'new',
    photos: 2,
    ok: 200,
    request: async (kind, id, photoIds) => ({
      method: 'PUT',
      url: `${base(kind, id)}/photos/order`,
      payload: { photo_ids: [...photoIds].reverse() },
    }),
  },
  {
    name: 'choose the main photo',
    state: 'new',
    photos: 2,
    ok: 200,
    request: async (kind, id, photoIds) => ({
      method: 'POST',
      url: `${base(kind, id)}/photos/${photoIds[1]}/main`,
    }),
  },
  {
    name: 'delete a photo',
    state: 'new',
    photos: 2,
    ok: 200,
    request: async (kind, id, photoIds) => ({
      method: 'DELETE',
      url: `${base(kind, id)}/photos/${photoIds[0]}`,
    }),
  },
];

/** What each actor gets: 401 without a token, 404 when they may not even read, 403 for support's changes. */
function expectedStatus(actor: ActorName, action: Action): number {
  switch (actor) {
    case 'anonymous':
      return 401;
    case 'owner':
    case 'admin':
      return action.ok;
    case 'another user':
      return 404;
    case 'support':
      return action.name === 'read' ? 200 : 403;
  }
}

describe.each(['card', 'event'] as const)('who may do what with a %s', (kind) => {
  for (const action of ACTIONS) {
    for (const actor of ACTORS) {
      const status = expectedStatus(actor, action);
      it(`${action.name}: ${actor} → ${status}`, async () => {
        const start = { accountId, state: action.state, pinned: action.pinned ?? false };
        const record =
          kind === 'card' ? await buildCard(t.db, start) : await buildEvent(t.db, start);
        const owner = kind === 'card' ? { cardId: record.id } : { eventId: record.id };
        const photoIds: number[] = [];
        for (let i = 0; i < (action.photos ?? 0); i += 1) {
          photoIds.push((await buildPhoto(t.db, owner, { position: i, isMain: i === 0 })).id);
        }
        const request = await action.request(kind, record.id, photoIds);
        const res = await t.app.inject({
          ...request,
          headers: { ...headers[actor], ...request.headers },
        });
        expect(res.statusCode).toBe(status);
        if (status === 404) {
          expect(res.json().code).toBe(kind === 'card' ? 'CARD_NOT_FOUND' : 'EVENT_NOT_FOUND');
        }
        if (status === 403) expect(res.json().code).toBe('FORBIDDEN');
      });
    }
  }

  it("answers an unknown record exactly like someone else's", async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: base(kind, 999_999),
      headers: headers.owner,
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe(kind === 'card' ? 'CARD_NOT_FOUND' : 'EVENT_NOT_FOUND');
  });

  it('shows support the record with every policy false', async () => {
    const record =
      kind === 'card'
        ? await buildCard(t.db, { accountId, state: 'published' })
        : await buildEvent(t.db, { accountId, state: 'published' });
    const res = await t.app.inject({
      method: 'GET',
      url: base(kind, record.id),
      headers: headers.support,
    });
    expect(res.statusCode).toBe(200);
    expect(Object.values(res.json().data.policies).every((allowed) => allowed === false)).toBe(
      true,
    );
  });
});

describe('who may buy VIP for a card', () => {
  const buyVip: Action = {
    name: 'buy VIP',
    state: 'published',
    ok: 200,
    request: async (kind, id) => ({ method: 'POST', url: `${base(kind, id)}/vip` }),
  };
  for (const actor of ACTORS) {
    const status = expectedStatus(actor, buyVip);
    it(`buy VIP: ${actor} → ${status}`, async () => {
      const card = await buildCard(t.db, { accountId, state: buyVip.state });
      await topUp(t.db, accountId, VIP_DEFAULT_PRICE);
      const request = await buyVip.request('card', card.id, []);
      const res = await t.app.inject({ ...request, headers: headers[actor] });
      expect(res.statusCode).toBe(status);
      if (status === 200) expect(res.json().data).toMatchObject({ vip: true });
      if (status === 404) expect(res.json().code).toBe('CARD_NOT_FOUND');
      if (status === 403) expect(res.json().code).toBe('FORBIDDEN');
    });
  }

  it('offers VIP in the policies of a published card to its owner and an admin only', () => {
    const card = { ownerUserId: 1, pinned: false };
    const owner = { id: 1, roles: [] };
    const admin = { id: 2, roles: ['admin'] as const };
    const support = { id: 3, roles: ['support'] as const };
    expect(listingPolicies(owner, { ...card, state: 'published' }).vip).toBe(true);
    expect(listingPolicies(admin, { ...card, state: 'published' }).vip).toBe(true);
    expect(listingPolicies(support, { ...card, state: 'published' }).vip).toBe(false);
    expect(listingPolicies(null, { ...card, state: 'published' }).vip).toBe(false);
    for (const state of ['new', 'unpublished', 'archived'] as const) {
      expect(listingPolicies(owner, { ...card, state }).vip).toBe(false);
    }
  });
});
