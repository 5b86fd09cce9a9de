import type { RateLimitRule } from '../config';
import type { FailureCounter } from './failure-counter';
import { type Counters, memoryCounters } from './shared-limits';

/** A delay that grows with an account's recent failures, from any address (docs/SECURITY.md, Accounts). */
export interface LoginDelayRule {
  /** Failures counted over this window. */
  windowMs: number;
  /** This many failures cost nothing: a teacher mistyping twice is not slowed down. */
  freeFailures: number;
  /** The first delay; it doubles with every further failure... */
  baseMs: number;
  /** ...up to this cap, which is also the longest the owner ever waits. */
  maxMs: number;
}

/** Who tried to sign in: the client's address and the account (its e-mail) it named. */
export interface SignInAttempt {
  address: string;
  account: string;
}

/**
 * Sign-in throttle that never locks the owner out: a lockout per account let anyone keep a
 * teacher out of their class with ten wrong passwords from ten addresses.
 * - per (address, account): after `pair.max` failures in the window, that address gets 429 for that
 *   account only; the owner elsewhere, and that address for other accounts, are unaffected;
 * - per account, across addresses: every attempt waits a delay that doubles with the account's recent
 *   failures, capped; it is applied before the password is checked and to right and wrong passwords
 *   alike, so a client cannot cut the wait short to learn that a password was wrong.
 * The per-address limit of all sign-ins (`loginPerAddress`) stays in front of both.
 */
export class LoginThrottle {
  private readonly pairs: FailureCounter;
  private readonly accounts: FailureCounter;

  private readonly delay: LoginDelayRule;

  /** `pair`: the failures of one address on one account; `counters`: shared ones across instances. */
  constructor({
    pair,
    delay,
    counters = memoryCounters(),
  }: {
    pair: RateLimitRule;
    delay: LoginDelayRule;
    counters?: Counters;
  }) {
    this.delay = delay;
    this.pairs = counters.failures('login-pairs', pair);
    // enough failures to reach the cap; more change nothing
    const toCap =
      delay.baseMs > 0 ? delay.freeFailures + Math.ceil(Math.log2(delay.maxMs / delay.baseMs)) + 1 : 1;
    this.accounts = counters.failures('login-accounts', {
      max: Math.max(1, toCap),
      timeWindow: delay.windowMs,
    });
  }

  /** Whether `address` has used up its failures on `account`. */
  isBlocked({ address, account }: SignInAttempt): Promise<boolean> {
    return this.pairs.isBlocked(pairKey(address, account));
  }

  /** How long the next attempt on `account` waits, in ms. */
  async delayFor(account: string): Promise<number> {
    const extra = (await this.accounts.count(account)) - this.delay.freeFailures;
    if (extra < 0 || this.delay.baseMs <= 0) return 0;
    return Math.min(this.delay.maxMs, this.delay.baseMs * 2 ** extra);
  }

  async recordFailure({ address, account }: SignInAttempt): Promise<void> {
    await Promise.all([this.pairs.record(pairKey(address, account)), this.accounts.record(account)]);
  }

  /**
   * The pair starts afresh; the account's delay does not: it decays with its window, or the owner
   * signing in would hand the attacker a fast lane again.
   */
  recordSuccess({ address, account }: SignInAttempt): Promise<void> {
    return this.pairs.reset(pairKey(address, account));
  }
}

const pairKey = (address: string, account: string) => `${address}\n${account}`;
