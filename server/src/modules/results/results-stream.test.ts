import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseConfig } from '../../config';
import { openSse } from '../../test/sse-client';
import { createActiveUser, createTestApp, type TestApp } from '../../test/test-app';
import { createStartedQuiz } from '../../test/test-calls';

// The results stream (SSE) through a real listening server and a real HTTP client: heartbeats, caps
// on open streams, and (on PostgreSQL) recovery after the database connections are cut.

const HEARTBEAT_MS = 150;
const live = { ...baseConfig().live, heartbeatMs: HEARTBEAT_MS, streamsPerAccount: 3, streamsPerQuiz: 2 };
let t: TestApp;
let address: string;
let teacher: Awaited<ReturnType<typeof createActiveUser>>;

beforeAll(async () => {
  t = await createTestApp({ live });
  address = await t.app.listen({ port: 0, host: '127.0.0.1' });
  teacher = await createActiveUser(t, 'stream-teacher@example.com');
});
afterAll(() => t.close());

const QUESTIONS = [{ text: 'One?', answer1: 'a', answer2: 'b', correct_answer: 1 }];

async function startedQuiz(app: TestApp = t, owner = teacher) {
  const quiz = await createStartedQuiz(app, owner.auth, { title: 'Streamed', questions: QUESTIONS });
  return quiz;
}

/** The owner's results stream of the quiz `code`, recorded as it arrives (test/sse-client.ts). */
const openStream = (base: string, code: string, token: string) =>
  openSse(`${base}/api/quizz/${code}/events`, { authorization: `Bearer ${token}` });

describe('results stream on shutdown', () => {
  it('ends when the app closes, with a retry hint, so that closing does not wait on it', async () => {
    const closing = await createTestApp({ live });
    const base = await closing.app.listen({ port: 0, host: '127.0.0.1' });
    const owner = await createActiveUser(closing, 'closing-teacher@example.com');
    const quiz = await startedQuiz(closing, owner);
    const stream = await openStream(base, quiz.code, owner.access);
    await stream.waitFor((e) => e.type === 'ready');
    await closing.close();
    const last = await stream.waitFor((e) => e.frame.includes(': server shutting down'));
    expect(last.frame).toMatch(/^retry: \d+\n: server shutting down$/);
  });
});

describe('results stream heartbeats', () => {
  it('says its heartbeat interval when it opens, then sends a heartbeat at that interval', async () => {
    const quiz = await startedQuiz();
    const stream = await openStream(address, quiz.code, teacher.access);
    try {
      const ready = await stream.waitFor((e) => e.type === 'ready');
      expect(JSON.parse(ready.data)).toEqual({ quizz: quiz.code, heartbeat_ms: HEARTBEAT_MS, live: true });
      await stream.waitFor((e) => e.type === 'heartbeat', 0, 2_000);
      const first = stream.events.findIndex((e) => e.type === 'heartbeat');
      const second = await stream.waitFor((e) => e.type === 'heartbeat', first + 1, 2_000);
      const gap = second.at - stream.events[first].at;
      expect(gap).toBeGreaterThan(HEARTBEAT_MS * 0.5);
      expect(gap).toBeLessThan(HEARTBEAT_MS * 2.5);
    } finally {
      stream.close();
    }
  });

  it('defaults to a heartbeat every 15 s', () => {
    expect(baseConfig().live.heartbeatMs).toBe(15_000);
  });
});

