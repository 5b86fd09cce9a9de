import { join } from 'node:path';
import compress from '@fastify/compress';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { type AppConfig, legalNoticeWarning } from './config';
import { type Database, openDatabase } from './db/client';
import { createEventBus, type EventBus } from './lib/event-bus';
import { LoginThrottle } from './lib/login-throttle';
import { createMailer, type Mailer } from './lib/mailer';
import { Semaphore } from './lib/semaphore';
import { createDiskStorage } from './lib/storage';
import { WindowCounter } from './lib/window-counter';
import { createAuthRepository } from './modules/auth/auth.repository';
import { authRoutes } from './modules/auth/auth.routes';
import { createAuthService } from './modules/auth/auth.service';
import { createTokenSigner } from './modules/auth/auth.tokens';
import { createBillingRepository } from './modules/billing/billing.repository';
import { billingRoutes } from './modules/billing/billing.routes';
import { createBillingService } from './modules/billing/billing.service';
import { createSandboxProvider } from './modules/billing/providers/sandbox';
import { createStripeProvider } from './modules/billing/providers/stripe';
import { contactRoutes } from './modules/contact/contact.routes';
import { createLicensesRepository } from './modules/licenses/licenses.repository';
import { licensesRoutes } from './modules/licenses/licenses.routes';
import { createLicensesService } from './modules/licenses/licenses.service';
import { lookupsRoutes } from './modules/lookups/lookups.routes';
import { seedLookups } from './modules/lookups/lookups.seed';
import { createMarketRepository } from './modules/market/market.repository';
import { marketRoutes } from './modules/market/market.routes';
import { seedMarket } from './modules/market/market.seed';
import { createMarketService } from './modules/market/market.service';
import { createQuizzesRepository } from './modules/quizzes/quizzes.repository';
import { quizzesRoutes } from './modules/quizzes/quizzes.routes';
import { createQuizzesService } from './modules/quizzes/quizzes.service';
import { createReportCache } from './modules/results/results.cache';
import { createResultsRepository } from './modules/results/results.repository';
import { resultsRoutes } from './modules/results/results.routes';
import { createResultsService, type ServedReport } from './modules/results/results.service';
import { createTakingRepository } from './modules/taking/taking.repository';
import { takingRoutes } from './modules/taking/taking.routes';
import { createTakingService } from './modules/taking/taking.service';
import { uploadsRoutes } from './modules/uploads/uploads.routes';
import { authenticatePlugin } from './plugins/authenticate';
import { codeGuardPlugin } from './plugins/code-guard';
import { errorsPlugin } from './plugins/errors';
import { openapiPlugin } from './plugins/openapi';
import { robotsPlugin } from './plugins/robots';
import { securityPlugin } from './plugins/security';
import { spaPlugin } from './plugins/spa';

export interface BuildOptions {
  /** An already open database (tests share one per file); otherwise opened from config. */
  database?: Database;
  mailer?: Mailer;
  bus?: EventBus;
}

declare module 'fastify' {
  interface FastifyInstance {
    database: Database;
    config: AppConfig;
    imageDecoding: Semaphore;
  }
}

/**
 * Builds the whole application: external plugins, then app plugins, then feature routes.
 * The load order is the architecture (fastify/demo). Migrations run and lookups are seeded here.
 */
