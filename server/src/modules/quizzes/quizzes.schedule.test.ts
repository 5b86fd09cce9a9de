import { rm } from 'node:fs/promises';
import { ERROR_TEXTS, OPENS_AT_HEADER, type Quiz } from '@quizzical/common';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../app';
import { appWithTeacher, createActiveUser, createTestApp, grantPro, type TestApp } from '../../test/test-app';
import { callerOf, createQuiz } from '../../test/test-calls';

// Homework with a deadline: a quiz opens and closes by itself, driven by the server's clock (moved by
// hand here), and a session never runs past the deadline.

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const QUESTIONS = [{ text: 'Capital of Italy?', answer1: 'Rome', answer2: 'Milan', correct_answer: 1 }];

let t: TestApp, teacher: Awaited<ReturnType<typeof createActiveUser>>;
const call = callerOf(() => t);

// the clock moves by days here: tokens must outlive it; no timer, the tests run the check
beforeAll(async () => {
  ({ t, teacher } = await appWithTeacher('homework@example.com', {
    pro: 'HOMEWORKPRO',
    accessTokenTtlSeconds: 365 * 86_400,
    scheduleCheckMs: 0,
  }));
});
afterAll(() => t.close());

/** The time `offsetMs` from now on the clock of `app` (the file's by default), as the API writes it. */
const at = (offsetMs: number, app = t) => new Date(app.clock.current.getTime() + offsetMs).toISOString();

