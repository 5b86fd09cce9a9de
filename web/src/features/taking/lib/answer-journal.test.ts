import type { AnswerValue, ErrorCode } from '@quizzical/common';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { errorResponse } from '../../../test/error-response';
import { endSession } from '../api/end-session';
import { saveAnswer } from '../api/save-answer';
import { type AnswerJournal, type AnswerJournalOptions, createAnswerJournal } from './answer-journal';

const CODE = 'ABC234';
const SESSION = 'session-id-0123456789abcdef';
const KEY = `journal-${SESSION}`;

/**
 * A fake of the student API behind `fetch`: it upserts answers like the server does (an answer is
 * replaced only by a save with a sequence at least as high), and can be switched offline (fetch
 * rejects), made to answer a status, or made to answer only on demand.
 */
function fakeServer() {
  const stored = new Map<number, unknown>();
  const storedSequence = new Map<number, number>();
  const calls: { key: number; answer: unknown }[] = [];
  /** The sequence each save carried, in the order of `calls`. */
  const sequences: (number | undefined)[] = [];
  let offline = false;
  let forcedStatus: number | null = null;
  let forcedCode: ErrorCode = 'taking.time_over';
  let lostResponses = 0;
  let held: (() => void)[] | null = null;
  let ended: unknown = null;

  const respond = (status: number, body: unknown) =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const body = init?.body ? JSON.parse(String(init.body)) : {};
    if (offline) throw new TypeError('Failed to fetch');
    if (url.includes('/_end/')) {
      ended = body;
      return respond(201, { response: { finished: true, score: 50 }, now_date: new Date().toISOString() });
    }
    calls.push({ key: body.key, answer: body.answer });
    sequences.push(body.sequence);
    const waiting = held;
    if (waiting) await new Promise<void>((resolve) => waiting.push(resolve));
    if (forcedStatus === 403) return errorResponse(403, forcedCode, 'Time is over.');
    if (forcedStatus) return respond(forcedStatus, { detail: 'nope' });
    const sequence = body.sequence ?? 0;
    if (sequence < (storedSequence.get(body.key) ?? 0))
      return respond(201, { detail: 'saved', superseded: true });
    stored.set(body.key, body.answer);
    storedSequence.set(body.key, sequence);
    if (lostResponses > 0) {
      lostResponses -= 1;
      throw new TypeError('Failed to fetch'); // stored, but the answer never came back
    }
    return respond(201, { detail: 'saved' });
  });

  return {
    fetch,
    stored,
    calls,
    sequences,
    get ended() {
      return ended;
    },
    setOffline(value: boolean) {
      offline = value;
    },
    /** Answers `status` (a 403 with `code`, by default the time-over one) until set back to null. */
    setStatus(status: number | null, code: ErrorCode = 'taking.time_over') {
      forcedStatus = status;
      forcedCode = code;
    },
    loseNextResponses(n: number) {
      lostResponses = n;
    },
    hold() {
      held = [];
    },
    releaseOne() {
      held?.shift()?.();
    },
    releaseNewest() {
      held?.pop()?.();
    },
    releaseAll() {
      const list = held ?? [];
      held = null;
      for (const r of list) r();
    },
  };
}

function memoryStorage() {
  const map = new Map<string, string>();
  return {
    map,
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
  };
}

const rejectAfter = (ms: number) =>
  new Promise<never>((_, reject) => setTimeout(() => reject(new Error('timeout')), ms));

let server: ReturnType<typeof fakeServer>;
let storage: ReturnType<typeof memoryStorage>;
const journals: AnswerJournal[] = [];

function journal(extra: Partial<AnswerJournalOptions> = {}) {
  const j = createAnswerJournal({
    storageKey: KEY,
    storage,
    save: (entry) => saveAnswer(CODE, SESSION, entry),
    random: () => 1, // no jitter: waits are 1 s, 2 s, 4 s, 8 s, 10 s, 10 s…
    ...extra,
  });
  journals.push(j);
  j.start();
  return j;
}

/** Lets the fake fetch promises and the journal's callbacks run (no time passes). */
const settle = () => vi.advanceTimersByTimeAsync(0);

/** A journal that recorded `answers` ([question, answer], in order), once their first saves had their say. */
async function recorded(answers: [number, AnswerValue][], extra: Partial<AnswerJournalOptions> = {}) {
  const j = journal(extra);
  for (const [key, answer] of answers) j.record(key, answer);
  await settle();
  return j;
}

