import { z } from 'zod';
import { FIELD_MESSAGES } from './errors';
import { PASSWORD_MIN_LENGTH, ROLES } from './constants';

/** A required text: missing or blank answers "Fill value". */
export const requiredText = (max = 255) =>
  z
    .string({ error: FIELD_MESSAGES.FILL_VALUE })
    .trim()
    .min(1, FIELD_MESSAGES.FILL_VALUE)
    .max(max, FIELD_MESSAGES.TOO_LONG);

export const emailField = requiredText(254)
  .pipe(z.email(FIELD_MESSAGES.EMAIL_INVALID))
  .transform((email) => email.toLowerCase());

/**
 * A new password (register, restore, change): at least `PASSWORD_MIN_LENGTH` characters. The
 * server also refuses the 10,000 most common passwords (`PASSWORD_TOO_COMMON` on the field, from
 * `server/src/domains/auth/password.ts`): the list stays out of the web app, whose forms show the
 * server's field message.
 */
export const newPasswordField = z
  .string({ error: FIELD_MESSAGES.FILL_VALUE })
  .min(1, FIELD_MESSAGES.FILL_VALUE)
  .min(PASSWORD_MIN_LENGTH, FIELD_MESSAGES.PASSWORD_TOO_SHORT)
  .max(200, FIELD_MESSAGES.TOO_LONG);

const anyPasswordField = z
  .string({ error: FIELD_MESSAGES.FILL_VALUE })
  .min(1, FIELD_MESSAGES.FILL_VALUE)
  .max(200, FIELD_MESSAGES.TOO_LONG);

export const registerBody = z.object({
  name: requiredText(120),
  email: emailField,
  password: newPasswordField,
});
export type RegisterBody = z.input<typeof registerBody>;

export const loginBody = z.object({
  email: emailField,
  password: anyPasswordField,
});
export type LoginBody = z.input<typeof loginBody>;

export const roleSchema = z.enum(ROLES);

/** The staff member signed in as another user (impersonation). */
export const impersonatorSchema = z.object({ id: z.number().int().positive(), name: z.string() });
export type Impersonator = z.infer<typeof impersonatorSchema>;

/**
 * What login and register answer, and what the web app stores under the local-storage key `user`:
 * the roles held, the one the session acts as when switched (switch-to-role; null: all), and the
 * staff member behind an impersonated session.
 */
export const sessionSchema = z.object({
  access_token: z.string().min(1),
  user_id: z.number().int().positive(),
  name: z.string(),
  roles: z.array(roleSchema),
  acting_role: roleSchema.nullable().optional(),
  impersonator: impersonatorSchema.nullable().optional(),
});
export type Session = z.infer<typeof sessionSchema>;

/** GET /api/session: the current session as the server knows it (no token). */
export const currentSessionSchema = sessionSchema.omit({ access_token: true }).extend({
  acting_role: roleSchema.nullable(),
  impersonator: impersonatorSchema.nullable(),
});
export type CurrentSession = z.infer<typeof currentSessionSchema>;

/** PUT /api/session/role: act as one of the roles held, or (null) as all of them. */
export const actingRoleBody = z.object({
  role: z.enum(ROLES, { error: FIELD_MESSAGES.INVALID_CHOICE }).nullable(),
});

export const restoreRequestBody = z.object({ email: emailField });
export type RestoreRequestBody = z.input<typeof restoreRequestBody>;

export const restoreResetBody = z.object({
  token: requiredText(200),
  password: newPasswordField,
});
export type RestoreResetBody = z.input<typeof restoreResetBody>;

export const GENDERS = ['male', 'female'] as const;
export const genderSchema = z.enum(GENDERS, { error: FIELD_MESSAGES.INVALID_CHOICE });

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, FIELD_MESSAGES.TOO_LONG)
    .transform((value) => (value === '' ? null : value))
    .nullable()
    .optional();

