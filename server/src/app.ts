import { createServer } from 'node:http';
import path from 'node:path';
import fastifyCompress from '@fastify/compress';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import helmet from 'helmet';
import { Redis } from 'ioredis';
import { sql } from 'drizzle-orm';
import type { Config } from './config';
import type { AppContext } from './context';
import type { Db } from './db/db';
import { accountsRoutes } from './domains/accounts/accounts.routes';
import { authRoutes } from './domains/auth/auth.routes';
import { userSessionsRoutes } from './domains/auth/user-sessions.routes';
import { socialRoutes } from './domains/auth/social.routes';
import { billingRoutes } from './domains/billing/billing.routes';
import { cardsCabinetRoutes } from './domains/cards/cards.routes';
import { eventsCabinetRoutes } from './domains/events/events.routes';
import { authHandlers } from './domains/auth/auth.handlers';
import { profileHandlers } from './domains/profile/profile.handlers';
import { registerAccessControl } from './domains/auth/authenticate';
import { moderationRoutes } from './domains/listings/moderation.routes';
import { listingsAdminRoutes } from './domains/listings/listings.admin.routes';
import { usersRoutes } from './domains/users/users.routes';
import { tariffsRoutes } from './domains/tariffs/tariffs.routes';
import { dictionariesAdminRoutes } from './domains/dictionaries/dictionaries.admin.routes';
import { reviewsAdminRoutes } from './domains/reviews/reviews.admin.routes';
import { cardPromotionRoutes } from './domains/cards/card-promotion.routes';
import { dashboardRoutes } from './domains/dashboard/dashboard.routes';
import {
  impersonationRoutes,
  registerImpersonationAudit,
} from './domains/impersonation/impersonation.routes';
import { findSessionActor } from './domains/auth/sessions';
import { billingHandlers } from './domains/billing/billing.handlers';
import { cardVipRoutes } from './domains/cards/card-vip.routes';
import { catalogRoutes } from './domains/catalog/catalog.routes';
import { seoPageTags } from './domains/seo/seo.pages';
import { dictionariesRoutes } from './domains/dictionaries/dictionaries.routes';
import { favoritesRoutes } from './domains/favorites/favorites.routes';
import { homeRoutes } from './domains/home/home.routes';
import { ledgerRoutes } from './domains/ledger/ledger.routes';
import { notificationHandlers } from './domains/notifications/notifications.handlers';
import { notificationsRoutes } from './domains/notifications/notifications.routes';
import { WebPushSender } from './domains/notifications/web-push';
import { createPaymentProviders } from './domains/payments/payment-providers';
import { paymentsRoutes } from './domains/payments/payments.routes';
import { sandboxCheckoutRoutes } from './domains/payments/sandbox-checkout';
import { SandboxProvider } from './domains/payments/sandbox-provider';
import { profileRoutes } from './domains/profile/profile.routes';
import { providersRoutes } from './domains/providers/providers.routes';
import { reviewsRoutes } from './domains/reviews/reviews.routes';
import { restrictionsRoutes } from './domains/restrictions/restrictions.routes';
import { auditRoutes } from './domains/audit/audit.routes';
import { complaintsRoutes } from './domains/complaints/complaints.routes';
import { chatHandlers } from './domains/chats/chats.handlers';
import { chatsRoutes } from './domains/chats/chats.routes';
import { searchRoutes } from './domains/search/search.routes';
import { seoRoutes } from './domains/seo/seo.routes';
import { maintenanceGuard } from './domains/settings/maintenance';
import { settingsRoutes } from './domains/settings/settings.routes';
import { slidesRoutes } from './domains/slides/slides.routes';
import { statisticsRoutes } from './domains/statistics/statistics.routes';
import { SettingsStore } from './domains/settings/settings.service';
import type { EventHandler } from './events/handlers';
import { OutboxProcessor, type OutboxOptions } from './events/processor';
import { registerErrorHandler } from './http/error-handler';
import { AccessLog, registerSecurityLog, serializeRequest } from './http/log';
import { registerMetrics } from './http/metrics';
import { registerNoStoreForSignedIn } from './http/no-store';
import { replayBufferedBody, withMethodOverride } from './http/method-override';
import { registerMultipart } from './http/multipart';
import { parseQueryString } from './http/query-string';
import type { ZodApp } from './http/types';
import { validatorCompiler } from './http/validation';
import { loadServerRenderer, serverPageRenderer } from './http/server-render';
import { registerWebApp } from './http/web-app';
import { BackgroundTasks } from './lib/background';
import { tooManyRequests } from './lib/errors';
import { createMailer, type Mailer } from './mail/mailer';
import { createRealtimeGateway } from './realtime/gateway';
import { LocalStorage, serveLocalUploads } from './storage/local-storage';
import type { Storage } from './storage/storage';
import { Registry } from 'prom-client';

