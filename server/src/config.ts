import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseEnv } from 'node:util';
import { SOCIAL_PROVIDERS, type SocialProvider } from '@bilim/contract/auth';
import { PASSWORD_MIN_LENGTH } from '@bilim/contract/constants';
import { z } from 'zod';
import { REPO_ROOT } from './lib/paths';

/** Relative paths given by the user are read from where npm was started (INIT_CWD), not from server/. */
function resolveUserPath(value: string, env: NodeJS.ProcessEnv): string {
  return path.resolve(env.INIT_CWD ?? process.cwd(), value);
}

const optionalString = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

/** Each social provider's settings: <P>_CLIENT_ID and <P>_CLIENT_SECRET enable it. */
const socialEnv = Object.fromEntries(
  SOCIAL_PROVIDERS.flatMap((provider) => {
    const prefix = provider.toUpperCase();
    return [
      [`${prefix}_CLIENT_ID`, optionalString],
      [`${prefix}_CLIENT_SECRET`, optionalString],
      [`${prefix}_ISSUER`, optionalString],
    ];
  }),
) as Record<string, typeof optionalString>;

/** Where each provider publishes its OpenID Connect discovery (<P>_ISSUER overrides). */
const SOCIAL_ISSUERS: Record<SocialProvider, string> = {
  google: 'https://accounts.google.com',
  yandex: 'https://oauth.yandex.ru',
  mailru: 'https://oauth.mail.ru',
  apple: 'https://appleid.apple.com',
};

const envSchema = z.object({
  ...socialEnv,
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: optionalString,
  DATABASE_URL: optionalString,
  ADMIN_EMAIL: optionalString,
  ADMIN_PASSWORD: optionalString.refine(
    (password) => password === undefined || password.length >= PASSWORD_MIN_LENGTH,
    `must be at least ${PASSWORD_MIN_LENGTH} characters`,
  ),
  /** Unset: '1' on the embedded database, '0' with DATABASE_URL (no demo passwords by accident). */
  DEMO_DATA: z.enum(['0', '1']).optional(),
  SMTP_URL: optionalString,
  REDIS_URL: optionalString,
  PUBLIC_URL: optionalString,
  MAIL_FROM: z.string().default('Bilim <no-reply@bilim.kz>'),
  AUTH_RATE_LIMIT_MAX: z.coerce.number().int().positive().default(10),
  AUTH_RATE_LIMIT_WINDOW: z.string().default('1 minute'),
  COMPLAINT_RATE_LIMIT_MAX: z.coerce.number().int().positive().default(10),
  COMPLAINT_RATE_LIMIT_WINDOW: z.string().default('1 hour'),
  /** Photo uploads a signed-in user may send within the window (each kind's upload route). */
  PHOTO_UPLOAD_RATE_LIMIT_MAX: z.coerce.number().int().positive().default(30),
  PHOTO_UPLOAD_RATE_LIMIT_WINDOW: z.string().default('1 minute'),
  /** A chat message still unread this long gives its recipient an e-mail or push (once per chat until read). */
  CHAT_UNREAD_REMINDER_MS: z.coerce
    .number()
    .int()
    .min(0)
    .default(5 * 60_000),
  /** Users younger than a day (spam): conversations they may start per hour, messages per minute. */
  CHAT_NEW_USER_CHATS_PER_HOUR: z.coerce.number().int().positive().default(5),
  CHAT_NEW_USER_MESSAGES_PER_MINUTE: z.coerce.number().int().positive().default(10),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  LOG_PRETTY: z.enum(['0', '1']).optional(),
  WEB_DIST: optionalString,
  BODY_LIMIT: z.coerce
    .number()
    .int()
    .positive()
    .default(1024 * 1024),
  /**
   * Set: GET /metrics answers only `Authorization: Bearer <METRICS_TOKEN>`; unset: only requests
   * from this machine (loopback). Anyone else gets 404.
   */
  METRICS_TOKEN: optionalString,
  /** Behind a load balancer: '1' trusts X-Forwarded-* (client IPs for rate limits); '0' by default. */
  TRUST_PROXY: z.enum(['0', '1']).default('0'),
  /** The payment provider new top-ups go through (domains/payments); `sandbox` is built in. */
  PAYMENT_PROVIDER: z
    .string()
    .trim()
    .regex(/^[a-z][a-z0-9_-]*$/, 'must be a provider name such as sandbox')
    .default('sandbox'),
  /** The sandbox's HMAC secret; unset: one generated once and kept in the database. */
  PAYMENT_SANDBOX_SECRET: optionalString.refine(
    (secret) => secret === undefined || secret.length >= 32,
    'must be at least 32 characters',
  ),
  /**
   * '1' lets the sandbox run on an https PUBLIC_URL (a staging site); otherwise the server refuses
   * to start there, since anyone could confirm their own top-ups.
   */
  ALLOW_SANDBOX_PAYMENTS: z.enum(['0', '1']).default('0'),
  /**
   * How long an event taken by a process is left to it before another may take it again (after
   * that process died mid-way); longer than the slowest handler (an e-mail).
   */
  OUTBOX_LEASE_MS: z.coerce.number().int().min(1000).default(60_000),
  /** Web Push keys (base64url, `npx web-push generate-vapid-keys`); unset: generated and kept. */
  VAPID_PUBLIC_KEY: optionalString,
  VAPID_PRIVATE_KEY: optionalString,
  /** Who push services may contact about this site's pushes: mailto: or https:. */
  VAPID_SUBJECT: optionalString.refine(
    (subject) => subject === undefined || /^(mailto:|https:\/\/)/.test(subject),
    'must start with mailto: or https://',
  ),
});

