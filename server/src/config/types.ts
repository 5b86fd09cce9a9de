import type { LegalNotice } from '@quizzical/common';
import type { NetworkInterfaces } from '../lib/link-base';
import type { LoginDelayRule } from '../lib/login-throttle';

/**
 * Who takes payments: Stripe when configured; otherwise the built-in sandbox (test cards, no real money),
 * the default of `npm start`. In production the sandbox only runs when asked for by name
 * (PAYMENT_PROVIDER=sandbox): otherwise anyone could buy Pro with the test card, so checkout is
 * refused ('none', 503).
 */
export type PaymentProviderName = 'stripe' | 'sandbox' | 'none';

export type RateLimitRule = { max: number; timeWindow: number };

export interface AppConfig {
  port: number;
  host: string;
  dataDir: string;
  /** postgres://... or undefined for PGlite (in `dataDir/pglite`, or in memory when `pgliteInMemory`). */
  databaseUrl?: string;
  pgliteInMemory?: boolean;
  /**
   * A PGlite data directory dumped by `dumpDataDir` (a .tar file) that a database in memory starts from:
   * the tests' way to skip PGlite's initdb (3–4 s) and the migrations for every app they build.
   */
  pgliteTemplate?: string;
  /** redis://...: rate limits and sign-in failures count there on PostgreSQL (lib/shared-limits.ts). */
  redisUrl?: string;
  publicUrl: string;
  /**
   * True when PUBLIC_URL is unset: links shown to the teacher (share link, QR code) are built from the
   * address their browser used, or the LAN address (lib/link-base.ts). Mail always uses `publicUrl`.
   */
  publicUrlFromRequest?: boolean;
  /** The machine's network interfaces (os.networkInterfaces by default; tests give their own). */
  networkInterfaces?: () => NetworkInterfaces;
  jwtSecret: string;
  smtpUrl?: string;
  mailFrom: string;
  contactTo: string;
  stripe?: { secretKey: string; webhookSecret?: string; apiBase?: string };
  /** The operator's legal notice shown on /legal (LEGAL_* variables; unset fields are null). */
  legal: LegalNotice;
  /** The active payment provider (see PaymentProviderName); 'stripe' needs `stripe`. */
  paymentProvider: PaymentProviderName;
  logLevel: string;
  trustProxy: boolean;
  /** Directory of the built SPA; served when it exists. */
  webDist: string;
  /** Time source: tests move it to decide "time over" without sleeping. */
  now: () => Date;
  /**
   * How often each instance checks for scheduled quizzes due to open or close (quizzes.scheduler.ts);
   * 0: never by itself (tests call the check).
   */
  scheduleCheckMs: number;
  accessTokenTtlSeconds: number;
  refreshTokenTtlSeconds: number;
  activationTokenTtlSeconds: number;
  /**
   * Student-side limits: per quiz and per session (a school shares one address; joins per address are
   * `rateLimits.joinsPerAddress`, far above a school's).
   */
  limits: { joinsPerQuizPer10s: number; savesPerSessionPer10s: number };
  /**
   * Results streams (SSE): a heartbeat event every `heartbeatMs` while this instance hears the event bus
   * (the page polls when none comes for 2.5 intervals), and open streams capped per account and per quiz
   * on each instance (docs/OPERATIONS.md). A hosted game's player streams are capped per address on each
   * instance: per game and over all games.
   */
  live: {
    heartbeatMs: number;
    streamsPerAccount: number;
    streamsPerQuiz: number;
    playerStreamsPerAddress: { perGame: number; total: number };
  };
  /** Sign-in delay per account across addresses (lib/login-throttle.ts, docs/SECURITY.md). */
  loginDelay: LoginDelayRule;
  /**
   * HTTP timeouts in ms (docs/SECURITY.md, Resources): a slow or silent client cannot hold a socket.
   * `requestMs` bounds receiving a whole request (headers and body), not the response: results
   * streams (SSE) stay open.
   */
  timeouts: { connectionMs: number; headersMs: number; requestMs: number; keepAliveMs: number };
  /**
   * On SIGTERM/SIGINT the process exits at the latest this long after the signal, whatever is still open
   * (lib/shutdown.ts); a second signal exits at once.
   */
  shutdownTimeoutMs: number;
  /** Bytes of uploaded images each instance keeps in memory to serve them (uploads.service.ts). */
  uploadsCacheBytes: number;
  /** Images decoded at once (a 40-megapixel image takes about 160 MB while decoded). */
  imageDecodeConcurrency: number;
  /**
   * Question files read at once on this instance (each in its own worker thread), and the time and
   * heap each may take before it is refused (transfer/import/import-reader.ts, docs/SECURITY.md).
   */
  imports: { concurrency: number; timeoutMs: number; heapMb: number };
  rateLimits: {
    loginPerAddress: RateLimitRule;
    /** Failed sign-ins of one address on one account; then 429 for that pair only. */
    loginFailuresPerAddressAndAccount: RateLimitRule;
    signupPerAddress: RateLimitRule;
    resetPerAddress: RateLimitRule;
    /** Reset mails sent to one account, whatever the addresses asking. */
    resetMailsPerAccount: RateLimitRule;
    /** Uploads per account (image decoding is the most expensive thing an account can ask for). */
    uploadsPerAccount: RateLimitRule;
    /** Lookups of unknown quiz or share codes per address (only misses count: a school shares one). */
    codeMissesPerAddress: RateLimitRule;
    contactPerAddress: RateLimitRule;
    marketProposalsPerAddress: RateLimitRule;
    /** Licence code activations per address (codes are guessable by brute force otherwise). */
    licenseActivationsPerAddress: RateLimitRule;
    /** Joins (new sessions) per address, any quiz: far above a whole school behind one address. */
    joinsPerAddress: RateLimitRule;
  };
}
