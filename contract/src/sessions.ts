import { z } from 'zod';

/**
 * The user's signed-in sessions (issue 16): where the account is open, to close any of them.
 * GET /api/cabinet/profile/sessions lists the live ones, the current first, then by last use.
 */
/** Where an address is: its city (as the database names it) and country (ISO 3166-1 alpha-2). */
export const sessionPlaceSchema = z.object({ city: z.string().nullable(), country: z.string() });
export type SessionPlace = z.infer<typeof sessionPlaceSchema>;

export const userSessionSchema = z.object({
  id: z.number().int(),
  /** The browser and its version, as its User-Agent names it (null: not seen yet or unknown). */
  browser: z.string().nullable(),
  /** The operating system (null: unknown). */
  os: z.string().nullable(),
  /** desktop, mobile, tablet, tv or null. */
  device: z.string().nullable(),
  /** The address it was last used from (null: not seen yet). */
  ip: z.string().nullable(),
  /** Where that address is, by DB-IP's free city database (null: a private or unknown address). */
  place: sessionPlaceSchema.nullable(),
  created_at: z.string(),
  last_used_at: z.string(),
  /** The session of this request. */
  current: z.boolean(),
});
export type UserSession = z.infer<typeof userSessionSchema>;

export const userSessionsAnswer = z.object({ data: z.array(userSessionSchema) });

/** DELETE /api/cabinet/profile/sessions: how many other sessions were signed out. */
export const sessionsRevokedAnswer = z.object({ data: z.object({ revoked: z.number().int() }) });
