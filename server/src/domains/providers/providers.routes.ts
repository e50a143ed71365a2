import { dataOf, idParams } from '@bilim/contract/api';
import { providerSchema } from '@bilim/contract/discovery';
import type { AppContext } from '../../context';
import type { ZodApp } from '../../http/types';
import { notFound } from '../../lib/errors';
import { findProviderUser, presentProviders } from './providers.queries';

/** GET /api/users/{id}: a provider's public page (their lists come from /api/cards?user=…). */
export function providersRoutes(app: ZodApp, { db, clock }: AppContext): void {
  app.get('/api/users/:id', {
    config: { access: 'public' },
    schema: {
      tags: ['providers'],
      params: idParams,
      response: { 200: dataOf(providerSchema) },
    },
    handler: async (request) => {
      const user = await findProviderUser(db, request.params.id);
      const [provider] = user ? await presentProviders(db, [user], clock()) : [];
      if (!provider) throw notFound('USER_NOT_FOUND');
      return { data: provider };
    },
  });
}
