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
import { createCounters } from './lib/shared-limits';
import { createEventStreams } from './lib/sse';
import { createAuthRepository } from './modules/auth/auth.repository';
import { authRoutes } from './modules/auth/auth.routes';
import { createAuthService } from './modules/auth/auth.service';
import { createTokenSigner } from './modules/auth/auth.tokens';
import { createBillingRepository } from './modules/billing/billing.repository';
import { billingRoutes } from './modules/billing/billing.routes';
import { createBillingService } from './modules/billing/billing.service';
import { createSandboxProvider } from './modules/billing/providers/sandbox';
import { createStripeProvider } from './modules/billing/providers/stripe';
import { createContactCaptcha } from './modules/contact/contact.captcha';
import { createContactRepository } from './modules/contact/contact.repository';
import { contactRoutes } from './modules/contact/contact.routes';
import { createContactService } from './modules/contact/contact.service';
import { createLicensesRepository } from './modules/licenses/licenses.repository';
import { licensesRoutes } from './modules/licenses/licenses.routes';
import { createLicensesService } from './modules/licenses/licenses.service';
import { createLiveRepository } from './modules/live/live.repository';
import { liveRoutes } from './modules/live/live.routes';
import { createLiveService } from './modules/live/live.service';
import { liveStreamRoutes } from './modules/live/live.stream-routes';
import { createLookupsRepository } from './modules/lookups/lookups.repository';
import { lookupsRoutes } from './modules/lookups/lookups.routes';
import { seedLookups } from './modules/lookups/lookups.seed';
import { createLookupsService } from './modules/lookups/lookups.service';
import { createMarketRepository } from './modules/market/market.repository';
import { marketRoutes } from './modules/market/market.routes';
import { seedMarket } from './modules/market/market.seed';
import { createMarketService } from './modules/market/market.service';
import { createPlansService } from './modules/plans/plans.service';
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
import { exportQuestions } from './modules/transfer/export/questions.export';
import { createImportReader } from './modules/transfer/import/import-reader';
import { transferRoutes } from './modules/transfer/transfer.routes';
import { createTransferService } from './modules/transfer/transfer.service';
import { createUploadsRepository } from './modules/uploads/uploads.repository';
import { uploadsRoutes } from './modules/uploads/uploads.routes';
import { createUploadsService } from './modules/uploads/uploads.service';
import { authenticatePlugin } from './plugins/authenticate';
import { codeGuardPlugin } from './plugins/code-guard';
import { errorsPlugin } from './plugins/errors';
import { openapiPlugin } from './plugins/openapi';
import { robotsPlugin } from './plugins/robots';
import { securityPlugin } from './plugins/security';
import { shutdownPlugin } from './plugins/shutdown';
import { spaPlugin } from './plugins/spa';

export interface BuildOptions {
  /** An already open database (tests share one per file); otherwise opened from config. */
  database?: Database;
  mailer?: Mailer;
  bus?: EventBus;
  /** Where the log lines go instead of stdout (tests read what the server logged). */
  logStream?: { write(line: string): void };
}

declare module 'fastify' {
  interface FastifyInstance {
    database: Database;
    config: AppConfig;
    imageDecoding: Semaphore;
  }
}

/** loadConfig only picks 'stripe' with its keys; a hand-made config without them is a bug. */
function stripeKeys(config: AppConfig) {
  if (!config.stripe) throw new Error('paymentProvider stripe needs config.stripe');
  return config.stripe;
}

/**
 * Builds the whole application: external plugins, then app plugins, then feature routes.
 * The load order is the architecture (fastify/demo). Migrations run and lookups are seeded here.
 */
