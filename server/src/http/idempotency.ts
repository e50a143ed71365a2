import type { FastifyReply, FastifyRequest } from 'fastify';
import { FIELD_MESSAGES } from '@bilim/contract/errors';
import { z } from 'zod';
import { AppError } from '../lib/errors';

/**
 * The `Idempotency-Key` header: a client's name for one money request (a tariff change, an
 * adjustment), so a repeated request is not carried out twice. Loose: the validated headers
 * replace the request's, and the others must stay.
 */
export const idempotencyKeyHeaders = z.looseObject({
  'idempotency-key': z.string().trim().min(1).max(200).optional(),
});

/**
 * A key carried out before for something else; nothing changes. Two cases:
 * - `request`: a client's Idempotency-Key sent again with another request (another amount, another
 *   tariff or Flexible choice) answers 422 with `errors.idempotency_key` "Invalid value", as the
 *   IETF Idempotency-Key draft advises for a key reused with another payload;
 * - `posting`: a ledger key naming another posting (another account or amount; the server's
 *   own keys, e.g. `payment:<id>`) answers 409 INVALID_TRANSITION.
 * What the key was used for travels along for the log, never to the client.
 */
export class IdempotencyConflict extends AppError {
  constructor(
    readonly key: string,
    readonly detail: Record<string, unknown>,
    reused: 'request' | 'posting',
  ) {
    super(
      reused === 'request' ? 'VALIDATION_FAILED' : 'INVALID_TRANSITION',
      reused === 'request' ? { idempotency_key: FIELD_MESSAGES.INVALID_VALUE } : undefined,
    );
  }
}

/**
 * A route's `onError` hook: a reused key is a client's bug (or a clash of keys) worth a warning
 * in the log; the error handler answers it as usual.
 */
export async function logIdempotencyConflict(
  request: FastifyRequest,
  _reply: FastifyReply,
  error: Error,
): Promise<void> {
  if (error instanceof IdempotencyConflict) {
    request.log.warn({ key: error.key, ...error.detail }, 'idempotency key reused');
  }
}