async function homework(settings: Record<string, unknown>): Promise<Quiz> {
  const res = await call(
    'POST',
    '/api/quizz',
    { title: 'Homework', duration: 30, questions: QUESTIONS, ...settings },
    teacher.auth,
  );
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

const join = (code: string, student: Record<string, string> = {}) =>
  call('POST', `/api/quizz/response/_start/${code}`, student);
const statusOf = async (code: string) =>
  (await call('GET', `/api/quizz/${code}`, undefined, teacher.auth)).json().status;

describe('a schedule', () => {
  it('refuses a deadline before the opening, a deadline in the past and a time without its zone, under their fields', async () => {
    const before = await call(
      'POST',
      '/api/quizz',
      { title: 'Backwards', opens_at: at(2 * HOUR), closes_at: at(HOUR) },
      teacher.auth,
    );
    expect(before.statusCode).toBe(400);
    expect(before.json()).toEqual({ closes_at: [ERROR_TEXTS['quizzes.closes_before_opens']] });
    const past = await call('POST', '/api/quizz', { title: 'Late', closes_at: at(-MINUTE) }, teacher.auth);
    expect(past.json()).toEqual({ closes_at: [ERROR_TEXTS['quizzes.closes_in_past']] });
    const local = await call(
      'POST',
      '/api/quizz',
      { title: 'Where', opens_at: '2030-01-01T08:00' },
      teacher.auth,
    );
    expect(local.statusCode).toBe(400);
    expect(Object.keys(local.json())).toEqual(['opens_at']);
  });

  it('is read back as given and shown on the dashboard list', async () => {
    const opensAt = at(HOUR);
    const closesAt = at(7 * 24 * HOUR);
    const quiz = await homework({ opens_at: opensAt, closes_at: closesAt });
    expect(new Date(quiz.opens_at ?? '').toISOString()).toBe(opensAt);
    expect(new Date(quiz.closes_at ?? '').toISOString()).toBe(closesAt);
    const listed = (await call('GET', '/api/quizz', undefined, teacher.auth))
      .json()
      .find((row: Quiz) => row.code === quiz.code);
    expect(listed).toMatchObject({ opens_at: quiz.opens_at, closes_at: quiz.closes_at });
  });

  it('keeps a student out before it opens, saying when; opens by itself; the deadline caps a session; closes by itself', async () => {
    const quiz = await homework({ opens_at: at(HOUR), closes_at: at(HOUR + 20 * MINUTE) });

    const early = await join(quiz.code);
    expect(early.statusCode).toBe(403);
    expect(early.body).toBe('This quizz has not yet started.');
    expect(early.headers[OPENS_AT_HEADER]).toBe(quiz.opens_at);
    const startPage = await call('GET', `/api/quizz/_start/${quiz.code}`);
    expect(startPage.statusCode).toBe(403);
    expect(startPage.headers[OPENS_AT_HEADER]).toBe(quiz.opens_at);

    t.clock.advance(HOUR);
    expect((await t.app.scheduler.runDue()).opened).toContain(quiz.code);
    expect(await statusOf(quiz.code)).toBe(1);

    // 30 minutes of duration, 20 left before the deadline
    t.clock.advance(5 * MINUTE);
    const joined = await join(quiz.code);
    expect(joined.statusCode).toBe(201);
    expect(joined.json().response.end_date).toBe(quiz.closes_at);

    t.clock.advance(15 * MINUTE);
    // due, before any instance's check has closed it: the join is refused all the same
    const late = await join(quiz.code);
    expect(late.statusCode).toBe(403);
    expect(late.body).toBe('This quizz has ended.');
    expect((await t.app.scheduler.runDue()).closed).toContain(quiz.code);
    expect(await statusOf(quiz.code)).toBe(2);
    expect((await join(quiz.code)).body).toBe('This quizz has ended.');
  });

  it('moves each quiz once: a second check finds nothing to do', async () => {
    const quiz = await homework({ opens_at: at(MINUTE), closes_at: at(2 * MINUTE) });
    t.clock.advance(MINUTE);
    const first = await t.app.scheduler.runDue();
    const second = await t.app.scheduler.runDue();
    expect(first.opened).toContain(quiz.code);
    expect(second.opened).not.toContain(quiz.code);
    t.clock.advance(MINUTE);
    expect((await t.app.scheduler.runDue()).closed).toEqual([quiz.code]);
    expect((await t.app.scheduler.runDue()).closed).toEqual([]);
  });

  it('gives the minutes a teacher grants on top of the deadline', async () => {
    const quiz = await homework({ closes_at: at(10 * MINUTE) });
    await call('POST', `/api/quizz/_start_now/${quiz.code}`, undefined, teacher.auth);
    const session = (
      await join(quiz.code, { firstName: 'Ada', lastName: 'Late', studentNumber: 'S1' })
    ).json().response;
    expect(session.end_date).toBe(quiz.closes_at);
    const report = (await call('GET', `/api/quizz/${quiz.code}/responses`, undefined, teacher.auth)).json();
    const participant = report.participants[0];
    const granted = await call(
      'POST',
      `/api/quizz/${quiz.code}/participants/${participant.id}/_extra_time`,
      { minutes: 5 },
      teacher.auth,
    );
    expect(granted.statusCode, granted.body).toBe(200);
    const time = (
      await call('GET', `/api/quizz/response/_time/${quiz.code}?session_id=${session.session_id}`)
    ).json();
    expect(new Date(time.end_date).getTime()).toBe(new Date(quiz.closes_at ?? '').getTime() + 5 * MINUTE);
  });

  it('reopened after its deadline, takes a late student (the passed deadline goes)', async () => {
    const quiz = await homework({ closes_at: at(MINUTE) });
    await call('POST', `/api/quizz/_start_now/${quiz.code}`, undefined, teacher.auth);
    t.clock.advance(MINUTE);
    await t.app.scheduler.runDue();
    expect(await statusOf(quiz.code)).toBe(2);
    const reopened = await call('POST', `/api/quizz/_start_now/${quiz.code}`, undefined, teacher.auth);
    expect(reopened.json()).toMatchObject({ status: 1, closes_at: null });
    await t.app.scheduler.runDue();
    expect(await statusOf(quiz.code)).toBe(1);
    expect((await join(quiz.code)).statusCode).toBe(201);
  });

  it('opens by itself on the server timer, without anyone asking', async () => {
    const timed = await createTestApp({ scheduleCheckMs: 20 });
    try {
      const owner = await createActiveUser(timed, 'timer@example.com');
      const { code } = await createQuiz(timed, owner.auth, { title: 'On time', opens_at: at(MINUTE, timed) });
      timed.clock.advance(MINUTE);
      await vi.waitFor(
        async () => {
          const res = await timed.app.inject({ method: 'GET', url: `/api/quizz/_start/${code}` });
          expect(res.statusCode).toBe(200);
        },
        { timeout: 5_000, interval: 20 },
      );
    } finally {
      await timed.close();
    }
  });
});

describe('a schedule across a restart', () => {
  it('opens and closes what came due while the server was down', async () => {
    const first = await createTestApp({ pgliteInMemory: false, scheduleCheckMs: 0 });
    let second: FastifyInstance | undefined;
    try {
      const owner = await createActiveUser(first, 'restart@example.com');
      const { code } = await createQuiz(first, owner.auth, {
        title: 'Over the weekend',
        opens_at: at(HOUR, first),
        closes_at: at(3 * HOUR, first),
      });
      await first.app.close();
      first.clock.advance(2 * HOUR);
      // a new process on the same database and clock
      second = await buildApp(first.config);
      await second.ready();
      expect((await second.scheduler.runDue()).opened).toEqual([code]);
      expect((await second.inject({ method: 'GET', url: `/api/quizz/_start/${code}` })).statusCode).toBe(200);
      await second.close();
      first.clock.advance(2 * HOUR);
      second = await buildApp(first.config);
      await second.ready();
      expect((await second.scheduler.runDue()).closed).toEqual([code]);
      expect((await second.inject({ method: 'GET', url: `/api/quizz/_start/${code}` })).body).toBe(
        'This quizz has ended.',
      );
    } finally {
      await second?.close();
      await rm(first.config.dataDir, { recursive: true, force: true });
    }
  });
});

describe.runIf(!!process.env.DATABASE_URL)('a schedule over two instances on PostgreSQL', () => {
  it('opens and closes each quiz exactly once, whichever instance checks', async () => {
    const a = await createTestApp({ scheduleCheckMs: 0 });
    // the same database and clock: a second process of the same deployment
    const b = await buildApp({ ...a.config, dataDir: `${a.config.dataDir}-b` });
    await b.ready();
    try {
      const owner = await createActiveUser(a, 'twice@example.com');
      await grantPro(a, owner.id, 'TWICEPRO');
      const codes: string[] = [];
      for (let i = 0; i < 10; i++) {
        const { code } = await createQuiz(a, owner.auth, {
          title: `Homework ${i}`,
          opens_at: at(MINUTE, a),
          closes_at: at(2 * MINUTE, a),
        });
        codes.push(code);
      }
      const checks = (n: number) =>
        Promise.all(Array.from({ length: n }, (_, i) => (i % 2 ? b : a.app).scheduler.runDue()));
      a.clock.advance(MINUTE);
      const opening = await checks(8);
      expect(opening.flatMap((run) => run.opened).sort()).toEqual([...codes].sort());
      a.clock.advance(MINUTE);
      const closing = await checks(8);
      expect(closing.flatMap((run) => run.closed).sort()).toEqual([...codes].sort());
    } finally {
      await b.close();
      await a.close();
      await rm(`${a.config.dataDir}-b`, { recursive: true, force: true });
    }
  });
});
