import { FIELD_MESSAGES, isErrorCode, type ErrorCode } from '@bilim/contract/errors';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError, isAppError } from '../lib/errors';

type Issue = {
  keyword?: string;
  instancePath: string;
  message?: string | undefined;
};

const FIELD_TEXTS = new Set<string>(Object.values(FIELD_MESSAGES));
/** Catalogue texts a schema names for a field that must be given ("Title is required"). */
const REQUIRED_TEXTS = new Set<string>([
  FIELD_MESSAGES.TITLE_REQUIRED,
  FIELD_MESSAGES.ACCOUNT_REQUIRED,
  FIELD_MESSAGES.CATEGORY_REQUIRED,
]);

/** The value at a validator path (`/contacts/0/value`) of the input, or undefined. */
function valueAt(input: unknown, segments: readonly string[]): unknown {
  let value = input;
  for (const segment of segments) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<string, unknown>)[segment];
  }
  return value;
}

/**
 * The catalogue text of one issue: a missing value reads "Fill value" (or the field's own
 * "… is required" text); any text that is not a `FIELD_MESSAGES` value (zod's own English, say)
 * reads "Invalid value".
 */
function fieldMessage(issue: Issue, value: { known: boolean; missing: boolean }): string {
  const message = issue.message ?? '';
  if (issue.keyword === 'invalid_type' && value.known && value.missing) {
    return REQUIRED_TEXTS.has(message) ? message : FIELD_MESSAGES.FILL_VALUE;
  }
  // Without the input at hand, zod's own wording still tells a missing value.
  if (!value.known && /received undefined/.test(message)) return FIELD_MESSAGES.FILL_VALUE;
  return FIELD_TEXTS.has(message) ? message : FIELD_MESSAGES.INVALID_VALUE;
}

/**
 * `{ "email": "Fill value", "contacts.0.value": "…" }` from the validator's issues (first message
 * per field). `input` is what was validated (the body, say), to tell a missing value from a wrong one.
 */
export function fieldErrors(
  issues: readonly Issue[],
  input?: { value: unknown },
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const segments = issue.instancePath.split('/').filter(Boolean);
    const field = segments.join('.') || '_';
    if (field in errors) continue;
    errors[field] = fieldMessage(issue, {
      known: input !== undefined,
      missing: input !== undefined && valueAt(input.value, segments) === undefined,
    });
  }
  return errors;
}

/** What a validation error checked: the body, the query string, the params or the headers. */
function validatedInput(request: FastifyRequest, context: unknown): { value: unknown } | undefined {
  switch (context) {
    case 'body':
      return { value: request.body };
    case 'querystring':
      return { value: request.query };
    case 'params':
      return { value: request.params };
    case 'headers':
      return { value: request.headers };
    default:
      return undefined;
  }
}

/** Maps Fastify's own error codes (and HTTP statuses) onto the catalogue. */
function codeForStatus(status: number, fastifyCode: string | undefined): ErrorCode {
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
      if (error.retryAfterSeconds !== undefined) {
        reply.header('retry-after', Math.max(1, Math.ceil(error.retryAfterSeconds)));
      }
      return reply.code(error.statusCode).send(error.toBody());
    }
    const fastifyError = error as FastifyError;
    if (Array.isArray(fastifyError.validation) && fastifyError.validation.length > 0) {
      const input = validatedInput(request, fastifyError.validationContext);
      const failure = new AppError(
        'VALIDATION_FAILED',
        fieldErrors(fastifyError.validation, input),
      );
      return reply.code(failure.statusCode).send(failure.toBody());
    }
    const status = fastifyError.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // A known catalogue code on a thrown object (e.g. the rate limiter's) is kept.
      const code = isErrorCode(fastifyError.code)
        ? fastifyError.code
        : codeForStatus(status, fastifyError.code);
      return reply.code(status).send(new AppError(code).toBody());
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send(new AppError('SERVER_ERROR').toBody());
  });

  app.setNotFoundHandler(notFound);
}

export { AppError };