describe('caps on open results streams', () => {
  it('answers 429 with a clear text beyond the cap per quiz and per account, and a closed stream frees its slot', async () => {
    const owner = await createActiveUser(t, 'stream-caps@example.com');
    const a = await startedQuiz(t, owner);
    const b = await startedQuiz(t, owner);
    const c = await startedQuiz(t, owner);
    const open = [
      await openStream(address, a.code, owner.access),
      await openStream(address, a.code, owner.access),
    ];
    try {
      expect(open.map((s) => s.status)).toEqual([200, 200]);
      const thirdOnA = await openStream(address, a.code, owner.access);
      expect(thirdOnA.status).toBe(429);
      expect(JSON.parse(thirdOnA.body).detail).toBe(
        'Too many live results pages are open for this quizz (2 at most). Close some and try again.',
      );

      open.push(await openStream(address, b.code, owner.access));
      expect(open[2].status).toBe(200); // three for the account now
      const onC = await openStream(address, c.code, owner.access);
      expect(onC.status).toBe(429);
      expect(JSON.parse(onC.body).detail).toBe(
        'Too many live results pages are open for this account (3 at most). Close some and try again.',
      );
      // another account is not held back by this one
      const other = await openStream(address, (await startedQuiz()).code, teacher.access);
      expect(other.status).toBe(200);
      other.close();

      // closing a stream frees its slot (as soon as the server sees the connection close)
      open[0].close();
      const started = Date.now();
      let again = await openStream(address, a.code, owner.access);
      while (again.status === 429 && Date.now() - started < 2_000) {
        await new Promise((resolve) => setTimeout(resolve, 10));
        again = await openStream(address, a.code, owner.access);
      }
      expect(again.status).toBe(200);
      open.push(again);
      // refused streams took no slot: the account is full again, with exactly three open
      expect((await openStream(address, c.code, owner.access)).status).toBe(429);
    } finally {
      for (const s of open) s.close();
    }
  });

  it('defaults to 20 streams per account and 10 per quiz', () => {
    expect(baseConfig().live).toMatchObject({ streamsPerAccount: 20, streamsPerQuiz: 10 });
  });
});

/** Cuts every connection to the test database but this one: a database restart, as the apps see it. */
async function cutConnections(databaseUrl: string) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query(
      'select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
    );
    return rows.length;
  } finally {
    await client.end();
  }
}

// PGlite runs inside the process: it has no connections to cut, and one instance only.
describe.runIf(!!process.env.DATABASE_URL)('results streams after the database connections are cut', () => {
  it('recover: the stream hears an update and heartbeats again, and a change made through another instance reaches it', async () => {
    const second = await createTestApp({ databaseUrl: t.config.databaseUrl, live });
    try {
      const owner = await createActiveUser(t, 'stream-cut@example.com');
      const quiz = await startedQuiz(t, owner);
      const secondAddress = await second.app.listen({ port: 0, host: '127.0.0.1' });
      // the teacher streams from the second instance; students talk to the first
      const stream = await openStream(secondAddress, quiz.code, owner.access);
      try {
        await stream.waitFor((e) => e.type === 'ready');
        await stream.waitFor((e) => e.type === 'heartbeat');

        const cut = stream.events.length;
        const cutAt = Date.now();
        expect(await cutConnections(t.config.databaseUrl ?? '')).toBeGreaterThanOrEqual(4); // 2 apps × LISTEN, NOTIFY
        // after reconnecting, the bus tells every open stream (changes may have been missed)
        const recovered = await stream.waitFor((e) => e.type === 'update', cut);
        const heartbeat = await stream.waitFor((e) => e.type === 'heartbeat', cut);

        // a student joins through the first instance: the stream on the second hears it
        const before = stream.events.length;
        const joinedAt = Date.now();
        let joined = await t.app.inject({
          method: 'POST',
          url: `/api/quizz/response/_start/${quiz.code}`,
          payload: {},
        });
        // the first instance's pool may hand out a connection that was cut: a student's client retries
        let retries = 0;
        for (; retries < 5 && joined.statusCode >= 500; retries++)
          joined = await t.app.inject({
            method: 'POST',
            url: `/api/quizz/response/_start/${quiz.code}`,
            payload: {},
          });
        expect(joined.statusCode).toBe(201);
        const update = await stream.waitFor((e) => e.type === 'update', before, 2_000);
        console.info(
          `results stream after pg_terminate_backend: update ${recovered.at - cutAt} ms, heartbeat ${heartbeat.at - cutAt} ms after the cut; a join on the other instance reached it in ${update.at - joinedAt} ms (${retries} join retries)`,
        );
        expect(recovered.at - cutAt).toBeLessThan(3_000);
      } finally {
        stream.close();
      }
    } finally {
      await second.close();
    }
  });
});
