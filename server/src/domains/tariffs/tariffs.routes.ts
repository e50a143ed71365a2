import {
  adminTariffAnswer,
  adminTariffsAnswer,
  tariffActiveBody,
  tariffCreateBody,
  tariffUpdateBody,
} from '@bilim/contract/admin';
import { idParams } from '@bilim/contract/api';
import type { AppContext } from '../../context';
import type { ZodApp } from '../../http/types';
import { currentActor } from '../auth/authenticate';
import {
  createTariff,
  deleteTariff,
  findAdminTariff,
  listAdminTariffs,
  setTariffActive,
  updateTariff,
} from './tariffs.admin';

/**
 * The admin's tariffs (spec §2 admin/tariffs): the list with its counts, a tariff, create, edit,
 * the list's activate/deactivate, and deleting an unused one. Providers read the active ones at
 * GET /api/tariffs (billing).
 */
export function tariffsRoutes(app: ZodApp, { db }: AppContext): void {
  const config = { access: 'manage:tariffs' as const };
  const tags = ['admin'];

  app.get('/api/admin/tariffs', {
    config,
    schema: { tags, response: { 200: adminTariffsAnswer } },
    handler: async () => listAdminTariffs(db),
  });

  app.get('/api/admin/tariffs/:id', {
    config,
    schema: { tags, params: idParams, response: { 200: adminTariffAnswer } },
    handler: async (request) => ({ data: await findAdminTariff(db, request.params.id) }),
  });

  app.post('/api/admin/tariffs', {
    config,
    schema: { tags, body: tariffCreateBody, response: { 201: adminTariffAnswer } },
    handler: async (request, reply) => {
      const tariff = await createTariff(db, currentActor(request), request.body);
      return reply.code(201).send({ data: tariff });
    },
  });

  app.put('/api/admin/tariffs/:id', {
    config,
    schema: {
      tags,
      params: idParams,
      body: tariffUpdateBody,
      response: { 200: adminTariffAnswer },
    },
    handler: async (request) => ({
      data: await updateTariff(db, currentActor(request), request.params.id, request.body),
    }),
  });

  app.put('/api/admin/tariffs/:id/active', {
    config,
    schema: {
      tags,
      params: idParams,
      body: tariffActiveBody,
      response: { 200: adminTariffAnswer },
    },
    handler: async (request) => ({
      data: await setTariffActive(
        db,
        currentActor(request),
        request.params.id,
        request.body.active,
      ),
    }),
  });

  app.delete('/api/admin/tariffs/:id', {
    config,
    schema: { tags, params: idParams },
    handler: async (request, reply) => {
      await deleteTariff(db, currentActor(request), request.params.id);
      return reply.code(204).send();
    },
  });
}
