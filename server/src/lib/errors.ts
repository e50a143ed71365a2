import { ERRORS, FIELD_MESSAGES, type ErrorBody, type ErrorCode } from '@bilim/contract/errors';

/**
 * A failure the API answers on purpose: a catalogue code, its status and English text, and for
 * validation failures the per-field messages. The one error handler turns it into `{ message, code, errors? }`.
 */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly statusCode: number;
  readonly errors: Record<string, string> | undefined;
  /** For a refusal that passes with time (429): how long to wait, sent as `Retry-After`. */
  readonly retryAfterSeconds: number | undefined;

  constructor(code: ErrorCode, errors?: Record<string, string>, retryAfterSeconds?: number) {
    super(ERRORS[code].message);
    this.name = 'AppError';
    this.code = code;
    this.statusCode = ERRORS[code].status;
    this.errors = errors;
    this.retryAfterSeconds = retryAfterSeconds;
  }

  toBody(): ErrorBody {
    return this.errors
      ? { message: this.message, code: this.code, errors: this.errors }
      : { message: this.message, code: this.code };
  }
}

export function isAppError(error: unknown): error is AppError {
  return error instanceof AppError;
}

type NotFoundCode = {
  [K in ErrorCode]: (typeof ERRORS)[K]['status'] extends 404 ? K : never;
}[ErrorCode];

export const notFound = (code: NotFoundCode = 'NOT_FOUND') => new AppError(code);
export const unauthorized = () => new AppError('SESSION_EXPIRED');
export const forbidden = (
  code: 'FORBIDDEN' | 'ACTION_FORBIDDEN' | 'FORBIDDEN_WHILE_IMPERSONATING' = 'FORBIDDEN',
) => new AppError(code);
type ValidationCode = {
  [K in ErrorCode]: (typeof ERRORS)[K]['status'] extends 422 ? K : never;
}[ErrorCode];

/**
 * 422 with per-field messages. The code (and so the top-level message) is the catalogue's own
 * error where it has one (`EMAIL_NOT_UNIQUE`, `PASSWORD_WRONG`), else `VALIDATION_FAILED`.
 */
export const validationFailed = (
  errors: Record<string, string>,
  code: ValidationCode = 'VALIDATION_FAILED',
) => new AppError(code, errors);
/** A wrong password, reported on the field that carried it (`password`, `current_password`). */
export const passwordWrong = (field = 'password') =>
  validationFailed({ [field]: FIELD_MESSAGES.PASSWORD_WRONG }, 'PASSWORD_WRONG');
export const emailNotUnique = () =>
  validationFailed({ email: FIELD_MESSAGES.EMAIL_NOT_UNIQUE }, 'EMAIL_NOT_UNIQUE');
export const maintenanceMode = () => new AppError('MAINTENANCE_MODE');
/** 429; with the wait when the refusing limit knows it (the rate limiter sets its own header). */
export const tooManyRequests = (retryAfterSeconds?: number) =>
  new AppError('TOO_MANY_REQUESTS', undefined, retryAfterSeconds);