export const profileUpdateBody = z.object({
  name: requiredText(120),
  email: emailField,
  phone: optionalText(32).refine(
    (phone) => phone == null || /^\+?[0-9 ()-]{7,20}$/.test(phone),
    FIELD_MESSAGES.PHONE_INVALID,
  ),
  gender: genderSchema.nullable().optional(),
  age: z
    .number({ error: FIELD_MESSAGES.NOT_A_NUMBER })
    .int(FIELD_MESSAGES.NOT_A_NUMBER)
    .min(1, FIELD_MESSAGES.OUT_OF_RANGE)
    .max(120, FIELD_MESSAGES.OUT_OF_RANGE)
    .nullable()
    .optional(),
  show_age: z.boolean().optional(),
  show_contacts: z.boolean().optional(),
  /**
   * Needed when `email` changes: the new address then takes effect only once the link sent to it
   * is followed (`pending_email` until then); the old address is told.
   */
  current_password: z.string().max(200, FIELD_MESSAGES.TOO_LONG).optional(),
});
export type ProfileUpdateBody = z.input<typeof profileUpdateBody>;

/**
 * The token of a link sent by e-mail: POST /api/email-change/confirm (the new address's) and
 * POST /api/email-confirmation/confirm (registration's).
 */
export const linkTokenBody = z.object({ token: requiredText(200) });

export const passwordChangeBody = z.object({
  current_password: anyPasswordField,
  password: newPasswordField,
});
export type PasswordChangeBody = z.input<typeof passwordChangeBody>;

/** The signed-in user's own profile (GET/PUT /api/cabinet/profile). */
export const profileSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  gender: genderSchema.nullable(),
  age: z.number().int().nullable(),
  show_age: z.boolean(),
  show_contacts: z.boolean(),
  rating: z.number(),
  roles: z.array(roleSchema),
  /** ISO date-time the user joined ("on site since"). */
  created_at: z.string(),
  /** The address asked for and not confirmed yet (its link not followed), or null. */
  pending_email: z.string().nullable(),
  /** false until the link sent at registration is followed: no publishing or paying till then. */
  email_confirmed: z.boolean(),
});
export type Profile = z.infer<typeof profileSchema>;

// ---- Social sign-in (OpenID Connect) ----

/** The providers a family may sign in with, each shown only when the server has its keys. */
export const SOCIAL_PROVIDERS = ['google', 'yandex', 'mailru', 'apple'] as const;
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];

/** Their names as the providers write them (the same in every language). */
export const SOCIAL_PROVIDER_NAMES: Record<SocialProvider, string> = {
  google: 'Google',
  yandex: 'Yandex',
  mailru: 'Mail.ru',
  apple: 'Apple',
};

/** GET /api/auth/social: the providers this site is set up for. */
export const socialProvidersAnswer = z.object({ data: z.array(z.enum(SOCIAL_PROVIDERS)) });

/**
 * POST /api/auth/social/{provider} (sign in) and POST /api/cabinet/profile/identities/{provider}
 * (link): where to send the browser, and the site's path to come back to.
 */
export const socialStartBody = z.object({
  return_to: z
    .string()
    .max(500)
    // A path of this site: one slash first (never //host), no spaces or backslashes.
    .regex(/^\/([^/\s\\][^\s\\]*)?$/, FIELD_MESSAGES.INVALID_VALUE)
    .default('/'),
});
export const socialStartAnswer = z.object({ data: z.object({ url: z.string() }) });

/** POST /api/auth/social/complete: the one-time code /auth-social-success got. */
export const socialCompleteBody = z.object({ code: requiredText(200) });
export const socialCompleteAnswer = sessionSchema.extend({ return_to: z.string() });

/** GET /api/cabinet/profile/identities: the providers linked, and whether unlinking one is allowed. */
export const identitySchema = z.object({
  provider: z.enum(SOCIAL_PROVIDERS),
  email: z.string().nullable(),
  created_at: z.string(),
});
export const identitiesAnswer = z.object({
  data: z.object({
    linked: z.array(identitySchema),
    /** Whether the account has a password (a social-only one has none until a restore). */
    has_password: z.boolean(),
  }),
});
export type Identity = z.infer<typeof identitySchema>;