beforeEach(() => {
  vi.useFakeTimers();
  server = fakeServer();
  storage = memoryStorage();
  vi.stubGlobal('fetch', server.fetch);
});

afterEach(() => {
  for (const j of journals.splice(0)) j.stop();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('answer journal', () => {
  it('saves a click at once and reports that all answers are saved', async () => {
    const j = journal();
    j.record(11, 2);
    expect(j.getState()).toEqual({ status: 'saving', pendingCount: 1 });
    await settle();
    expect(server.stored.get(11)).toBe(2);
    expect(j.getState()).toEqual({ status: 'saved', pendingCount: 0 });
    const [url, init] = server.fetch.mock.calls[0];
    expect(String(url)).toBe(`/api/quizz/response/_save/${CODE}?session_id=${SESSION}`);
    expect(init?.method).toBe('POST');
    expect((init?.headers ?? {}) as Record<string, string>).not.toHaveProperty('Authorization');
  });

  it('retries a failed save with a growing wait until the server acknowledges it', async () => {
    server.setOffline(true);
    const j = await recorded([[11, 3]]);
    expect(j.getState().status).toBe('retrying');
    expect(server.fetch).toHaveBeenCalledTimes(1);

    await vi.advanceTimersByTimeAsync(999);
    expect(server.fetch).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1); // 1 s after the first failure
    expect(server.fetch).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(2_000); // then 2 s
    expect(server.fetch).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(4_000); // then 4 s
    expect(server.fetch).toHaveBeenCalledTimes(4);
    expect(j.getState().status).toBe('retrying');

    server.setOffline(false);
    await vi.advanceTimersByTimeAsync(8_000);
    expect(server.stored.get(11)).toBe(3);
    expect(j.getState()).toEqual({ status: 'saved', pendingCount: 0 });
  });

  it('keeps answers of every shape offline and through a reload, the newest per question', async () => {
    server.setOffline(true);
    const first = journal();
    first.record(21, [1, 3]); // several answers
    first.record(22, 'Par'); // a typed text, then more of it
    first.record(22, 'Paris');
    first.record(23, 2.5); // a number
    first.record(24, [3, 1, 2]); // an order of presented slots
    await settle();
    expect(first.getState()).toEqual({ status: 'retrying', pendingCount: 4 });
    first.stop();

    const calls = server.calls.length;
    server.setOffline(false);
    const reloaded = journal();
    expect(reloaded.pending()).toEqual(
      new Map<number, unknown>([
        [21, [1, 3]],
        [22, 'Paris'],
        [23, 2.5],
        [24, [3, 1, 2]],
      ]),
    );
    await settle();
    expect(server.calls.slice(calls)).toEqual([
      { key: 21, answer: [1, 3] },
      { key: 22, answer: 'Paris' },
      { key: 23, answer: 2.5 },
      { key: 24, answer: [3, 1, 2] },
    ]);
    expect(server.stored.get(22)).toBe('Paris');
    expect(reloaded.getState()).toEqual({ status: 'saved', pendingCount: 0 });
  });

  it('retries at once when the network comes back', async () => {
    server.setOffline(true);
    const j = journal();
    j.record(11, 1);
    await vi.advanceTimersByTimeAsync(4_000); // waits now 4 s
    const before = server.fetch.mock.calls.length;
    server.setOffline(false);
    j.retryNow();
    await settle();
    expect(server.fetch.mock.calls.length).toBe(before + 1);
    expect(server.stored.get(11)).toBe(1);
    expect(j.getState().status).toBe('saved');
  });

  it('treats 429 and 5xx as passing troubles, and retries them', async () => {
    server.setStatus(429);
    const j = await recorded([[11, 4]]);
    expect(j.getState().status).toBe('retrying');
    server.setStatus(503);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(j.getState().status).toBe('retrying');
    server.setStatus(null);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(j.getState().status).toBe('saved');
    expect(server.stored.get(11)).toBe(4);
  });

  it('sends an answer again when the acknowledgement was lost, and the server keeps one answer', async () => {
    server.loseNextResponses(1);
    const j = await recorded([[11, 2]]);
    expect(j.getState().status).toBe('retrying');
    await vi.advanceTimersByTimeAsync(1_000);
    expect(server.calls).toEqual([
      { key: 11, answer: 2 },
      { key: 11, answer: 2 },
    ]);
    expect([...server.stored]).toEqual([[11, 2]]);
    expect(j.getState()).toEqual({ status: 'saved', pendingCount: 0 });
  });

  it('keeps the last click per question, even when an older click is acknowledged later', async () => {
    server.hold();
    const j = journal();
    j.record(11, 1); // on its way
    await settle();
    j.record(11, 3); // changed their mind while the first save is in flight
    j.record(12, 2);
    j.record(11, 4); // and again
    expect(j.pending()).toEqual(
      new Map([
        [11, 4],
        [12, 2],
      ]),
    );
    server.releaseAll(); // the first save (answer 1) is acknowledged now
    await settle();
    // one at a time, oldest pending click first: 12 (clicked before the last change of 11), then 11
    expect(server.calls).toEqual([
      { key: 11, answer: 1 },
      { key: 12, answer: 2 },
      { key: 11, answer: 4 },
    ]);
    expect(server.stored.get(11)).toBe(4);
    expect(server.stored.get(12)).toBe(2);
    expect(j.getState()).toEqual({ status: 'saved', pendingCount: 0 });
  });

  it('sends one answer at a time, in click order', async () => {
    server.hold();
    const j = journal();
    j.record(11, 1);
    j.record(12, 2);
    j.record(13, 3);
    await settle();
    expect(server.calls).toHaveLength(1);
    server.releaseOne();
    await settle();
    expect(server.calls).toHaveLength(2);
    server.releaseAll();
    await settle();
    expect(server.calls.map((c) => c.key)).toEqual([11, 12, 13]);
  });

  it('keeps unsent answers across a reload and sends them from the new page', async () => {
    server.setOffline(true);
    const first = await recorded([
      [11, 2],
      [12, 4],
    ]);
    first.stop(); // the page is reloaded: timers die with it

    expect(JSON.parse(storage.map.get(KEY) ?? 'null').entries).toHaveLength(2);
    server.setOffline(false);
    const second = journal();
    expect(second.pending()).toEqual(
      new Map([
        [11, 2],
        [12, 4],
      ]),
    );
    expect(second.lastAnswer()).toMatchObject({ key: 12, answer: 4 });
    await settle();
    expect(server.stored).toEqual(
      new Map([
        [11, 2],
        [12, 4],
      ]),
    );
    expect(second.pending().size).toBe(0);
    expect(JSON.parse(storage.map.get(KEY) ?? 'null').entries).toEqual([]);
  });

  it('gives each click a sequence that only grows, even when the clock goes back, and a retry keeps its sequence', async () => {
    let clock = 1_800_000_000_000;
    server.loseNextResponses(1);
    const j = journal({ now: () => clock });
    j.record(11, 2);
    await settle(); // stored, but the acknowledgement was lost
    clock -= 60_000; // the device's clock was set back a minute
    await vi.advanceTimersByTimeAsync(1_000); // the retry
    j.record(12, 3);
    j.record(13, 1); // the same millisecond
    await settle();
    expect(server.calls.map((c) => c.key)).toEqual([11, 11, 12, 13]);
    expect(server.sequences).toEqual([
      1_800_000_000_000,
      1_800_000_000_000, // the retry: the same sequence
      1_800_000_000_001,
      1_800_000_000_002,
    ]);
    expect(j.lastAnswer()).toEqual({ key: 13, answer: 1, sequence: 1_800_000_000_002 });
  });

  it('continues above the last sequence after a reload, even with nothing left to send', async () => {
    let clock = 1_800_000_000_000;
    const first = journal({ now: () => clock });
    first.record(11, 2);
    first.record(11, 3);
    await settle();
    expect(first.pending().size).toBe(0);
    first.stop(); // reloaded, and the device's clock is now behind
    clock = 1_700_000_000_000;
    const second = journal({ now: () => clock });
    expect(second.lastAnswer()).toEqual({ key: 11, answer: 3, sequence: 1_800_000_000_001 });
    second.record(11, 4);
    await settle();
    expect(server.sequences.at(-1)).toBe(1_800_000_000_002);
    expect(server.stored.get(11)).toBe(4); // the server took it: its sequence is the highest
  });

  it('keeps a newer answer when the save it replaced reaches the server late', async () => {
    // the first save hangs past the client's timeout; the journal moves on to the newer click
    server.hold();
    const j = journal({
      save: (entry) => Promise.race([saveAnswer(CODE, SESSION, entry), rejectAfter(8_000)]),
    });
    j.record(11, 1);
    await settle();
    await vi.advanceTimersByTimeAsync(8_000); // given up on, still on its way
    j.record(11, 4);
    await vi.advanceTimersByTimeAsync(1_000); // after the backoff, the newer click is sent
    expect(server.calls).toEqual([
      { key: 11, answer: 1 },
      { key: 11, answer: 4 },
    ]);
    server.releaseNewest(); // the newer lands first and is acknowledged
    await settle();
    expect(j.getState()).toEqual({ status: 'saved', pendingCount: 0 });
    server.releaseAll(); // the one given up on lands late
    await settle();
    expect(server.stored.get(11)).toBe(4);
  });

  it('ignores a damaged journal in storage', () => {
    storage.setItem(KEY, '{not json');
    expect(journal().pending().size).toBe(0);
    storage.setItem(KEY, JSON.stringify({ v: 1, entries: [{ key: 'x', answer: 9, seq: 1 }] }));
    expect(journal().pending().size).toBe(0);
  });

  it('flushes every answer before the end is sent', async () => {
    server.setOffline(true);
    const j = await recorded([
      [11, 2],
      [12, 3],
    ]);

    const ending = (async () => {
      const outcome = await j.flush();
      await endSession(CODE, SESSION, j.lastAnswer());
      return outcome;
    })();
    await vi.advanceTimersByTimeAsync(3_000);
    expect(server.ended).toBeNull(); // still offline: the end waits for the answers

    server.setOffline(false);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(await ending).toBe('flushed');
    expect(server.stored).toEqual(
      new Map([
        [11, 2],
        [12, 3],
      ]),
    );
    expect(server.ended).toEqual({ key: 12, answer: 3, sequence: server.sequences.at(-1) });
  });

  it('stops and reports time over when the server refuses answers, so the quiz can still end', async () => {
    const onTimeOver = vi.fn();
    server.setStatus(403);
    const j = journal({ onTimeOver });
    j.record(11, 2);
    await settle();
    expect(onTimeOver).toHaveBeenCalledTimes(1);
    expect(j.getState().status).toBe('timeOver');
    expect(await j.flush()).toBe('timeOver');
    await vi.advanceTimersByTimeAsync(60_000);
    expect(server.fetch).toHaveBeenCalledTimes(1); // no retries once time is over
  });

  it('takes only the time-over code for time over: another 403 drops the answer and goes on', async () => {
    const onTimeOver = vi.fn();
    server.setStatus(403, 'taking.hosted_live');
    const j = journal({ onTimeOver });
    j.record(11, 2);
    await settle();
    expect(onTimeOver).not.toHaveBeenCalled();
    expect(j.getState().status).not.toBe('timeOver');
    expect(await j.flush()).toBe('flushed');
  });

  it('gives up retrying when the time is over by the server clock', async () => {
    let expired = false;
    const onTimeOver = vi.fn();
    server.setOffline(true);
    const j = await recorded([[11, 2]], { isExpired: () => expired, onTimeOver });
    expect(j.getState().status).toBe('retrying');
    const flushed = j.flush();
    expired = true;
    await vi.advanceTimersByTimeAsync(2_000);
    expect(await flushed).toBe('timeOver');
    expect(onTimeOver).toHaveBeenCalledTimes(1);
  });

  it('drops an answer the server can never take (400) and goes on with the others', async () => {
    const j = journal();
    server.setStatus(400);
    j.record(99, 2);
    await settle();
    server.setStatus(null);
    j.record(11, 1);
    await settle();
    expect(j.pending().size).toBe(0);
    expect(server.stored.get(11)).toBe(1);
  });

  it('clears the journal after the end', async () => {
    server.setOffline(true);
    const j = await recorded([[11, 2]]);
    j.clear();
    expect(storage.map.has(KEY)).toBe(false);
    expect(j.pending().size).toBe(0);
  });

  it('notifies subscribers of each status change', async () => {
    server.setOffline(true);
    const j = journal();
    const seen: string[] = [];
    j.subscribe(() => seen.push(j.getState().status));
    j.record(11, 2);
    await settle();
    server.setOffline(false);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(seen).toEqual(['saving', 'retrying', 'saved']);
  });
});
