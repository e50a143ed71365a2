import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/db';
import { unauthorized } from '../../lib/errors';
import { findSessionUser, type AuthUser } from './sessions';
import { bearerToken } from './tokens';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user; set by `authenticate` (null until then, or for anonymous calls). */
    user: AuthUser | null;
  }
}

/** The user of the request's bearer token, or null; loads it once per request. */
export async function optionalUser(db: Db, request: FastifyRequest): Promise<AuthUser | null> {
  if (request.user) return request.user;
  const token = bearerToken(request.headers.authorization);
  if (!token) return null;
  request.user = (await findSessionUser(db, token)) ?? null;
  return request.user;
}

/** preHandler: a missing, unknown, revoked or expired token answers 401 SESSION_EXPIRED. */
export function authenticate(db: Db) {
  return async function authenticateRequest(request: FastifyRequest): Promise<void> {
    const user = await optionalUser(db, request);
    if (!user) throw unauthorized();
  };
}

/** The signed-in user inside a handler behind `authenticate`. */
export function currentUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw unauthorized();
  return request.user;
}