export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  adminEmail: string | undefined;
  adminPassword: string | undefined;
  demoData: boolean;
  smtpUrl: string | undefined;
  redisUrl: string | undefined;
  publicUrl: string;
  mailFrom: string;
  authRateLimit: { max: number; timeWindow: string };
  /** Complaints a session may send within the window (POST /api/complaints). */
  complaintRateLimit: { max: number; timeWindow: string };
  /** Photo uploads a user may send within the window (POST /api/cabinet/{cards,events}/{id}/photos). */
  photoUploadRateLimit: { max: number; timeWindow: string };
  chats: {
    unreadReminderMs: number;
    newUserChatsPerHour: number;
    newUserMessagesPerMinute: number;
  };
  logLevel: string;
  logPretty: boolean;
  webDist: string;
  bodyLimit: number;
  trustProxy: boolean;
  metricsToken: string | undefined;
  /** The social sign-in providers set up (client id and secret given), in the contract's order. */
  social: Array<{
    provider: SocialProvider;
    issuer: string;
    clientId: string;
    clientSecret: string;
  }>;
  payments: {
    provider: string;
    sandboxSecret: string | undefined;
    /** ALLOW_SANDBOX_PAYMENTS=1: the sandbox may run on a public (https) site. */
    allowSandbox: boolean;
  };
  push: { subject: string; vapidKeys: { publicKey: string; privateKey: string } | undefined };
  outboxLeaseMs: number;
}

/**
 * Reads `<repo>/.env` into process.env when it exists; variables already set win.
 * Answers the file read, or undefined.
 */
export function loadDotEnv(file = path.join(REPO_ROOT, '.env')): string | undefined {
  if (!existsSync(file)) return undefined;
  const values = parseEnv(readFileSync(file, 'utf8'));
  for (const [key, value] of Object.entries(values)) {
    if (process.env[key] === undefined && value !== undefined) process.env[key] = value;
  }
  return file;
}

/** Reads and validates the environment; throws a readable error listing every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid environment:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  if ((e.ADMIN_EMAIL === undefined) !== (e.ADMIN_PASSWORD === undefined)) {
    throw new Error('Invalid environment: set both ADMIN_EMAIL and ADMIN_PASSWORD, or neither');
  }
  if ((e.VAPID_PUBLIC_KEY === undefined) !== (e.VAPID_PRIVATE_KEY === undefined)) {
    throw new Error(
      'Invalid environment: set both VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY, or neither',
    );
  }
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, '');
  const senderAddress = /<([^>]+)>/.exec(e.MAIL_FROM)?.[1] ?? e.MAIL_FROM;
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir: e.DATA_DIR ? resolveUserPath(e.DATA_DIR, env) : path.join(REPO_ROOT, 'data'),
    databaseUrl: e.DATABASE_URL,
    adminEmail: e.ADMIN_EMAIL?.toLowerCase(),
    adminPassword: e.ADMIN_PASSWORD,
    demoData: e.DEMO_DATA === undefined ? e.DATABASE_URL === undefined : e.DEMO_DATA === '1',
    smtpUrl: e.SMTP_URL,
    redisUrl: e.REDIS_URL,
    publicUrl,
    mailFrom: e.MAIL_FROM,
    authRateLimit: { max: e.AUTH_RATE_LIMIT_MAX, timeWindow: e.AUTH_RATE_LIMIT_WINDOW },
    complaintRateLimit: {
      max: e.COMPLAINT_RATE_LIMIT_MAX,
      timeWindow: e.COMPLAINT_RATE_LIMIT_WINDOW,
    },
    photoUploadRateLimit: {
      max: e.PHOTO_UPLOAD_RATE_LIMIT_MAX,
      timeWindow: e.PHOTO_UPLOAD_RATE_LIMIT_WINDOW,
    },
    chats: {
      unreadReminderMs: e.CHAT_UNREAD_REMINDER_MS,
      newUserChatsPerHour: e.CHAT_NEW_USER_CHATS_PER_HOUR,
      newUserMessagesPerMinute: e.CHAT_NEW_USER_MESSAGES_PER_MINUTE,
    },
    logLevel: e.LOG_LEVEL,
    logPretty: e.LOG_PRETTY ? e.LOG_PRETTY === '1' : e.NODE_ENV === 'development',
    webDist: e.WEB_DIST ? resolveUserPath(e.WEB_DIST, env) : path.join(REPO_ROOT, 'web', 'dist'),
    bodyLimit: e.BODY_LIMIT,
    trustProxy: e.TRUST_PROXY === '1',
    metricsToken: e.METRICS_TOKEN,
    social: SOCIAL_PROVIDERS.flatMap((provider) => {
      const prefix = provider.toUpperCase();
      const values = e as unknown as Record<string, string | undefined>;
      const clientId = values[`${prefix}_CLIENT_ID`];
      const clientSecret = values[`${prefix}_CLIENT_SECRET`];
      if (!clientId || !clientSecret) return [];
      const issuer = values[`${prefix}_ISSUER`] ?? SOCIAL_ISSUERS[provider];
      return [{ provider, issuer, clientId, clientSecret }];
    }),
    payments: {
      provider: e.PAYMENT_PROVIDER,
      sandboxSecret: e.PAYMENT_SANDBOX_SECRET,
      allowSandbox: e.ALLOW_SANDBOX_PAYMENTS === '1',
    },
    outboxLeaseMs: e.OUTBOX_LEASE_MS,
    push: {
      subject: e.VAPID_SUBJECT ?? `mailto:${senderAddress}`,
      vapidKeys:
        e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY
          ? { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY }
          : undefined,
    },
  };
}
