import { ERRORS, FIELD_MESSAGES, isErrorCode, type ErrorBody } from '@bilim/contract/errors';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, isAppError } from '../lib/errors';

type Issue = {
  instancePath: string;
  message?: string | undefined;
  params?: Record<string, unknown>;
};

/** `{ "email": "Fill value", "contacts.0.value": "…" }` from the validator's issues (first message per field). */
export function fieldErrors(issues: readonly Issue[]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const field = issue.instancePath.replace(/^\//, '').replace(/\//g, '.') || '_';
    if (field in errors) continue;
    const message = issue.message ?? FIELD_MESSAGES.INVALID_VALUE;
    // A missing value that no schema message covers still reads "Fill value".
    errors[field] = /received undefined/.test(message) ? FIELD_MESSAGES.FILL_VALUE : message;
  }
  return errors;
}

function body(code: keyof typeof ERRORS, errors?: Record<string, string>): ErrorBody {
  return errors
    ? { message: ERRORS[code].message, code, errors }
    : { message: ERRORS[code].message, code };
}

/** Maps Fastify's own error codes (and HTTP statuses) onto the catalogue. */
function codeForStatus(status: number, fastifyCode: string | undefined): keyof typeof ERRORS {
  if (fastifyCode === 'FST_ERR_CTP_BODY_TOO_LARGE') return 'PAYLOAD_TOO_LARGE';
  if (fastifyCode === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') return 'UNSUPPORTED_MEDIA_TYPE';
  switch (status) {
    case 400:
      return 'BAD_REQUEST';
    case 401:
      return 'SESSION_EXPIRED';
    case 403:
      return 'FORBIDDEN';
    case 404:
      return 'NOT_FOUND';
    case 405:
      return 'METHOD_NOT_ALLOWED';
    case 413:
      return 'PAYLOAD_TOO_LARGE';
    case 415:
      return 'UNSUPPORTED_MEDIA_TYPE';
    case 422:
      return 'VALIDATION_FAILED';
    case 429:
      return 'TOO_MANY_REQUESTS';
    default:
      return 'BAD_REQUEST';
  }
}

/** The one place failures become answers: `{ message, code, errors? }`. */
export function registerErrorHandler(
  app: FastifyInstance,
  notFound: (request: FastifyRequest, reply: FastifyReply) => unknown,
): void {
  app.setErrorHandler((error: FastifyError | AppError | Error, request, reply) => {
    if (isAppError(error)) {
      return reply.code(error.statusCode).send(error.toBody());
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      return reply.code(422).send(body('VALIDATION_FAILED', fieldErrors(error.validation)));
    }
    const fastifyError = error as FastifyError;
    if (Array.isArray(fastifyError.validation) && fastifyError.validation.length > 0) {
      return reply.code(422).send(body('VALIDATION_FAILED', fieldErrors(fastifyError.validation)));
    }
    const status = fastifyError.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // A known catalogue code on a thrown object (e.g. the rate limiter's) is kept.
      const code = isErrorCode(fastifyError.code)
        ? fastifyError.code
        : codeForStatus(status, fastifyError.code);
      if (status === 429) {
        return reply.code(429).send(body('TOO_MANY_REQUESTS'));
      }
      return reply.code(status).send(body(code));
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send(body('SERVER_ERROR'));
  });

  app.setNotFoundHandler(notFound);
}

export { AppError };
