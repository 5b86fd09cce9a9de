import { join } from 'node:path';
import { NO_LEGAL_NOTICE } from './legal';
import { REPO_ROOT } from './paths';
import type { AppConfig } from './types';

const MINUTE = 60_000;
export const defaultRateLimits: AppConfig['rateLimits'] = {
  loginPerAddress: { max: 30, timeWindow: MINUTE },
  loginFailuresPerAddressAndAccount: { max: 10, timeWindow: 15 * MINUTE },
  signupPerAddress: { max: 20, timeWindow: 60 * MINUTE },
  resetPerAddress: { max: 10, timeWindow: 60 * MINUTE },
  resetMailsPerAccount: { max: 3, timeWindow: 60 * MINUTE },
  uploadsPerAccount: { max: 60, timeWindow: 60 * MINUTE },
  codeMissesPerAddress: { max: 30, timeWindow: MINUTE },
  contactPerAddress: { max: 5, timeWindow: 60 * MINUTE },
  marketProposalsPerAddress: { max: 20, timeWindow: 60 * MINUTE },
  licenseActivationsPerAddress: { max: 20, timeWindow: MINUTE },
  // a whole school of 3,000 behind one address (its NAT) joining within the same 10 minutes passes; one
  // address alone cannot fill the sessions table (or a hosted game's lobby) faster than that
  joinsPerAddress: { max: 3_000, timeWindow: 10 * MINUTE },
};

/** Defaults that do not come from the environment. */
export function baseConfig(): Omit<AppConfig, 'dataDir' | 'jwtSecret' | 'publicUrl'> {
  return {
    port: 8000,
    host: '0.0.0.0',
    mailFrom: 'Quizzical <no-reply@quizzical.local>',
    contactTo: 'contact@quizzical.local',
    logLevel: 'info',
    trustProxy: false,
    webDist: join(REPO_ROOT, 'web/dist'),
    now: () => new Date(),
    // a class waiting on the start page asks every 3 to 5 s: opening within 5 s of the time is as soon
    // as they would see it; two indexed UPDATEs per instance every 5 s cost nothing
    scheduleCheckMs: 5_000,
    accessTokenTtlSeconds: 15 * 60,
    refreshTokenTtlSeconds: 14 * 24 * 3600,
    activationTokenTtlSeconds: 3 * 24 * 3600,
    rateLimits: defaultRateLimits,
    limits: { joinsPerQuizPer10s: 20_000, savesPerSessionPer10s: 50 },
    // 20 streams per account: a teacher's laptop, projector, phone and assistants on a few quizzes at
    // once; 10 per quiz: only its owner may stream it, and ten screens of one quiz is already a lot.
    // Players' streams per address (each holds a socket, i.e. a file descriptor: a typical limit is
    // 20,000 per process): 500 per game lets a school hall of 300 to 400 phones behind one address play,
    // with room for reconnections whose old socket is not closed yet; 2,000 over all games lets several
    // such halls play at once, and keeps one address to a tenth of such a limit
    live: {
      heartbeatMs: 15_000,
      streamsPerAccount: 20,
      streamsPerQuiz: 10,
      playerStreamsPerAddress: { perGame: 500, total: 2_000 },
    },
    loginDelay: { windowMs: 15 * 60_000, freeFailures: 3, baseMs: 250, maxMs: 4_000 },
    // connectionMs: a socket with no traffic either way is closed (above the results streams' heartbeat,
    // `live.heartbeatMs`); headersMs: the headers must arrive within it; requestMs: the whole request
    // (headers and body), 60 s letting a 10 MB upload through a 1.5 Mbit/s school uplink
    timeouts: { connectionMs: 120_000, headersMs: 10_000, requestMs: 60_000, keepAliveMs: 65_000 },
    imageDecodeConcurrency: 2,
    // one file at a time keeps a core for the event loop on a two-core server; 10 MB of Moodle XML
    // reads in about 1.5 s, so 30 s is only reached by a hostile file or a machine under heavy load
    imports: { concurrency: 1, timeoutMs: 30_000, heapMb: 512 },
    uploadsCacheBytes: 32 * 2 ** 20,
    shutdownTimeoutMs: 10_000,
    paymentProvider: 'sandbox',
    legal: NO_LEGAL_NOTICE,
  };
}