/**
 * Every event handler of the product, registered here as every route module is: what each domain
 * event sets off after its commit.
 */
export const EVENT_HANDLERS: readonly EventHandler[] = [
  ...notificationHandlers,
  ...billingHandlers,
  ...authHandlers,
  ...profileHandlers,
  ...chatHandlers,
];

export interface BuildAppOptions {
  config: Config;
  db: Db;
  /** Defaults to nodemailer over config.smtpUrl, or the DATA_DIR/outbox folder. */
  mailer?: Mailer;
  /** Defaults to local disk under DATA_DIR/uploads (tests pass a temporary folder). */
  storage?: Storage;
  /** Extra routes registered before the app is ready (tests use it for probes). */
  extraRoutes?: (app: ZodApp) => void;
  /** The outbox processor's tuning (tests shorten its backoff and lease). */
  outbox?: Partial<OutboxOptions>;
  /** Event handlers instead of the product's own (tests of the outbox itself). */
  eventHandlers?: readonly EventHandler[];
  /** The app's clock (`ctx.clock`); the system's by default (tests move their own). */
  clock?: () => Date;
  /** Where log lines go instead of stdout, as JSON at LOG_LEVEL (tests read them). */
  logStream?: { write(line: string): void };
}

/** The Content-Security-Policy the built web app runs under. */
export const CSP_DIRECTIVES = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:', 'https://*.tile.openstreetmap.org'],
  // 'self' also covers WebSockets to the same host (ws: / wss:).
  connectSrc: ["'self'"],
  fontSrc: ["'self'", 'data:'],
  workerSrc: ["'self'", 'blob:'],
  manifestSrc: ["'self'"],
  frameAncestors: ["'none'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  scriptSrcAttr: ["'none'"],
  upgradeInsecureRequests: null,
};

const DOCS_CSP = [
  "default-src 'self'",
  "base-uri 'self'",
  "connect-src 'self'",
  "font-src 'self' data:",
  "form-action 'self'",
  "frame-ancestors 'none'",
  "img-src 'self' data:",
  "object-src 'none'",
  "script-src 'self'",
  "script-src-attr 'none'",
  "style-src 'self' 'unsafe-inline'",
].join('; ');

function loggerOptions(
  config: Config,
  stream?: { write(line: string): void },
): FastifyServerOptions['logger'] {
  if (config.logLevel === 'silent') return false;
  return {
    level: config.logLevel,
    redact: ['req.headers.authorization', 'req.headers.cookie'],
    serializers: { req: serializeRequest },
    ...(stream && { stream }),
    ...(config.logPretty &&
      !stream && {
        transport: {
          target: 'pino-pretty',
          options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname' },
        },
      }),
  };
}

