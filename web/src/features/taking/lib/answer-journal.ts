import type { AnswerValue } from '@quizzical/common';
import { isApiError } from '../../../lib/api-client';
import { backoffDelay } from '../../../lib/backoff';
import type { KeyValueStorage } from '../../../lib/local-store';
import { type AnswerEntry, loadJournal, type PendingEntry, saveJournal } from './journal-storage';

export type { AnswerEntry } from './journal-storage';

/**
 * The answer journal: NEVER LOSE AN ANSWER.
 *
 * Every click is written to the journal (localStorage, keyed by session) before anything is sent.
 * The journal then sends the answers to the server one at a time, oldest click first, and forgets
 * an answer only when the server acknowledged it. Failures that may pass (no network, timeout,
 * 5xx, 429) are retried with an exponential backoff; `retryNow()` (the browser's `online` event)
 * skips the wait. A reload creates a new journal on the same storage, which re-sends what is left.
 *
 * Only the last click per question matters: a newer click replaces the pending one, and an
 * acknowledgement of an older click never removes a newer one (each click has a sequence number).
 * Sending one answer at a time keeps the server's order equal to the click order, as long as each save
 * arrives before the next is sent; a save given up on after its timeout may still reach the server
 * later. So every save carries its click's sequence, and the server keeps the answer with the highest
 * (docs/decisions/0028-answer-sequence.md). The sequence is max(clock, last + 1): it only grows, also across reloads (the
 * last one is kept in storage with the journal), and a retry sends the same sequence again. The clock
 * is the server's as the page knows it, so another device on the same session continues above it.
 *
 * Written by hand on purpose, unlike the other retries of the web (TanStack Query's `retry`): this is
 * the product's core promise, and no library keeps a queue in localStorage across reloads, drops a
 * pending click for a newer one, orders saves by a sequence the server checks, and stops retrying at
 * the server's save grace (SAVE_GRACE_MS) to say the time is over. Its tests pin each of these.
 *
 * What lies in localStorage is read and written by `journal-storage.ts`.
 */

/**
 * saved: nothing waits · saving: an answer is on its way · retrying: the last try failed, a retry is
 * scheduled (shown as 'offline, will retry') · timeOver: the server refuses answers (time is over).
 */
export type JournalStatus = 'saved' | 'saving' | 'retrying' | 'timeOver';

export interface JournalState {
  status: JournalStatus;
  /** Answers clicked but not yet acknowledged. */
  pendingCount: number;
}

export type FlushOutcome = 'flushed' | 'timeOver';

/** What to do after a failed save or `_end` call: try again later, stop (time is over), or give up. */
export type FailureKind = 'retry' | 'timeOver' | 'drop';

export function classifyFailure(error: unknown): FailureKind {
  if (!isApiError(error)) return 'retry'; // aborted by our own timeout, or an unexpected throw
  const { status } = error;
  if (status === 0 || status === 408 || status === 429 || status >= 500) return 'retry';
  if (error.code === 'taking.time_over') return 'timeOver';
  return 'drop'; // 400 (not a question or answer of this quiz), 404 or another 403: sending it again cannot help
}

export type Timers = { setTimeout(fn: () => void, ms: number): unknown; clearTimeout(handle: unknown): void };

