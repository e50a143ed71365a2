import { idParams } from '@bilim/contract/api';
import {
  promotionsAnswer,
  promotionsBody,
  vipCardAnswer,
  vipCardsAnswer,
  vipCardsQuery,
  vipGrantBody,
} from '@bilim/contract/staff';
import type { AppContext } from '../../context';
import type { ZodApp } from '../../http/types';
import { presentList } from '../../lib/presenter';
import { currentActor } from '../auth/authenticate';
import { endVip, grantVip, listPromotions, listVipCards, setPromotions } from './card-promotion';

/** Advertisement's calls: VIP marks given and ended, and the home page's promoted cards. */
export function cardPromotionRoutes(app: ZodApp, { db, clock }: AppContext): void {
  const config = { access: 'manage:vip' as const };
  const tags = ['staff'];

  app.get('/api/support/vip', {
    config,
    schema: { tags, querystring: vipCardsQuery, response: { 200: vipCardsAnswer } },
    handler: async (request) => {
      const { page, per_page: perPage, q, scope } = request.query;
      const { rows, total } = await listVipCards(db, { q, scope, page, perPage });
      return presentList(rows, { current: page, perPage, total });
    },
  });

  app.post('/api/support/cards/:id/vip', {
    config,
    schema: { tags, params: idParams, body: vipGrantBody, response: { 200: vipCardAnswer } },
    handler: async (request) => ({
      data: await grantVip(
        db,
        currentActor(request),
        request.params.id,
        request.body.until,
        clock(),
      ),
    }),
  });

  app.delete('/api/support/cards/:id/vip', {
    config,
    schema: { tags, params: idParams, response: { 200: vipCardAnswer } },
    handler: async (request) => ({
      data: await endVip(db, currentActor(request), request.params.id),
    }),
  });

  app.get('/api/support/promotions', {
    config,
    schema: { tags, response: { 200: promotionsAnswer } },
    handler: async () => ({ data: await listPromotions(db) }),
  });

  app.put('/api/support/promotions', {
    config,
    schema: { tags, body: promotionsBody, response: { 200: promotionsAnswer } },
    handler: async (request) => ({
      data: await setPromotions(db, currentActor(request), request.body.card_ids),
    }),
  });
}
