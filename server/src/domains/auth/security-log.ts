import type { FastifyRequest } from 'fastify';

/** Where a security event happened: the request, for its logger and the client's address. */
export type SecurityOrigin = Pick<FastifyRequest, 'log' | 'ip'>;

/** Why a password was refused. */
export type SignInFailure = 'wrong_password' | 'locked' | 'restricted';

/**
 * The security events, each with only what an investigation needs: the user's id (never an
 * e-mail address or a password) and, added by `logSecurityEvent`, the client's address.
 */
export type SecurityEvent =
  | { event: 'sign_in_succeeded'; userId: number }
  | {
      event: 'sign_in_failed';
      /** null: no account has the e-mail. */
      userId: number | null;
      reason: SignInFailure;
      /** Where the password was typed: the sign-in form, or the current one of a change. */
      via: 'sign_in' | 'password_change';
    }
  | {
      event: 'account_locked';
      userId: number;
      /** Wrong passwords in a row so far. */
      failedSignIns: number;
      /** When signing in with the password is allowed again; 'restore': after a restore. */
      lockedUntil: string | 'restore';
    }
  | { event: 'password_changed'; userId: number }
  | { event: 'password_reset'; userId: number }
  | { event: 'social_linked'; userId: number; provider: string }
  | { event: 'social_unlinked'; userId: number; provider: string }
  | { event: 'social_sign_in_failed'; userId: number | null; provider: string; reason: string }
  | { event: 'email_change_requested'; userId: number }
  | { event: 'email_changed'; userId: number }
  | { event: 'email_confirmed'; userId: number };

const WARNINGS = new Set<SecurityEvent['event']>([
  'sign_in_failed',
  'account_locked',
  'social_sign_in_failed',
]);

/**
 * Writes a security event as one structured entry of the request's log (`security: <event>`):
 * refusals and locks at warn, the rest at info.
 */
export function logSecurityEvent(origin: SecurityOrigin, entry: SecurityEvent): void {
  const { event, ...details } = entry;
  const record = { security: event, ...details, ip: origin.ip };
  if (WARNINGS.has(event)) origin.log.warn(record, `security: ${event}`);
  else origin.log.info(record, `security: ${event}`);
}