const realTimers: Timers = {
  setTimeout: (fn, ms) => globalThis.setTimeout(fn, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};

export interface BackoffOptions {
  /** First wait, doubled after each failure (default 1 s). */
  baseMs?: number;
  /** Longest wait (default 10 s: the server accepts late answers for 30 s after the end). */
  maxMs?: number;
  /** 0..1; the wait is between half and all of the exponential value (default Math.random). */
  random?: () => number;
  timers?: Timers;
}

/** The wait before retry `attempt` with this journal's defaults. */
const retryWait = (attempt: number, { baseMs = 1_000, maxMs = 10_000, random }: BackoffOptions) =>
  backoffDelay(attempt, { baseMs, maxMs, random });

export interface AnswerJournalOptions extends BackoffOptions {
  storageKey: string;
  storage: KeyValueStorage | null;
  /** Sends one answer; resolves when the server acknowledged it (idempotent on the server). */
  save(entry: AnswerEntry): Promise<unknown>;
  /** True once the server cannot take answers anymore by its own clock (end + grace): stop retrying. */
  isExpired?(): boolean;
  /** Called once when the server refused an answer because the time is over. */
  onTimeOver?(): void;
  /** The clock of the sequence numbers, in ms (default Date.now; the run page gives the server's). */
  now?(): number;
}

export interface AnswerJournal {
  /** A click (or a typed answer, an order): journal it, then send it. */
  record(key: number, answer: AnswerValue): void;
  /** The answers not acknowledged yet (question id -> answer as sent); they win over the server's. */
  pending(): Map<number, AnswerValue>;
  /** The most recent click with its sequence, if any (sent again in the body of _end). */
  lastAnswer(): AnswerEntry | null;
  getState(): JournalState;
  subscribe(listener: () => void): () => void;
  /** Starts sending (also what was left by an earlier page); call again after stop(). */
  start(): void;
  /** Stops sending (the page is leaving); the journal stays in storage. */
  stop(): void;
  /** Sends now instead of waiting for the next retry (the network came back). */
  retryNow(): void;
  /** Resolves when every answer is acknowledged, or when the server refuses them (time is over). */
  flush(): Promise<FlushOutcome>;
  /** Forgets everything (after the session ended). */
  clear(): void;
}

export function createAnswerJournal(options: AnswerJournalOptions): AnswerJournal {
  const { storage, storageKey, save } = options;
  const timers = options.timers ?? realTimers;
  const stored = loadJournal(storage, storageKey);

  const entries = new Map<number, PendingEntry>();
  for (const entry of [...stored.entries].sort((a, b) => a.seq - b.seq)) entries.set(entry.key, entry);
  let last: AnswerEntry | null = stored.last ?? null;
  let seq = Math.max(stored.seq ?? 0, last?.sequence ?? 0, ...stored.entries.map((e) => e.seq));
  const now = options.now ?? Date.now;

  let active = false;
  let inFlight: PendingEntry | null = null;
  let timer: unknown = null;
  let attempt = 0;
  let status: JournalStatus = entries.size ? 'saving' : 'saved';
  let state: JournalState = { status, pendingCount: entries.size };
  const listeners = new Set<() => void>();
  let waiters: ((outcome: FlushOutcome) => void)[] = [];

  /** Forgets this very click, once acknowledged or dropped: a newer click on the question stays pending. */
  function forget(entry: PendingEntry) {
    if (entries.get(entry.key)?.seq !== entry.seq) return;
    entries.delete(entry.key);
    persist();
  }

  function cancelRetry() {
    if (timer !== null) timers.clearTimeout(timer);
    timer = null;
  }

  function persist() {
    saveJournal(storage, storageKey, { v: 1, entries: [...entries.values()], last, seq });
  }

  function setStatus(next: JournalStatus) {
    status = next;
    if (state.status !== status || state.pendingCount !== entries.size) {
      state = { status, pendingCount: entries.size };
      for (const listener of listeners) listener();
    }
  }

  function settle(outcome: FlushOutcome) {
    const list = waiters;
    waiters = [];
    for (const resolve of list) resolve(outcome);
  }

  function oldest(): PendingEntry | undefined {
    let found: PendingEntry | undefined;
    for (const entry of entries.values()) if (!found || entry.seq < found.seq) found = entry;
    return found;
  }

  function enterTimeOver() {
    if (status === 'timeOver') return;
    cancelRetry();
    setStatus('timeOver');
    settle('timeOver');
    options.onTimeOver?.();
  }

  function pump() {
    if (!active || inFlight || timer !== null || status === 'timeOver') return;
    const entry = oldest();
    if (!entry) {
      attempt = 0;
      setStatus('saved');
      settle('flushed');
      return;
    }
    inFlight = entry;
    if (status !== 'retrying') setStatus('saving');
    save({ key: entry.key, answer: entry.answer, sequence: entry.seq }).then(
      () => {
        inFlight = null;
        attempt = 0;
        forget(entry);
        if (status !== 'timeOver') setStatus(entries.size ? 'saving' : 'saved');
        pump();
      },
      (error: unknown) => {
        inFlight = null;
        const kind = classifyFailure(error);
        if (kind === 'timeOver' || (kind === 'retry' && options.isExpired?.())) {
          enterTimeOver();
          return;
        }
        if (kind === 'drop') {
          forget(entry);
          attempt = 0;
          setStatus(entries.size ? 'saving' : 'saved');
          pump();
          return;
        }
        attempt += 1;
        setStatus('retrying');
        if (!active) return;
        timer = timers.setTimeout(
          () => {
            timer = null;
            pump();
          },
          retryWait(attempt, options),
        );
      },
    );
  }

  function retryNow() {
    cancelRetry();
    pump();
  }

  return {
    record(key, answer) {
      seq = Math.max(Math.floor(now()), seq + 1);
      entries.set(key, { key, answer, seq });
      last = { key, answer, sequence: seq };
      persist();
      if (status === 'saved') setStatus('saving');
      else setStatus(status); // pending count changed
      pump();
    },
    pending: () => new Map([...entries.values()].map((e) => [e.key, e.answer])),
    lastAnswer: () => last,
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    start() {
      active = true;
      pump();
    },
    stop() {
      active = false;
      cancelRetry();
    },
    retryNow,
    flush() {
      if (status === 'timeOver') return Promise.resolve('timeOver');
      if (!inFlight && entries.size === 0) return Promise.resolve('flushed');
      const promise = new Promise<FlushOutcome>((resolve) => waiters.push(resolve));
      active = true;
      retryNow();
      return promise;
    },
    clear() {
      entries.clear();
      last = null;
      persist();
      try {
        storage?.removeItem(storageKey);
      } catch {}
      if (status !== 'timeOver') setStatus('saved');
      settle('flushed');
    },
  };
}

/**
 * Calls `fn` until it succeeds or fails for a reason a retry cannot fix (the `_end` call: the end
 * must reach the server even on a flaky network). Retryable failures wait with the same backoff.
 */
export async function withRetry<T>(
  fn: () => Promise<T>,
  options: BackoffOptions & { signal?: AbortSignal; onRetry?(error: unknown): void } = {},
): Promise<T> {
  const timers = options.timers ?? realTimers;
  for (let attempt = 1; ; attempt++) {
    try {
      return await fn();
    } catch (error) {
      if (classifyFailure(error) !== 'retry' || options.signal?.aborted) throw error;
      options.onRetry?.(error);
      await new Promise<void>((resolve) => {
        timers.setTimeout(resolve, retryWait(attempt, options));
      });
      if (options.signal?.aborted) throw error;
    }
  }
}