/** Builds the whole HTTP app around a database; answers a ready instance (tests use app.inject). */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config, db } = options;

  const app = Fastify({
    logger: loggerOptions(config, options.logStream),
    // The access log line ("request completed") names the signed-in user.
    logController: new AccessLog(),
    bodyLimit: config.bodyLimit,
    trustProxy: config.trustProxy,
    routerOptions: { querystringParser: parseQueryString, ignoreTrailingSlash: true },
    serverFactory: (handler) => createServer(withMethodOverride(handler, config.bodyLimit)),
    forceCloseConnections: true,
  }).withTypeProvider<ZodTypeProvider>();

  const mailer =
    options.mailer ??
    createMailer({
      smtpUrl: config.smtpUrl,
      outbox: path.join(config.dataDir, 'outbox'),
      from: config.mailFrom,
      logger: app.log,
    });
  const tasks = new BackgroundTasks(app.log);
  const storage = options.storage ?? new LocalStorage(path.join(config.dataDir, 'uploads'));
  const metrics = new Registry();
  const realtime = await createRealtimeGateway(app.server, {
    config,
    lookup: (token) => findSessionActor(db, token),
    log: app.log,
    registry: metrics,
  });
  const ctx: AppContext = {
    db,
    config,
    clock: options.clock ?? (() => new Date()),
    mailer,
    settings: new SettingsStore(db),
    tasks,
    storage,
    payments: createPaymentProviders(config, db),
    outbox: new OutboxProcessor(
      db,
      options.eventHandlers ?? EVENT_HANDLERS,
      () => ctx,
      app.log,
      metrics,
      { leaseMs: config.outboxLeaseMs, ...options.outbox },
    ),
    realtime,
    push: new WebPushSender(db, { subject: config.push.subject, keys: config.push.vapidKeys }),
  };
  if (ctx.payments.current.name === 'sandbox' && config.publicUrl.startsWith('https://')) {
    // Allowed on purpose (ALLOW_SANDBOX_PAYMENTS=1; main.ts refuses to start otherwise), yet a
    // public site on the sandbox lets anyone top up for free: say so loudly at every start.
    app.log.warn(
      'PAYMENT_PROVIDER is the sandbox on a public site (ALLOW_SANDBOX_PAYMENTS=1): any user can confirm their own top-ups; plug in a real provider (docs/payments.md)',
    );
  }
  app.decorate('ctx', ctx);
  // Every route declares who may call it, checked before validation (401, 403); registered before
  // any route, so `app.routeAccess` lists them all.
  registerAccessControl(app, db);
  registerImpersonationAudit(app, db);
  // What follows from who the request turned out to be: signed-in JSON answers are never cached,
  // and every 401 and 403 is logged with the user and the address.
  registerNoStoreForSignedIn(app);
  registerSecurityLog(app);
  // Hooks run in order: the outbox stops taking events and finishes its batch (its mails go out)
  // before the gateway and the mailer close.
  app.addHook('onClose', async () => ctx.outbox.stop());
  app.addHook('onClose', async () => realtime.close());
  app.addHook('onClose', async () => tasks.idle());
  if (!options.mailer) app.addHook('onClose', async () => mailer.close());

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  replayBufferedBody(app);
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, text, done) => {
      done(null, parseQueryString(String(text)));
    },
  );
  // A body-taking call sent without a body validates as `{}`, so each missing field reads "Fill value".
  app.addHook('preValidation', async (request) => {
    if (request.body == null && request.routeOptions.schema?.body) request.body = {};
  });

  // Helmet's headers on every answer, its middleware built once (@fastify/helmet builds it again,
  // parsing the CSP, for every request).
  const securityHeaders = helmet({
    contentSecurityPolicy: { useDefaults: false, directives: CSP_DIRECTIVES },
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: config.publicUrl.startsWith('https://'),
  });
  app.addHook('onRequest', (request, reply, done) =>
    securityHeaders(request.raw, reply.raw, () => done()),
  );
  // Answers compressed for phones on mobile networks: Brotli at a fast level, else gzip, above
  // 1 KB. The web app's built files are compressed once at build (web/scripts/precompress.mjs)
  // and sent as they are (web-app.ts); an answer that already has an encoding is left alone.
  await app.register(fastifyCompress, { encodings: ['br', 'gzip'], threshold: 1024 });

  const redis = config.redisUrl
    ? new Redis(config.redisUrl, {
        connectTimeout: 2000,
        maxRetriesPerRequest: 1,
        lazyConnect: false,
      })
    : undefined;
  if (redis) app.addHook('onClose', async () => void redis.disconnect());
  await app.register(fastifyRateLimit, {
    global: false,
    ...(redis && { redis, nameSpace: 'bilim-rate-limit-' }),
    errorResponseBuilder: () => tooManyRequests(),
  });

  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: 'Bilim API',
        description: 'The marketplace of schools, kindergartens, clubs, courses, tutors and camps.',
        version: '0.1.0',
      },
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } },
      },
    },
    transform: jsonSchemaTransform,
  });
  // Swagger UI sets its own, equally strict policy on its pages (it needs inline styles too).
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs', staticCSP: DOCS_CSP });

  // Files are streamed by the routes that take them, within the settings' size (http/multipart.ts).
  await registerMultipart(app);
  if (storage instanceof LocalStorage) await serveLocalUploads(app, storage);

  registerMetrics(app, metrics, config.metricsToken);
  app.addHook('onRequest', maintenanceGuard(ctx));

  const serverRenderer = await loadServerRenderer(config.webDist);
  const notFound = await registerWebApp(app, config.webDist, {
    renderPage: serverRenderer && (await serverPageRenderer(app, serverRenderer, config.webDist)),
    pageTags: seoPageTags(ctx),
  });
  registerErrorHandler(app, notFound);

  app.get('/healthz', { schema: { hide: true } }, async (_request, reply) => {
    try {
      await db.execute(sql`select 1`);
      return { status: 'ok' };
    } catch (error) {
      app.log.error({ err: error }, 'health check failed');
      return reply.code(503).send({ status: 'error' });
    }
  });

  // Every route module of every domain, here and nowhere else.
  authRoutes(app, ctx);
  profileRoutes(app, ctx);
  userSessionsRoutes(app, ctx);
  socialRoutes(app, ctx);
  notificationsRoutes(app, ctx);
  settingsRoutes(app, ctx);
  dictionariesRoutes(app, ctx);
  accountsRoutes(app, ctx);
  cardsCabinetRoutes(app, ctx);
  cardVipRoutes(app, ctx);
  eventsCabinetRoutes(app, ctx);
  catalogRoutes(app, ctx);
  searchRoutes(app, ctx);
  homeRoutes(app, ctx);
  slidesRoutes(app, ctx);
  providersRoutes(app, ctx);
  favoritesRoutes(app, ctx);
  reviewsRoutes(app, ctx);
  restrictionsRoutes(app, ctx);
  complaintsRoutes(app, ctx);
  chatsRoutes(app, ctx);
  auditRoutes(app, ctx);
  impersonationRoutes(app, ctx);
  moderationRoutes(app, ctx);
  listingsAdminRoutes(app, ctx);
  usersRoutes(app, ctx);
  cardPromotionRoutes(app, ctx);
  dashboardRoutes(app, ctx);
  seoRoutes(app, ctx);
  billingRoutes(app, ctx);
  tariffsRoutes(app, ctx);
  dictionariesAdminRoutes(app, ctx);
  reviewsAdminRoutes(app, ctx);
  paymentsRoutes(app, ctx);
  // The sandbox's checkout pages exist only where the sandbox is the payment provider.
  if (ctx.payments.current instanceof SandboxProvider) {
    sandboxCheckoutRoutes(app, ctx, ctx.payments.current);
  }
  ledgerRoutes(app, ctx);
  statisticsRoutes(app, ctx);
  options.extraRoutes?.(app);

  await app.ready();
  return app;
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
}
