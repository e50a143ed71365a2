import { dataOf, settingsSchema, settingsUpdateBody } from '@bilim/contract/api';
import { FIELD_MESSAGES } from '@bilim/contract/errors';
import { z } from 'zod';
import { validationFailed } from '../../lib/errors';
import type { AppContext } from '../../context';
import type { ZodApp } from '../../http/types';
import { currentActor } from '../auth/authenticate';

export function settingsRoutes(app: ZodApp, ctx: AppContext): void {
  app.get('/api/status', {
    config: { access: 'public' },
    schema: {
      tags: ['settings'],
      response: { 200: dataOf(z.object({ maintenance: z.boolean() })) },
    },
    handler: async () => {
      const { maintenance } = await ctx.settings.get();
      return { data: { maintenance } };
    },
  });

  app.get('/api/admin/settings', {
    config: { access: 'manage:settings' },
    schema: { tags: ['admin'], response: { 200: dataOf(settingsSchema) } },
    handler: async () => ({ data: await ctx.settings.get() }),
  });

  app.put('/api/admin/settings', {
    config: { access: 'manage:settings' },
    schema: {
      tags: ['admin'],
      body: settingsUpdateBody,
      response: { 200: dataOf(settingsSchema) },
    },
    handler: async (request) => {
      const merged = { ...(await ctx.settings.get()), ...request.body };
      if (merged.top_up_min > merged.top_up_max) {
        throw validationFailed({
          [request.body.top_up_min !== undefined ? 'top_up_min' : 'top_up_max']:
            FIELD_MESSAGES.OUT_OF_RANGE,
        });
      }
      const actor = currentActor(request);
      const settings = await ctx.settings.update(request.body, actor);
      request.log.info({ settings, by: actor.id }, 'settings changed');
      return { data: settings };
    },
  });
}
