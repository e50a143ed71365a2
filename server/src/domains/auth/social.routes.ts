import {
  SOCIAL_PROVIDERS,
  identitiesAnswer,
  linkTokenBody,
  socialCompleteAnswer,
  socialCompleteBody,
  socialProvidersAnswer,
  socialStartAnswer,
  socialStartBody,
} from '@bilim/contract/auth';
import { dataOf } from '@bilim/contract/api';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../context';
import type { ZodApp } from '../../http/types';
import { refuseWhileImpersonated } from '../../lib/policy';
import { requestLanguage } from '../../mail/language';
import { currentActor } from './authenticate';
import {
  completeSocialSignIn,
  confirmSocialLink,
  enabledProviders,
  finishSocialSignIn,
  listIdentities,
  startSocialSignIn,
  unlinkIdentity,
} from './social-sign-in';

const providerParams = z.object({ provider: z.string().max(20) });
const language = (request: FastifyRequest) => requestLanguage(request.headers['accept-language']);

/**
 * Social sign-in (spec: auth-social-success): the providers set up, the start (the browser is
 * sent to the provider), the provider's answer, the one-time code's exchange for a session; and
 * the profile's linked providers.
 */
export function socialRoutes(app: ZodApp, ctx: AppContext): void {
  const anyone = { access: 'public' as const, rateLimit: ctx.config.authRateLimit };
  const signedIn = { access: 'signed-in' as const };
  const tags = ['auth'];

  app.get('/api/auth/social', {
    config: { access: 'public' },
    schema: { tags, response: { 200: socialProvidersAnswer } },
    handler: async () => ({ data: enabledProviders(ctx) }),
  });

  app.post('/api/auth/social/complete', {
    config: anyone,
    schema: { tags, body: socialCompleteBody, response: { 200: socialCompleteAnswer } },
    handler: async (request) => completeSocialSignIn(ctx, request.body.code, request),
  });

  // The link e-mailed when a provider's e-mail is an account's: its token is the proof.
  app.post('/api/auth/social/link/confirm', {
    config: anyone,
    schema: {
      tags,
      body: linkTokenBody,
      response: {
        200: dataOf(z.object({ email: z.string(), provider: z.enum(SOCIAL_PROVIDERS) })),
      },
    },
    handler: async (request) => ({
      data: await confirmSocialLink(ctx, request.body.token, request),
    }),
  });

  app.post('/api/auth/social/:provider', {
    config: anyone,
    schema: {
      tags,
      params: providerParams,
      body: socialStartBody,
      response: { 200: socialStartAnswer },
    },
    handler: async (request) => ({
      data: {
        url: await startSocialSignIn(ctx, request.params.provider, {
          returnTo: request.body.return_to,
          linkUserId: null,
        }),
      },
    }),
  });

  // The provider sends the browser here (the redirect URI registered with it).
  app.get('/api/auth/social/:provider/callback', {
    config: anyone,
    schema: { tags, params: providerParams },
    handler: async (request, reply) => {
      const query = request.url.slice(
        request.url.indexOf('?') === -1 ? request.url.length : request.url.indexOf('?'),
      );
      const answer = new URL(
        `${ctx.config.publicUrl}/api/auth/social/${encodeURIComponent(request.params.provider)}/callback${query}`,
      );
      const next = await finishSocialSignIn(
        ctx,
        request.params.provider,
        answer,
        language(request),
        request,
      );
      return reply.redirect(next, 303);
    },
  });

  app.get('/api/cabinet/profile/identities', {
    config: signedIn,
    schema: { tags: ['profile'], response: { 200: identitiesAnswer } },
    handler: async (request) => ({ data: await listIdentities(ctx, currentActor(request).id) }),
  });

  app.post('/api/cabinet/profile/identities/:provider', {
    config: signedIn,
    schema: {
      tags: ['profile'],
      params: providerParams,
      body: socialStartBody,
      response: { 200: socialStartAnswer },
    },
    handler: async (request) => {
      const actor = currentActor(request);
      // The ways into an account are the user's own: staff signed in as them cannot add one.
      refuseWhileImpersonated(actor);
      return {
        data: {
          url: await startSocialSignIn(ctx, request.params.provider, {
            returnTo: request.body.return_to,
            linkUserId: actor.id,
          }),
        },
      };
    },
  });

  app.delete('/api/cabinet/profile/identities/:provider', {
    config: signedIn,
    schema: { tags: ['profile'], params: providerParams },
    handler: async (request, reply) => {
      const actor = currentActor(request);
      refuseWhileImpersonated(actor);
      await unlinkIdentity(ctx, actor.id, request.params.provider, request);
      return reply.code(204).send();
    },
  });
}
