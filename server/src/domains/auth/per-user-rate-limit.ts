import type { RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/db';
import { resolveActor } from './authenticate';

/**
 * A route's limit counted per signed-in user, whichever session or address they come from,
 * through the app's one rate limiter (`bucket` keeps routes apart); anonymous calls count per
 * address. It runs after the access check, before the body is read: 429 TOO_MANY_REQUESTS.
 */
export function perUserRateLimit(
  db: Db,
  bucket: string,
  limit: { max: number; timeWindow: string },
): RateLimitOptions {
  return {
    ...limit,
    keyGenerator: async (request: FastifyRequest) => {
      const actor = await resolveActor(db, request);
      return actor ? `${bucket}:user-${actor.id}` : `${bucket}:ip-${request.ip}`;
    },
  };
}
