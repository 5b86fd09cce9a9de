import { join } from 'node:path';
import compress from '@fastify/compress';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { composeServices } from './compose';
import { type AppConfig, legalNoticeWarning } from './config';
import { type Database, openDatabase } from './db/client';
import { createEventBus, type EventBus } from './lib/event-bus';
import { detailError } from './lib/http-errors';
import { createMailer, type Mailer } from './lib/mailer';
import type { Semaphore } from './lib/semaphore';
import { createCounters } from './lib/shared-limits';
import { createEventStreams } from './lib/sse';
import { authRoutes } from './modules/auth/auth.routes';
import { billingRoutes } from './modules/billing/billing.routes';
import { contactRoutes } from './modules/contact/contact.routes';
import { licensesRoutes } from './modules/licenses/licenses.routes';
import { liveRoutes } from './modules/live/live.routes';
import { liveStreamRoutes } from './modules/live/live.stream-routes';
import { lookupsRoutes } from './modules/lookups/lookups.routes';
import { marketRoutes } from './modules/market/market.routes';
import { quizzesRoutes } from './modules/quizzes/quizzes.routes';
import type { QuizScheduler } from './modules/quizzes/quizzes.scheduler';
import { resultsRoutes } from './modules/results/results.routes';
import { takingRoutes } from './modules/taking/taking.routes';
import { transferRoutes } from './modules/transfer/transfer.routes';
import { uploadsRoutes } from './modules/uploads/uploads.routes';
import { authenticatePlugin } from './plugins/authenticate';
import { codeGuardPlugin } from './plugins/code-guard';
import { clientErrorHandler, errorsPlugin, frameworkErrors } from './plugins/errors';
import { openapiPlugin } from './plugins/openapi';
import { requestLanguagePlugin } from './plugins/request-language';
import { robotsPlugin } from './plugins/robots';
import { securityPlugin } from './plugins/security';
import { shutdownPlugin } from './plugins/shutdown';
import { spaPlugin } from './plugins/spa';
import { prepareDatabase } from './prepare-database';

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
    /** Homework's schedule (quizzes.scheduler.ts): tests call `runDue` after moving the clock. */
    scheduler: QuizScheduler;
    imageDecoding: Semaphore;
  }
}

/**
 * Builds the whole application: the infrastructure (database, mailer, counters, event bus), every
 * service once (compose.ts), then external plugins, app plugins and feature routes. The load order is
 * the architecture (fastify/demo). Migrations run and lookups are seeded here.
 */
export async function buildApp(config: AppConfig, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: config.logLevel, ...(options.logStream && { stream: options.logStream }) },
    routerOptions: { ignoreTrailingSlash: true },
    bodyLimit: 1024 * 1024,
    trustProxy: config.trustProxy,
    // A slow or silent client cannot hold a socket (docs/SECURITY.md): the socket idle
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
    // the refusals before a route runs answer in the API's shape, with their error code
    frameworkErrors,
    clientErrorHandler,
  }).withTypeProvider<ZodTypeProvider>();

  const database =
    options.database ??
    (await openDatabase({
      databaseUrl: config.databaseUrl,
      dataDir: config.dataDir,
      inMemory: config.pgliteInMemory,
      template: config.pgliteTemplate,
    }));
  if (!options.database) {
    await prepareDatabase(database);
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

  // rate limits and sign-in failures: in Redis when instances share them, else in memory
  const counters = createCounters({
    databaseUrl: database.databaseUrl,
    redisUrl: config.redisUrl,
    now: () => config.now().getTime(),
    logger: app.log,
  });
  app.addHook('onClose', () => counters.close());
  const bus = options.bus ?? (await createEventBus({ databaseUrl: database.databaseUrl, logger: app.log }));
  if (!options.bus) app.addHook('onClose', () => bus.close());
  // every repository and service, built once (compose.ts); the plugins and routes below only use them
  const services = composeServices({ config, database, mailer, bus, counters, log: app.log });
  const { tokens, auth, lookups, contact, taking, quizzes, live, results } = services;
  const { licenses, market, billing, uploads, transfer } = services;
  app.decorate('imageDecoding', services.imageDecoding);
  // which provider takes payments is the first thing to know about a server that sells
  if (config.paymentProvider === 'none')
    app.log.warn('payments: no provider (production without Stripe): checkout answers 503');
  else
    app.log.info(
      `payments: ${config.paymentProvider}${config.paymentProvider === 'sandbox' ? ' (test mode: no real payment)' : ''}`,
    );
  const legalWarning = legalNoticeWarning(config.legal);
  if (legalWarning) app.log.warn(legalWarning);
  // images that the disk storage of earlier versions wrote: copied once into the database (same URLs)
  const uploadsDir = join(config.dataDir, 'uploads');
  const imported = await uploads.importFromDisk(uploadsDir);
  if (imported > 0) app.log.info(`uploads: ${imported} images copied from ${uploadsDir} into the database`);

  // on close the answer batches under way commit before the database closes (onClose hooks run in
  // reverse order of registration: this one before the database's)
  app.addHook('onClose', () => taking.drained());
  app.addHook('onClose', () => live.drained());
  // scheduled quizzes open and close on every instance's timer, once each (quizzes.scheduler.ts); the
  // timer stops, and its check under way ends, before the database closes
  app.decorate('scheduler', services.scheduler);
  app.addHook('onReady', async () => services.scheduler.start());
  app.addHook('onClose', () => services.scheduler.stop());

  // External and cross-cutting plugins
  app.setSerializerCompiler(serializerCompiler);
  await app.register(errorsPlugin);
  // the open event streams, which closing the app ends (plugins/shutdown.ts)
  const eventStreams = createEventStreams();
  await app.register(shutdownPlugin, { eventStreams });
  await app.register(securityPlugin);
  // JSON and other text above 1 KB go out br or gzip when the client accepts it: the answer
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
      detailError(429, 'request.rate_limited', { seconds: Math.ceil(context.ttl / 1000) }),
  });
  await app.register(codeGuardPlugin, { rule: config.rateLimits.codeMissesPerAddress, counters });
  await app.register(openapiPlugin);
  await app.register(authenticatePlugin, { tokens, auth });
  await app.register(requestLanguagePlugin);

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
  await app.register(uploadsRoutes, { uploads });
  // question files in: quizzes created as POST /api/quizz does, images through the uploads
  await app.register(transferRoutes, { transfer });

  await app.register(robotsPlugin);

  // The SPA last: its not-found handler serves index.html for client-side routes.
  await app.register(spaPlugin, { webDist: config.webDist, now: () => config.now().getTime() });
  return app;
}
