import { execFile, spawn } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createActiveUser, createTestApp, type TestApp } from '../test/test-app';
import { createStartedQuiz } from '../test/test-calls';

// Limits shared by the instances of one app through Redis: two apps built in this process on
// one PostgreSQL database and one Redis are two instances. PGlite is one instance: it counts in memory.

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const limits = {
  codeMissesPerAddress: { max: 4, timeWindow: 60_000 },
  loginPerAddress: { max: 3, timeWindow: 60_000 },
  loginFailuresPerAddressAndAccount: { max: 5, timeWindow: 60_000 },
  joinsPerAddress: { max: 2, timeWindow: 60_000 },
};
const QUESTIONS = [{ text: 'One?', answer1: 'a', answer2: 'b', correct_answer: 1 }];

describe.runIf(!!process.env.DATABASE_URL)('limits on PostgreSQL with Redis', () => {
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    a = await createTestApp({ redisUrl: REDIS_URL, rateLimits: limits, limits: limitsPerSession(3) });
    b = await createTestApp({
      databaseUrl: a.config.databaseUrl,
      redisUrl: REDIS_URL,
      rateLimits: limits,
      limits: limitsPerSession(3),
    });
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it('answer at most N unknown codes to misses in flight together on both instances', async () => {
    const probes = Array.from({ length: 12 }, (_, i) =>
      (i % 2 ? a : b).app.inject({
        method: 'GET',
        url: `/api/quizz/response/_start/NOSUCH?session_id=${'s'.repeat(31)}${i % 10}`,
        remoteAddress: '198.51.100.9',
      }),
    );
    const statuses = (await Promise.all(probes)).map((res) => res.statusCode);
    expect(statuses.filter((status) => status === 404)).toHaveLength(limits.codeMissesPerAddress.max);
    expect(statuses.filter((status) => status === 429)).toHaveLength(12 - limits.codeMissesPerAddress.max);
  });

  it('count a limit of N across two instances: unknown codes, sign-ins and joins per address, saves per session', async () => {
    // unknown codes from one address, alternating instances: the fifth lookup is refused on either
    const address = '198.51.100.7';
    const misses = [];
    for (const app of [a, b, a, b, a, b])
      misses.push(
        (await app.app.inject({ method: 'GET', url: '/api/quizz/_start/NOSUCH', remoteAddress: address }))
          .statusCode,
      );
    expect(misses).toEqual([404, 404, 404, 404, 429, 429]);

    // @fastify/rate-limit's per-address limit on sign-in, through its store in Redis
    const signIns = [];
    for (const app of [a, b, a, b])
      signIns.push(
        (
          await app.app.inject({
            method: 'POST',
            url: '/auth/jwt/create/',
            payload: { username: 'nobody@example.com', password: 'wrong password' },
            remoteAddress: '198.51.100.8',
          })
        ).statusCode,
      );
    expect(signIns).toEqual([401, 401, 401, 429]);

    // saves of one session, alternating instances: the fourth in 10 s is refused
    const teacher = await createActiveUser(a);
    const quiz = await createStartedQuiz(a, teacher.auth, { title: 'Shared', questions: QUESTIONS });
    const joined = await b.app.inject({
      method: 'POST',
      url: `/api/quizz/response/_start/${quiz.code}`,
      payload: {},
    });
    const session = joined.json().response.session_id as string;
    const saves = [];
    for (const [i, app] of [a, b, a, b].entries())
      saves.push(
        (
          await app.app.inject({
            method: 'POST',
            url: `/api/quizz/response/_save/${quiz.code}?session_id=${session}`,
            payload: { key: quiz.questions[0].id, answer: 1 + (i % 2), sequence: i + 1 },
          })
        ).statusCode,
      );
    expect(saves).toEqual([201, 201, 201, 429]);

    // joins of one address, alternating instances: the third in the minute is refused
    const joins = [];
    for (const app of [a, b, a])
      joins.push(
        (
          await app.app.inject({
            method: 'POST',
            url: `/api/quizz/response/_start/${quiz.code}`,
            payload: {},
            remoteAddress: '198.51.100.10',
          })
        ).statusCode,
      );
    expect(joins).toEqual([201, 201, 429]);
  });

  it('count in each instance\u2019s memory while Redis is unreachable, and the app keeps answering', async () => {
    const cut = await createTestApp({ redisUrl: 'redis://127.0.0.1:1', rateLimits: limits });
    try {
      const codes = [];
      for (let i = 0; i < 6; i++)
        codes.push(
          (
            await cut.app.inject({
              method: 'GET',
              url: '/api/quizz/_start/NOSUCH',
              remoteAddress: '198.51.100.9',
            })
          ).statusCode,
        );
      expect(codes).toEqual([404, 404, 404, 404, 429, 429]);
      const signIn = await cut.app.inject({
        method: 'POST',
        url: '/auth/jwt/create/',
        payload: { username: 'nobody@example.com', password: 'wrong password' },
        remoteAddress: '198.51.100.9',
      });
      expect(signIn.statusCode).toBe(401);
    } finally {
      await cut.close();
    }
  });
});

describe.runIf(!!process.env.DATABASE_URL)('limits when Redis goes away in the middle', () => {
  it('keep counting in each instance\u2019s memory while it is gone, and the app keeps answering', async () => {
    // a Redis of this test's own, so that stopping it troubles no one else
    const port = 21_000 + (process.pid % 9_000);
    const redis = spawn('redis-server', ['--port', String(port), '--save', '', '--appendonly', 'no'], {
      stdio: 'ignore',
    });
    const gone = new Promise((resolve) => redis.once('exit', resolve));
    const t = await createTestApp({ redisUrl: `redis://127.0.0.1:${port}`, rateLimits: limits });
    try {
      const lookup = async () =>
        (
          await t.app.inject({
            method: 'GET',
            url: '/api/quizz/_start/NOSUCH',
            remoteAddress: '198.51.100.10',
          })
        ).statusCode;
      // counted in Redis once it answers
      const counted = async () => Number(await redisCli(port, 'dbsize'));
      for (let i = 0; i < 50 && (await lookup()) === 404 && (await counted()) === 0; i++)
        await new Promise((resolve) => setTimeout(resolve, 100));
      expect(await counted()).toBeGreaterThan(0);

      redis.kill('SIGKILL');
      await gone;
      // the insurance counts from zero: four misses, then 429, without one error
      const during = [];
      for (let i = 0; i < 5; i++) during.push(await lookup());
      expect(during).toEqual([404, 404, 404, 404, 429]);
    } finally {
      redis.kill('SIGKILL');
      await t.close();
    }
  });
});

function redisCli(port: number, command: string) {
  return new Promise<string>((resolve) => {
    execFile('redis-cli', ['-p', String(port), command], (error, stdout) =>
      resolve(error ? '0' : stdout.trim()),
    );
  });
}

function limitsPerSession(saves: number) {
  return { joinsPerQuizPer10s: 1_000, savesPerSessionPer10s: saves };
}