export async function buildApp(config: AppConfig, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: config.logLevel },
    routerOptions: { ignoreTrailingSlash: true },
    bodyLimit: 1024 * 1024,
    trustProxy: config.trustProxy,
    // A slow or silent client cannot hold a socket (issue 12, docs/SECURITY.md): the socket idle
    // timeout must stay above the results streams' keep-alive interval; requestTimeout bounds receiving
    // a request, never a response, so the streams stay open.
    connectionTimeout: config.timeouts.connectionMs,
    keepAliveTimeout: config.timeouts.keepAliveMs,
    requestTimeout: config.timeouts.requestMs,
    http: {
      headersTimeout: config.timeouts.headersMs,
      // Node checks the two limits above on this interval (30 s by default)
      connectionsCheckingInterval: Math.max(50, Math.min(1_000, config.timeouts.headersMs / 4)),
    },
    // 128-bit random ids keep request logs from leaking sequence information
    genReqId: () => crypto.randomUUID(),
  }).withTypeProvider<ZodTypeProvider>();

  const database =
    options.database ??
    (await openDatabase({
      databaseUrl: config.databaseUrl,
      dataDir: config.dataDir,
      inMemory: config.pgliteInMemory,
    }));
  if (!options.database) {
    await database.migrate();
    await seedLookups(database.db);
    await seedMarket(database.db);
    app.addHook('onClose', () => database.close());
  }
  app.decorate('database', database);
  app.decorate('config', config);

  const mailer =
    options.mailer ??
    createMailer({
      smtpUrl: config.smtpUrl,
      outboxDir: join(config.dataDir, 'mail'),
      from: config.mailFrom,
      logger: app.log,
    });

  // Composition root: each service gets its dependencies by name.
  const tokens = createTokenSigner({
    secret: config.jwtSecret,
    accessTtlSeconds: config.accessTokenTtlSeconds,
    refreshTtlSeconds: config.refreshTokenTtlSeconds,
    now: config.now,
  });
  const auth = createAuthService({
    repo: createAuthRepository(database.db),
    tokens,
    mailer,
    config,
    loginThrottle: new LoginThrottle(
      config.rateLimits.loginFailuresPerAddressAndAccount,
      config.loginDelay,
      () => config.now().getTime(),
    ),
  });

  const uploadsDir = join(config.dataDir, 'uploads');
  // images decoded at once, whoever uploads them (its peak is read by the tests)
  const imageDecoding = new Semaphore(config.imageDecodeConcurrency);
  app.decorate('imageDecoding', imageDecoding);
  const bus = options.bus ?? (await createEventBus({ databaseUrl: database.databaseUrl, logger: app.log }));
  if (!options.bus) app.addHook('onClose', () => bus.close());
  const quizzesRepo = createQuizzesRepository(database.db);
  const quizzes = createQuizzesService({ db: database.db, repo: quizzesRepo, events: bus });
  const results = createResultsService({
    repo: createResultsRepository(database.db),
    quizzes: quizzesRepo,
    cache: createReportCache<ServedReport>(bus),
  });
  const market = createMarketService({ repo: createMarketRepository(database.db) });
  const licenses = createLicensesService({ repo: createLicensesRepository(database.db), config });
  const authRepo = createAuthRepository(database.db);
  if (config.paymentProvider === 'stripe' && !config.stripe) throw new Error('Stripe is not configured');
  const billing = createBillingService({
    db: database.db,
    repo: createBillingRepository(database.db),
    licenses,
    provider:
      config.paymentProvider === 'stripe'
        ? createStripeProvider({ ...config.stripe!, publicUrl: config.publicUrl })
        : config.paymentProvider === 'sandbox'
          ? createSandboxProvider(config.publicUrl)
          : undefined,
    mailer,
    config,
    findUserEmail: async (id) => (await authRepo.findById(id))?.email,
  });
  // which provider takes payments is the first thing to know about a server that sells
  if (config.paymentProvider === 'none')
    app.log.warn('payments: no provider (production without Stripe): checkout answers 503');
  else
    app.log.info(
      `payments: ${config.paymentProvider}${config.paymentProvider === 'sandbox' ? ' (test mode: no real payment)' : ''}`,
    );
  const legalWarning = legalNoticeWarning(config.legal);
  if (legalWarning) app.log.warn(legalWarning);
  const taking = createTakingService({
    repo: createTakingRepository(database.db, database.query),
    config,
    events: bus,
    joinsPerQuiz: new WindowCounter(config.limits.joinsPerQuizPer10s, 10_000),
    savesPerSession: new WindowCounter(config.limits.savesPerSessionPer10s, 10_000),
  });

  // External and cross-cutting plugins
  app.setSerializerCompiler(serializerCompiler);
  await app.register(errorsPlugin);
  await app.register(securityPlugin);
  // JSON and other text above 1 KB go out br or gzip when the client accepts it (issue 13): the answer
  // save's small replies stay under the threshold, and a reply already encoded (the results report's
  // gzip, the SPA's precompressed files) or hijacked (the results event stream) is left alone. Request
  // bodies are never inflated: a 1 MB body limit must not become a decompression bomb.
  await app.register(compress, {
    global: true,
    globalDecompression: false,
    threshold: 1_024,
    // compressed in one call up to 256 KB (brotli level 4: ~0.2 ms for 27 KB): the stream path it would
    // take above 8 KB on two cores answered the 27 KB LaTeX list 5 times slower (docs/PERFORMANCE.md)
    syncThreshold: 256 * 1024,
    encodings: ['br', 'gzip'],
  });
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) =>
      Object.assign(
        new Error(`Request was throttled. Expected available in ${Math.ceil(context.ttl / 1000)} seconds.`),
        {
          statusCode: 429,
        },
      ),
  });
  await app.register(codeGuardPlugin, {
    rule: config.rateLimits.codeMissesPerAddress,
    now: () => config.now().getTime(),
  });
  await app.register(openapiPlugin);
  await app.register(authenticatePlugin, { tokens, auth });

  // Feature routes
  await app.register(authRoutes, { auth, config });
  await app.register(lookupsRoutes, { db: database.db, config });
  await app.register(contactRoutes, { db: database.db, config, mailer });
  await app.register(quizzesRoutes, { quizzes, config });
  await app.register(takingRoutes, { taking });
  await app.register(resultsRoutes, { results, bus, live: config.live });
  await app.register(licensesRoutes, { licenses, config });
  await app.register(marketRoutes, { market, config });
  await app.register(billingRoutes, { billing });
  await app.register(uploadsRoutes, {
    storage: createDiskStorage(uploadsDir),
    uploadsDir,
    decoding: imageDecoding,
    uploadsPerAccount: new WindowCounter(
      config.rateLimits.uploadsPerAccount.max,
      config.rateLimits.uploadsPerAccount.timeWindow,
      () => config.now().getTime(),
    ),
  });

  await app.register(robotsPlugin);

  // The SPA last: its not-found handler serves index.html for client-side routes.
  await app.register(spaPlugin, { webDist: config.webDist, now: () => config.now().getTime() });
  return app;
}
