import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type HostState, LIVE_TAP_ALLOWANCE_MS, type PlayerState } from '@quizzical/common';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { createEventBus, type EventBus } from '../../lib/event-bus';
import { openSse, type SseClient } from '../../test/sse-client';
import { createActiveUser, createTestApp, found, type TestApp } from '../../test/test-app';

// A hosted game over two instances of the server on one PostgreSQL: the host on instance A,
// the players on instance B. Steps cross by the event bus's `live_steps` NOTIFY, answers counts by the
// batched results events. Real apps listening on real ports, a real HTTP client. PostgreSQL only: PGlite
// lives inside one process and cannot be shared (as server/src/test/cluster.test.ts).

const PLAYERS = ['Ada', 'Bob', 'Cyd'];
const QUESTIONS = [1, 2].map((n) => ({
  text: `Question ${n}?`,
  answer1: 'right',
  answer2: 'wrong',
  correct_answer: 1,
}));

describe.runIf(!!process.env.DATABASE_URL)('a hosted game over two instances', () => {
  let a: TestApp;
  let b: FastifyInstance;
  /** B's event bus, slow to reconnect (1 s) so that a test can make it miss a step */
  let busB: EventBus;
  let bDataDir: string;
  let baseA: string;
  let baseB: string;
  const streams: SseClient[] = [];

  beforeAll(async () => {
    a = await createTestApp();
    // the same database, secret and clock: a second process of the same deployment
    bDataDir = await mkdtemp(join(tmpdir(), 'quizzical-test-b-'));
    const silent = { info() {}, warn() {}, error() {} };
    busB = await createEventBus({
      databaseUrl: a.config.databaseUrl,
      logger: silent,
      reconnect: { initialMs: 1_000, maxMs: 1_000 },
    });
    b = await buildApp({ ...a.config, dataDir: bDataDir }, { bus: busB });
    await b.ready();
    baseA = await a.app.listen({ port: 0, host: '127.0.0.1' });
    baseB = await b.listen({ port: 0, host: '127.0.0.1' });
  }, 60_000);

  afterAll(async () => {
    for (const stream of streams) stream.close();
    await b?.close();
    await busB?.close();
    await a?.close(); // drops the database
    await rm(bDataDir, { recursive: true, force: true });
  });

  const request = async (base: string, method: string, path: string, body?: object, headers = {}) => {
    const res = await fetch(`${base}${path}`, {
      method,
      headers: { ...(body && { 'content-type': 'application/json' }), ...headers },
      body: body && JSON.stringify(body),
    });
    return { status: res.status, json: (await res.json()) as Record<string, unknown> };
  };

  /** A hosted game: its host streaming from A, the PLAYERS joined and streaming on B, all in the lobby. */
  async function gameOverTwo() {
    const owner = await createActiveUser(a);
    const created = await request(
      baseA,
      'POST',
      '/api/quizz',
      { title: 'Two instances', anonymous: false, questions: QUESTIONS },
      owner.auth,
    );
    const code = created.json.code as string;
    const keys = (created.json.questions as { id: number }[]).map((q) => q.id);
    expect(
      (await request(baseA, 'POST', `/api/quizz/${code}/live/_host`, undefined, owner.auth)).status,
    ).toBe(200);
    const host = await openSse(`${baseA}/api/quizz/${code}/live/_events`, owner.auth);
    streams.push(host);
    expect(host.status).toBe(200);

    const sessions: string[] = [];
    for (const name of PLAYERS) {
      const joined = await request(baseB, 'POST', `/api/quizz/response/_start/${code}`, {
        firstName: name,
        lastName: 'Player',
      });
      expect(joined.status).toBe(201);
      sessions.push((joined.json.response as { session_id: string }).session_id);
    }
    const players = await Promise.all(
      sessions.map((session) => openSse(`${baseB}/api/quizz/live/${code}/_events?session_id=${session}`)),
    );
    streams.push(...players);
    for (const player of players) await player.waitForState<PlayerState>((s) => s.step === 'lobby');
    // joins on B counted by the host on A
    await host.waitForState<HostState>((s) => s.player_count === PLAYERS.length);

    const advance = async (version: number) => {
      const moved = await request(baseA, 'POST', `/api/quizz/${code}/live/_next`, { version }, owner.auth);
      expect(moved.status).toBe(200);
      return moved.json as unknown as HostState;
    };
    return { code, keys, host, sessions, players, advance, owner };
  }

  it("the host's steps on A reach B's players, B's answers reach A's host, a countdown reveals once", async () => {
    const { code, keys, host, sessions, players, advance } = await gameOverTwo();
    expect(a.app.liveStreams.stats()).toMatchObject({ hosts: 1, players: 0 });
    expect(b.liveStreams.stats()).toMatchObject({ hosts: 0, players: 3 });

    // 'Start' on A: the first question reaches every player on B
    const lobby = host.states<HostState>().at(-1) as HostState;
    const first = await advance(lobby.version);
    for (const player of players) {
      const state = await player.waitForState<PlayerState>((s) => s.step === 'question');
      expect(state).toMatchObject({ question_index: 0, version: first.version, answer: null });
      expect(state.question?.text).toBe('Question 1?');
    }

    // answers on B: A's host counts them
    for (const [i, session] of sessions.entries()) {
      const saved = await request(baseB, 'POST', `/api/quizz/live/${code}/_answer?session_id=${session}`, {
        key: keys[0],
        answer: i === 2 ? 2 : 1,
      });
      expect(saved.status).toBe(201);
    }
    await host.waitForState<HostState>((s) => s.step === 'question' && s.answers_received === 3, 0, 5_000);

    // 'Show results' on A: the reveal reaches B with each player's points
    const reveal = await advance(first.version);
    expect(reveal.distribution).toEqual([2, 1, 0, 0]);
    const revealed = await Promise.all(
      players.map((player) => player.waitForState<PlayerState>((s) => s.step === 'reveal')),
    );
    expect(revealed.map((s) => [s.name, s.correct_answer, s.points])).toEqual([
      ['Ada Player', 1, 1],
      ['Bob Player', 1, 1],
      ['Cyd Player', 1, 0],
    ]);

    // the second question with a one-second countdown: both instances' timers race at its end, one
    // reveal wins (one version), and everyone hears it
    await a.app.database.query('update quizzes set question_time = 1 where code = $1', [code]);
    const second = await advance(reveal.version);
    expect(second.question_time).toBe(1);
    for (const player of players) await player.waitForState<PlayerState>((s) => s.question_index === 1);
    a.clock.advance(1_000 + LIVE_TAP_ALLOWANCE_MS);
    const ended = await host.waitForState<HostState>((s) => s.step === 'reveal' && s.question_index === 1);
    expect(ended.version).toBe(second.version + 1);
    for (const player of players) {
      const state = await player.waitForState<PlayerState>(
        (s) => s.step === 'reveal' && s.question_index === 1,
      );
      expect(state.version).toBe(second.version + 1);
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(host.states<HostState>().at(-1)?.version).toBe(second.version + 1);
  }, 60_000);

  it("a key corrected on B rescores the game hosted on A: A's host screen and B's phones get the new points", async () => {
    const { code, keys, host, sessions, players, advance, owner } = await gameOverTwo();
    const first = await advance((host.states<HostState>().at(-1) as HostState).version);
    for (const [i, session] of sessions.entries())
      await request(baseB, 'POST', `/api/quizz/live/${code}/_answer?session_id=${session}`, {
        key: keys[0],
        answer: i === 2 ? 2 : 1,
      });
    const reveal = await advance(first.version);
    // by name: players tied on points and time (one clock) are ranked by join order, which ties too
    const points = (state: HostState) =>
      state.leaderboard
        .map((entry) => [entry.name, entry.points])
        .sort((x, y) => String(x[0]).localeCompare(String(y[0])));
    expect(points(reveal)).toEqual([
      ['Ada Player', 1],
      ['Bob Player', 1],
      ['Cyd Player', 0],
    ]);
    // the teacher meant 'wrong': corrected through B, whose instance never read the standings
    const quiz = await request(baseB, 'GET', `/api/quizz/${code}`, undefined, owner.auth);
    const questions = (quiz.json.questions as { correct_answer: number }[]).map((question, i) =>
      i === 0 ? { ...question, correct_answer: 2 } : question,
    );
    const corrected = await request(baseB, 'PATCH', `/api/quizz/${code}`, { questions }, owner.auth);
    expect(corrected.status).toBe(200);
    const after = await host.waitForState<HostState>((s) => s.leaderboard[0]?.name === 'Cyd Player');
    expect(after.version).toBe(reveal.version);
    expect(points(after)).toEqual([
      ['Ada Player', 0],
      ['Bob Player', 0],
      ['Cyd Player', 1],
    ]);
    const phones = await Promise.all(
      players.map((player) => player.waitForState<PlayerState>((s) => s.correct_answer === 2)),
    );
    expect(phones.map((s) => [s.name, s.correct, s.points])).toEqual([
      ['Ada Player', false, 0],
      ['Bob Player', false, 0],
      ['Cyd Player', true, 1],
    ]);
    // A's own reads agree (its standings were cached before the correction)
    const read = await request(baseA, 'GET', `/api/quizz/${code}/live`, undefined, owner.auth);
    expect(points(read.json as unknown as HostState)).toEqual(points(after));
  }, 60_000);

  it("the host removes a player on A: B's phone is told and its stream ends, the others' states and A's screen drop them", async () => {
    const { code, host, sessions, players, owner } = await gameOverTwo();
    const lobby = host.states<HostState>().at(-1) as HostState;
    const ada = lobby.players.find((player) => player.name === 'Ada Player');
    const path = `/api/quizz/${code}/live/players/${ada?.id}`;
    const removed = await request(baseA, 'DELETE', path, undefined, owner.auth);
    expect(removed.status).toBe(200);
    const told = await players[0].waitFor((event) => event.type === 'removed');
    expect(JSON.parse(told.data)).toEqual({
      detail: 'The host removed you from this game.',
      code: 'live.player_removed',
    });
    await players[0].waitForEnd();
    for (const player of players.slice(1))
      await player.waitForState<PlayerState>((s) => s.version === lobby.version + 1 && s.player_count === 2);
    await host.waitForState<HostState>((s) => s.player_count === 2);
    expect((await request(baseB, 'GET', `/api/quizz/live/${code}?session_id=${sessions[0]}`)).status).toBe(
      403,
    );
  }, 60_000);

  it("B's players get the step they missed while B's LISTEN connection was down", async () => {
    const { host, players, advance } = await gameOverTwo();
    const lobby = host.states<HostState>().at(-1) as HostState;
    await cutListenConnections(found(a.config.databaseUrl, 'the test database'));
    const start = Date.now();
    while (busB.connected()) {
      expect(Date.now() - start).toBeLessThan(5_000);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    // 'Start' while B is deaf: its NOTIFY is lost for B, which reconnects only after a second
    const first = await advance(lobby.version);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(busB.connected()).toBe(false);
    for (const player of players) expect(player.states<PlayerState>().at(-1)?.step).toBe('lobby');
    // back, B counts every game as changed: its players get the question
    for (const player of players) {
      const state = await player.waitForState<PlayerState>((s) => s.step === 'question', 0, 5_000);
      expect(state.version).toBe(first.version);
    }
  }, 60_000);
});

/** Cuts every LISTEN connection to the test database, as a database restart would. */
async function cutListenConnections(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(
      `select pg_terminate_backend(pid) from pg_stat_activity
       where datname = current_database() and application_name = 'quizzical-listen'`,
    );
  } finally {
    await client.end();
  }
}
