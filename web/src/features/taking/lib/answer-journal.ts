import { isApiError } from '../../../lib/api-client';
import { backoffDelay } from '../../../lib/backoff';
import type { KeyValueStorage } from '../../../lib/local-store';

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
 */

export interface AnswerEntry {
  /** Question id. */
  key: number;
  /** Stored answer number 1..4 (not the slot the student saw). */
  answer: number;
  /** The click's sequence in its session (the server keeps the highest); absent from older journals. */
  sequence?: number;
}

interface PendingEntry extends AnswerEntry {
  seq: number;
}

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

/** What to do after a failed call: try again later, stop because time is over, or give up on it. */
export type FailureKind = 'retry' | 'timeOver' | 'drop';

export function classifyFailure(error: unknown): FailureKind {
  if (!isApiError(error)) return 'retry'; // aborted by our own timeout, or an unexpected throw
  const { status } = error;
  if (status === 0 || status === 408 || status === 429 || status >= 500) return 'retry';
  if (error.code === 'taking.time_over') return 'timeOver';
  return 'drop'; // 400 (not a question or answer of this quiz), 404 or another 403: sending it again cannot help
}

export interface Timers {
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

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
  /** A click: journal it, then send it. */
  record(key: number, answer: number): void;
  /** The answers not acknowledged yet (question id -> stored answer); they win over the server's. */
  pending(): Map<number, number>;
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

interface Stored {
  v: 1;
  entries: PendingEntry[];
  last?: AnswerEntry | null;
  /** The highest sequence given so far: the next one is above it, even after a reload. */
  seq?: number;
}

/** A sequence the server takes (a safe integer), with room above it: anything else is damage. */
const isSequence = (n: unknown): n is number =>
  Number.isSafeInteger(n) && (n as number) >= 0 && (n as number) < 2 ** 52;

function isEntry(value: unknown): value is PendingEntry {
  const e = value as PendingEntry;
  return (
    !!e &&
    Number.isInteger(e.key) &&
    e.key > 0 &&
    Number.isInteger(e.answer) &&
    e.answer >= 1 &&
    e.answer <= 4 &&
    isSequence(e.seq)
  );
}

function load(storage: KeyValueStorage | null, key: string): Stored {
  try {
    const raw = storage?.getItem(key);
    if (!raw) return { v: 1, entries: [] };
    const parsed = JSON.parse(raw) as Partial<Stored>;
    const entries = Array.isArray(parsed.entries) ? parsed.entries.filter(isEntry) : [];
    const p = parsed.last;
    const last =
      p && isEntry({ ...p, seq: 0 })
        ? { key: p.key, answer: p.answer, ...(isSequence(p.sequence) && { sequence: p.sequence }) }
        : null;
    const seq = isSequence(parsed.seq) ? parsed.seq : 0;
    return { v: 1, entries, last, seq };
  } catch {
    return { v: 1, entries: [] };
  }
}

export function createAnswerJournal(options: AnswerJournalOptions): AnswerJournal {
  const { storage, storageKey, save } = options;
  const timers = options.timers ?? realTimers;
  const stored = load(storage, storageKey);

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

  function persist() {
    try {
      if (!storage) return;
      if (entries.size === 0 && !last) storage.removeItem(storageKey);
      else {
        const value: Stored = { v: 1, entries: [...entries.values()], last, seq };
        storage.setItem(storageKey, JSON.stringify(value));
      }
    } catch {
      // storage full or disabled: the answers still live in memory and are sent from there
    }
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
    if (timer !== null) timers.clearTimeout(timer);
    timer = null;
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
        // a newer click on the same question stays pending: only this very click is acknowledged
        if (entries.get(entry.key)?.seq === entry.seq) {
          entries.delete(entry.key);
          persist();
        }
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
          if (entries.get(entry.key)?.seq === entry.seq) {
            entries.delete(entry.key);
            persist();
          }
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
    if (timer !== null) timers.clearTimeout(timer);
    timer = null;
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
      if (timer !== null) timers.clearTimeout(timer);
      timer = null;
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