export async function buildApp(config: AppConfig, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: config.logLevel, ...(options.logStream && { stream: options.logStream }) },
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
      // besides the JSON log: the link to open, whole, on a line of its own (not when logs are silenced)
      notice: config.logLevel === 'silent' ? undefined : (line) => process.stdout.write(`${line}\n`),
    });

  // Composition root: each service gets its dependencies by name.
  // rate limits and sign-in failures: in Redis when instances share them, else in memory (issue 17)
  const counters = createCounters({
    databaseUrl: database.databaseUrl,
    redisUrl: config.redisUrl,
    now: () => config.now().getTime(),
    logger: app.log,
  });
  app.addHook('onClose', () => counters.close());
  const tokens = createTokenSigner({
    secret: config.jwtSecret,
    accessTtlSeconds: config.accessTokenTtlSeconds,
    refreshTtlSeconds: config.refreshTokenTtlSeconds,
    now: () => config.now(),
  });
  const auth = createAuthService({
    repo: createAuthRepository(database.db),
    tokens,
    mailer,
    config,
    counters,
    loginThrottle: new LoginThrottle(
      config.rateLimits.loginFailuresPerAddressAndAccount,
      config.loginDelay,
      counters,
    ),
  });

  const uploadsDir = join(config.dataDir, 'uploads');
  // images decoded at once, whoever uploads them (its peak is read by the tests)
  const imageDecoding = new Semaphore(config.imageDecodeConcurrency);
  app.decorate('imageDecoding', imageDecoding);
  const bus = options.bus ?? (await createEventBus({ databaseUrl: database.databaseUrl, logger: app.log }));
  if (!options.bus) app.addHook('onClose', () => bus.close());
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
        ? createStripeProvider({ ...stripeKeys(config), publicUrl: config.publicUrl })
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
  const lookups = createLookupsService({ repo: createLookupsRepository(database.db), config });
  const contact = createContactService({
    repo: createContactRepository(database.db),
    captcha: createContactCaptcha({ secret: config.jwtSecret, now: config.now }),
    mailer,
    config,
    log: app.log,
  });
  const legalWarning = legalNoticeWarning(config.legal);
  if (legalWarning) app.log.warn(legalWarning);
  const taking = createTakingService({
    repo: createTakingRepository(database.db, database.query),
    config,
    events: bus,
    joinsPerQuiz: counters.window('joins', { max: config.limits.joinsPerQuizPer10s, timeWindow: 10_000 }),
    savesPerSession: counters.window('saves', {
      max: config.limits.savesPerSessionPer10s,
      timeWindow: 10_000,
    }),
  });
  // the quizzes export reads participants through taking, and the results report quizzes through quizzes
  const quizzesRepo = createQuizzesRepository(database.db);
  const quizzes = createQuizzesService({
    db: database.db,
    repo: quizzesRepo,
    events: bus,
    taking,
    plans: createPlansService({ countActiveQuizzes: quizzesRepo.countActive }),
    writeQuestionBank: exportQuestions,
    // the results module reads the quizzes module: it is made below, and this runs only on an export
    resultsTable: (quiz, zone) => results.participantsTable(quiz, zone),
  });
  // a hosted game (issue 14): its steps reach every instance's streams through the bus
  const live = createLiveService({
    db: database.db,
    repo: createLiveRepository(database.db, database.query),
    config,
    events: bus,
    steps: bus.steps,
    quizzes,
    taking,
    answersPerSession: counters.window('live-answers', {
      max: config.limits.savesPerSessionPer10s,
      timeWindow: 10_000,
    }),
  });
  const results = createResultsService({
    repo: createResultsRepository(database.db),
    quizzes,
    cache: createReportCache<ServedReport>(bus),
    taking,
    now: () => config.now(),
  });

  // on close the answer batches under way commit before the database closes (onClose hooks run in
  // reverse order of registration: this one before the database's)
  app.addHook('onClose', () => taking.drained());
  app.addHook('onClose', () => live.drained());

  // External and cross-cutting plugins
  app.setSerializerCompiler(serializerCompiler);
  await app.register(errorsPlugin);
  // the open event streams, which closing the app ends (plugins/shutdown.ts)
  const eventStreams = createEventStreams();
  await app.register(shutdownPlugin, { eventStreams });
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
    ...(counters.routeStore && { store: counters.routeStore }),
    errorResponseBuilder: (_request, context) =>
      Object.assign(
        new Error(`Request was throttled. Expected available in ${Math.ceil(context.ttl / 1000)} seconds.`),
        {
          statusCode: 429,
        },
      ),
  });
  await app.register(codeGuardPlugin, { rule: config.rateLimits.codeMissesPerAddress, counters });
  await app.register(openapiPlugin);
  await app.register(authenticatePlugin, { tokens, auth });

  // Feature routes
  await app.register(authRoutes, { auth, config });
  await app.register(lookupsRoutes, { lookups });
  await app.register(contactRoutes, { contact, config });
  await app.register(quizzesRoutes, { quizzes, config });
  await app.register(takingRoutes, { taking, joinsPerAddress: config.rateLimits.joinsPerAddress });
  await app.register(liveRoutes, { live });
  await app.register(liveStreamRoutes, { live, bus, config, eventStreams });
  await app.register(resultsRoutes, { results, bus, live: config.live, eventStreams });
  await app.register(licensesRoutes, { licenses, config });
  await app.register(marketRoutes, { market, config });
  await app.register(billingRoutes, { billing });
  const uploads = createUploadsService({
    repo: createUploadsRepository(database.db),
    decoding: imageDecoding,
    cacheBytes: config.uploadsCacheBytes,
    uploadsPerAccount: counters.window('uploads', config.rateLimits.uploadsPerAccount),
    uploadsWindowMs: config.rateLimits.uploadsPerAccount.timeWindow,
  });
  await app.register(uploadsRoutes, { uploads });
  // question files in (issue 15): quizzes created as POST /api/quizz does, images through the uploads
  const transfer = createTransferService({
    db: database.db,
    quizzes,
    uploads,
    plans: createPlansService({ countActiveQuizzes: quizzesRepo.countActive }),
    market,
    reader: createImportReader({
      reading: new Semaphore(config.imports.concurrency),
      limits: { timeoutMs: config.imports.timeoutMs, heapMb: config.imports.heapMb },
    }),
  });
  await app.register(transferRoutes, { transfer });
  // images that the disk storage of earlier versions wrote: copied once into the database (same URLs)
  const imported = await uploads.importFromDisk(uploadsDir);
  if (imported > 0) app.log.info(`uploads: ${imported} images copied from ${uploadsDir} into the database`);

  await app.register(robotsPlugin);

  // The SPA last: its not-found handler serves index.html for client-side routes.
  await app.register(spaPlugin, { webDist: config.webDist, now: () => config.now().getTime() });
  return app;
}
