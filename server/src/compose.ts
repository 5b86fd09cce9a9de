import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from './config';
import type { Database } from './db/client';
import type { EventBus } from './lib/event-bus';
import { LoginThrottle } from './lib/login-throttle';
import type { Mailer } from './lib/mailer';
import { Semaphore } from './lib/semaphore';
import type { Counters } from './lib/shared-limits';
import { createAuthRepository } from './modules/auth/auth.repository';
import { createAuthService } from './modules/auth/auth.service';
import { createTokenSigner } from './modules/auth/auth.tokens';
import { createBillingRepository } from './modules/billing/billing.repository';
import { createBillingService } from './modules/billing/billing.service';
import { createSandboxProvider } from './modules/billing/providers/sandbox';
import { createStripeProvider } from './modules/billing/providers/stripe';
import { createContactCaptcha } from './modules/contact/contact.captcha';
import { createContactRepository } from './modules/contact/contact.repository';
import { createContactService } from './modules/contact/contact.service';
import { createLicensesRepository } from './modules/licenses/licenses.repository';
import { createLicensesService } from './modules/licenses/licenses.service';
import { createLiveRepository } from './modules/live/live.repository';
import { createLiveService } from './modules/live/live.service';
import { createLookupsRepository } from './modules/lookups/lookups.repository';
import { createLookupsService } from './modules/lookups/lookups.service';
import { createMarketRepository } from './modules/market/market.repository';
import { createMarketService } from './modules/market/market.service';
import { createPlansService } from './modules/plans/plans.service';
import { createQuizzesRepository } from './modules/quizzes/quizzes.repository';
import { createQuizScheduler } from './modules/quizzes/quizzes.scheduler';
import { createQuizzesService } from './modules/quizzes/quizzes.service';
import { createReportCache } from './modules/results/results.cache';
import { createResultsRepository } from './modules/results/results.repository';
import { createScoresCache } from './modules/results/results.scores-cache';
import { createResultsService, type ServedReport } from './modules/results/results.service';
import { createTakingRepository } from './modules/taking/taking.repository';
import { createTakingService } from './modules/taking/taking.service';
import { createQuestionExport } from './modules/transfer/export/questions.export';
import { writeQuizzesWorkbook } from './modules/transfer/export/quizzes.workbook';
import { createImportReader } from './modules/transfer/import/import-reader';
import { createTransferService } from './modules/transfer/transfer.service';
import { createUploadsRepository } from './modules/uploads/uploads.repository';
import { createUploadsService } from './modules/uploads/uploads.service';

/** What the services are built on: the app's infrastructure, opened (and closed) by app.ts. */
export interface Infrastructure {
  config: AppConfig;
  database: Database;
  mailer: Mailer;
  bus: EventBus;
  /** Rate limits and sign-in failures, in Redis when instances share them (lib/shared-limits.ts). */
  counters: Counters;
  log: FastifyBaseLogger;
}

/** loadConfig only picks 'stripe' with its keys; a hand-made config without them is a bug. */
function stripeKeys(config: AppConfig) {
  if (!config.stripe) throw new Error('paymentProvider stripe needs config.stripe');
  return config.stripe;
}

/**
 * The composition root: every repository and service of the app, each built once and given its
 * dependencies by name. app.ts builds these first, then registers the plugins and routes that use them.
 */
export function composeServices({ config, database, mailer, bus, counters, log }: Infrastructure) {
  const tokens = createTokenSigner({
    secret: config.jwtSecret,
    accessTtlSeconds: config.accessTokenTtlSeconds,
    refreshTtlSeconds: config.refreshTokenTtlSeconds,
    now: () => config.now(),
  });
  const authRepo = createAuthRepository(database.db);
  const auth = createAuthService({
    repo: authRepo,
    tokens,
    mailer,
    config,
    counters,
    loginThrottle: new LoginThrottle({
      pair: config.rateLimits.loginFailuresPerAddressAndAccount,
      delay: config.loginDelay,
      counters,
    }),
  });

  // images decoded at once, whoever uploads them (its peak is read by the tests)
  const imageDecoding = new Semaphore(config.imageDecodeConcurrency);
  const lookups = createLookupsService({ repo: createLookupsRepository(database.db), config });
  const market = createMarketService({ repo: createMarketRepository(database.db, database.query), lookups });
  const licenses = createLicensesService({ repo: createLicensesRepository(database.db), config });
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
    findUserAddress: async (id) => {
      const user = await authRepo.findById(id);
      return user && { email: user.email, language: user.language };
    },
  });
  const contact = createContactService({
    repo: createContactRepository(database.db),
    captcha: createContactCaptcha({ secret: config.jwtSecret, now: config.now }),
    mailer,
    config,
    log,
  });
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
  const plans = createPlansService({ countActiveQuizzes: quizzesRepo.countActive });
  const quizzes = createQuizzesService({
    db: database.db,
    repo: quizzesRepo,
    events: bus,
    taking,
    plans,
    // Moodle XML embeds each question's image: read from the uploads by its URL
    writeQuestionBank: createQuestionExport({ loadImage: (url) => uploads.imageByUrl(url) }),
    writeWorkbook: writeQuizzesWorkbook,
    // the results module reads the quizzes module: it is made below, and this runs only on an export
    resultsTable: (quiz, zone, language) => results.participantsTable(quiz, zone, language),
    // live (made below, it starts quizzes) scores a hosted game's answers again when a key is corrected
    rescoreHostedAnswers: (target, tx) => live.rescoreAnswers(target, tx),
    now: () => config.now(),
  });
  // homework: opens and closes scheduled quizzes (started by app.ts once the app is ready)
  const scheduler = createQuizScheduler({
    repo: quizzesRepo,
    events: bus,
    taking,
    now: () => config.now(),
    intervalMs: config.scheduleCheckMs,
    log,
  });
  // a hosted game: its steps reach every instance's streams through the bus
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
    // about 1 KB a finished session, 2–3 KB an open one (its saved answers' text is kept to compare)
    scores: createScoresCache({ maxSessions: 50_000 }),
    taking,
    now: () => config.now(),
  });
  const uploads = createUploadsService({
    repo: createUploadsRepository(database.db),
    decoding: imageDecoding,
    cacheBytes: config.uploadsCacheBytes,
    uploadsPerAccount: counters.window('uploads', config.rateLimits.uploadsPerAccount),
    uploadsWindowMs: config.rateLimits.uploadsPerAccount.timeWindow,
  });
  // question files in: quizzes created as POST /api/quizz does, images through the uploads
  const transfer = createTransferService({
    db: database.db,
    quizzes,
    uploads,
    plans,
    market,
    reader: createImportReader({
      reading: new Semaphore(config.imports.concurrency),
      limits: { timeoutMs: config.imports.timeoutMs, heapMb: config.imports.heapMb },
    }),
  });

  return {
    tokens,
    auth,
    imageDecoding,
    market,
    licenses,
    billing,
    lookups,
    contact,
    taking,
    quizzes,
    scheduler,
    live,
    results,
    uploads,
    transfer,
  };
}
