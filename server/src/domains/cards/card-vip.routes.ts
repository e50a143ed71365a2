import { randomUUID } from 'node:crypto';
import { idParams } from '@bilim/contract/api';
import { cardDetailAnswer, VIP_DAYS, vipOfferAnswer } from '@bilim/contract/cards';
import { DEFAULT_CURRENCY } from '@bilim/contract/constants';
import type { AppContext } from '../../context';
import type { ZodApp } from '../../http/types';
import { idempotencyKeyHeaders } from '../../http/idempotency';
import { currentActor } from '../auth/authenticate';
import { listingNotFound, listingSubject } from '../listings/cabinet-listings.commands';
import { listingPolicies, listingPolicy } from '../listings/listings.policy';
import { buyVip } from './card-vip';
import { cardsCabinet } from './cards.cabinet';

/**
 * VIP for cards, sold from the balance: the offer (price and period) and the purchase, which
 * answers the card as the cabinet shows it.
 */
export function cardVipRoutes(app: ZodApp, ctx: AppContext): void {
  const tags = ['cabinet'];

  app.get('/api/cabinet/vip', {
    config: { access: 'signed-in' },
    schema: { tags, response: { 200: vipOfferAnswer } },
    handler: async () => {
      const { vip_price } = await ctx.settings.get();
      return { data: { price: vip_price, currency: DEFAULT_CURRENCY, days: VIP_DAYS } };
    },
  });

  app.post('/api/cabinet/cards/:id/vip', {
    config: { access: 'signed-in' },
    schema: {
      tags,
      params: idParams,
      headers: idempotencyKeyHeaders,
      response: { 200: cardDetailAnswer },
    },
    handler: async (request) => {
      const actor = currentActor(request);
      const found = await cardsCabinet.find(ctx.db, request.params.id);
      if (!found) throw listingNotFound('card');
      // As every cabinet call: 404 to whoever may not read the card, 403 to support.
      const before = await listingSubject(ctx.db, found);
      if (!listingPolicy.can(actor, 'read', before)) throw listingNotFound('card');
      listingPolicy.authorize(actor, 'vip', before);

      await buyVip(ctx, actor, {
        cardId: found.id,
        requestKey: request.headers['idempotency-key'] ?? randomUUID(),
      });

      const row = await cardsCabinet.find(ctx.db, found.id);
      if (!row) throw listingNotFound('card');
      const data = await cardsCabinet.presentDetail(ctx.db, ctx.storage, row, {
        viewerId: actor.id,
        showContacts: true,
        policies: listingPolicies(actor, await listingSubject(ctx.db, row)),
      });
      return { data };
    },
  });
}
