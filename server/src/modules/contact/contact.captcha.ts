import { createHmac } from 'node:crypto';
import { type Challenge, createChallenge, randomInt, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { z } from 'zod';

/**
 * ALTCHA proof of work for the contact form (the `recaptcha` field carries the widget's payload).
 *
 * Challenges use the v2 format the `altcha` 3.x widget fetches and solves: PBKDF2/SHA-256, which
 * the widget's bundled web workers handle with WebCrypto. They are made in "deterministic" mode:
 * the server picks the counter the client must find, so the work is bounded (no unlucky visitor
 * waits ten seconds) and verifying costs two HMACs instead of a key derivation (the derived key is
 * checked against the signed `keySignature`), so the verifier cannot be made to burn CPU.
 */
export const CAPTCHA_ALGORITHM = 'PBKDF2/SHA-256';
/** PBKDF2 iterations per attempt. */
export const CAPTCHA_COST = 1_000;
/**
 * The counter the solver must reach, drawn at random in this range: 1 to 3 million PBKDF2 rounds,
 * about a second on a phone with the widget's parallel workers (and under 2 s on one Node core).
 */
export const CAPTCHA_COUNTER_MIN = 1_000;
export const CAPTCHA_COUNTER_MAX = 3_000;
export const CAPTCHA_TTL_MS = 10 * 60_000;

/** The challenge JSON answered to the widget: `{ parameters: {...}, signature }`. */
export type CaptchaChallenge = Challenge;

export interface ContactCaptcha {
  createChallenge(): Promise<CaptchaChallenge>;
  /**
   * True only for a payload that solves an unexpired challenge signed by this server and was not
   * accepted before; accepting it consumes it. Never throws, whatever the input.
   */
  verify(payload: string): Promise<boolean>;
}

/** HMAC-SHA256 of a label keyed by the app secret: per-purpose keys without a new secret to manage. */
const deriveSecret = (secret: string, label: string) =>
  createHmac('sha256', secret).update(label).digest('hex');

const hex = (max: number) =>
  z
    .string()
    .max(max)
    .regex(/^[0-9a-f]+$/);

/** Shape of the decoded widget payload (base64 of JSON); anything else is refused before any crypto. */
const payloadSchema = z.object({
  challenge: z.object({
    // loose: the signature covers every key the server put in, so none may be dropped here
    parameters: z.looseObject({
      algorithm: z.literal(CAPTCHA_ALGORITHM),
      nonce: hex(128),
      salt: hex(128),
      cost: z.number().int().positive(),
      keyLength: z.number().int().positive().max(64),
      keyPrefix: hex(128),
      keySignature: hex(128),
      expiresAt: z.number().int().positive(),
    }),
    signature: hex(128),
  }),
  solution: z.object({
    counter: z.number().int().nonnegative(),
    derivedKey: hex(256),
  }),
});

const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;

/** Decodes the widget payload (standard base64 of JSON, as `btoa` makes it); undefined when malformed. */
function decodePayload(payload: string) {
  if (payload.length % 4 !== 0 || !BASE64.test(payload)) return undefined;
  let json: unknown;
  try {
    json = JSON.parse(Buffer.from(payload, 'base64').toString('utf8'));
  } catch {
    return undefined;
  }
  const parsed = payloadSchema.safeParse(json);
  return parsed.success ? parsed.data : undefined;
}

export function createContactCaptcha(opts: {
  /** The app secret (config.jwtSecret); the HMAC keys are derived from it. */
  secret: string;
  /** config.now: expiry follows the app clock, so tests move time instead of sleeping. */
  now: () => Date;
  ttlMs?: number;
  cost?: number;
  counterRange?: [min: number, max: number];
}): ContactCaptcha {
  const hmacSignatureSecret = deriveSecret(opts.secret, 'altcha');
  const hmacKeySignatureSecret = deriveSecret(opts.secret, 'altcha-key');
  const ttlMs = opts.ttlMs ?? CAPTCHA_TTL_MS;
  const cost = opts.cost ?? CAPTCHA_COST;
  const [counterMin, counterMax] = opts.counterRange ?? [CAPTCHA_COUNTER_MIN, CAPTCHA_COUNTER_MAX];

  /**
   * Replay protection: signatures of accepted challenges, each kept until its challenge expires
   * (after that the expiry check refuses it anyway). In memory on purpose: entries live at most
   * ttlMs, only verified solutions (each costing real work and passing the per-address rate limit)
   * are added, and the app runs as one process. The cost of losing the set on a restart is that a
   * payload accepted in the last ttlMs could be sent once more; several server processes would need
   * a shared store instead. Insertion order is expiry order (constant TTL), so pruning stops at the
   * first live entry.
   */
  const used = new Map<string, number>();
  const consume = (signature: string, expiresAtMs: number, nowMs: number) => {
    for (const [key, expiry] of used) {
      if (expiry > nowMs) break;
      used.delete(key);
    }
    if (used.has(signature)) return false;
    used.set(signature, expiresAtMs);
    return true;
  };

  return {
    createChallenge: () =>
      createChallenge({
        algorithm: CAPTCHA_ALGORITHM,
        cost,
        counter: randomInt(counterMax, counterMin),
        deriveKey,
        expiresAt: new Date(opts.now().getTime() + ttlMs),
        hmacSignatureSecret,
        hmacKeySignatureSecret,
      }),

    async verify(payload) {
      const decoded = decodePayload(payload);
      if (!decoded) return false;
      const { challenge, solution } = decoded;
      const expiresAtMs = challenge.parameters.expiresAt * 1000;
      const nowMs = opts.now().getTime();
      // altcha-lib checks expiry against the real clock; this check uses the app's
      if (expiresAtMs <= nowMs) return false;
      try {
        const result = await verifySolution({
          challenge,
          solution,
          deriveKey,
          hmacSignatureSecret,
          hmacKeySignatureSecret,
        });
        if (!result.verified) return false;
      } catch {
        return false;
      }
      // synchronous check-and-set after the await: two concurrent posts of one payload cannot both pass
      return consume(challenge.signature, expiresAtMs, nowMs);
    },
  };
}
