import { MESSAGES, QUIZ_STATUS, TAKING_ERRORS } from '@quizzical/common';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ActiveUser, appWithTeacher, createTestApp, type TestApp } from '../../test/test-app';
import { quizzes } from '../quizzes/quizzes.table';

// The student path caches each quiz for a second (10,000 students joining read it once). Starting,
// closing, editing and deleting must still take effect at once, on every instance.
// The test clock does not move by itself here: a stale entry would stay, so each check is exact.

let t: TestApp, teacher: ActiveUser;

beforeAll(async () => {
  ({ t, teacher } = await appWithTeacher('cache-teacher@example.com'));
});
afterAll(() => t.close());

const QUESTIONS = [
  { text: 'One?', answer1: 'a', answer2: 'b', correct_answer: 1 },
  { text: 'Two?', answer1: 'a', answer2: 'b', correct_answer: 2 },
];

const asTeacher = (app: TestApp, method: string, url: string, payload?: unknown) =>
  app.app.inject({ method: method as never, url, payload: payload as never, headers: teacher.auth });
const student = (app: TestApp, method: string, url: string, payload?: unknown) =>
  app.app.inject({ method: method as never, url, payload: payload as never });

async function newQuiz(title = 'Cached') {
  const quiz = (await asTeacher(t, 'POST', '/api/quizz', { title, questions: QUESTIONS })).json();
  return quiz as { code: string; id: number };
}
/** Reads the quiz as a student would, filling the cache; returns the response. */
const look = (app: TestApp, code: string) => student(app, 'GET', `/api/quizz/_start/${code}`);
const join = (app: TestApp, code: string) => student(app, 'POST', `/api/quizz/response/_start/${code}`, {});

describe('the student-side quiz cache', () => {
  it('refuses a quiz at once after _stop_now, though a student read it a moment before', async () => {
    const quiz = await newQuiz();
    await asTeacher(t, 'POST', `/api/quizz/_start_now/${quiz.code}`);
    expect((await look(t, quiz.code)).statusCode).toBe(200); // cached as started
    expect((await join(t, quiz.code)).statusCode).toBe(201);

    expect((await asTeacher(t, 'POST', `/api/quizz/_stop_now/${quiz.code}`)).statusCode).toBe(200);
    const ended = await look(t, quiz.code);
    expect(ended.statusCode).toBe(403);
    expect(ended.body).toBe(MESSAGES.quizEnded);
    const late = await join(t, quiz.code);
    expect(late.statusCode).toBe(403);
    expect(late.body).toBe(MESSAGES.quizEnded);
  });

  it('is joinable at once after _start_now, though a student read it unstarted a moment before', async () => {
    const quiz = await newQuiz();
    const early = await look(t, quiz.code);
    expect(early.body).toBe(MESSAGES.quizNotStarted);
    await asTeacher(t, 'POST', `/api/quizz/_start_now/${quiz.code}`);
    expect((await look(t, quiz.code)).statusCode).toBe(200);
    expect((await join(t, quiz.code)).statusCode).toBe(201);
  });

  it('answers the waiting entry screen from the cache until the start drops it', async () => {
    const quiz = await newQuiz('Waiting room');
    expect((await look(t, quiz.code)).body).toBe(MESSAGES.quizNotStarted);
    // a write that no event announces: the polls that follow read the cache, not the database
    await t.app.database.db
      .update(quizzes)
      .set({ status: QUIZ_STATUS.STARTED })
      .where(eq(quizzes.id, quiz.id));
    expect((await look(t, quiz.code)).body).toBe(MESSAGES.quizNotStarted);
    // the teacher's start drops the entry at once: the next poll goes on
    await t.app.database.db
      .update(quizzes)
      .set({ status: QUIZ_STATUS.NOT_STARTED })
      .where(eq(quizzes.id, quiz.id));
    expect((await asTeacher(t, 'POST', `/api/quizz/_start_now/${quiz.code}`)).statusCode).toBe(200);
    expect((await look(t, quiz.code)).json()).toMatchObject({ title: 'Waiting room' });
  });

  it('shows an edit at once (PATCH of a started quiz)', async () => {
    const quiz = await newQuiz('Before');
    await asTeacher(t, 'POST', `/api/quizz/_start_now/${quiz.code}`);
    expect((await look(t, quiz.code)).json()).toMatchObject({ title: 'Before' });
    const patched = await asTeacher(t, 'PATCH', `/api/quizz/${quiz.code}`, { title: 'After', duration: 12 });
    expect(patched.statusCode).toBe(200);
    expect((await look(t, quiz.code)).json()).toMatchObject({ title: 'After', duration: 12 });
    expect((await join(t, quiz.code)).json().quizz).toMatchObject({ title: 'After', duration: 12 });
  });

  it('forgets a deleted quiz at once', async () => {
    const quiz = await newQuiz();
    await asTeacher(t, 'POST', `/api/quizz/_start_now/${quiz.code}`);
    expect((await look(t, quiz.code)).statusCode).toBe(200);
    expect((await asTeacher(t, 'DELETE', `/api/quizz/${quiz.code}`)).statusCode).toBe(204);
    const gone = await look(t, quiz.code);
    expect(gone.statusCode).toBe(404);
    expect(gone.body).toBe(TAKING_ERRORS['taking.quiz_not_found']);
    expect((await join(t, quiz.code)).statusCode).toBe(404);
  });

  it('still refuses a join when the close has not reached the cache (the insert checks the status)', async () => {
    const quiz = await newQuiz();
    await asTeacher(t, 'POST', `/api/quizz/_start_now/${quiz.code}`);
    expect((await look(t, quiz.code)).statusCode).toBe(200);
    // closed behind the cache's back, as a close on another instance whose NOTIFY is still on its way
    await t.app.database.db
      .update(quizzes)
      .set({ status: QUIZ_STATUS.CLOSED })
      .where(eq(quizzes.id, quiz.id));
    const late = await join(t, quiz.code);
    expect(late.statusCode).toBe(403);
    expect(late.body).toBe(MESSAGES.quizEnded);
    const report = (await asTeacher(t, 'GET', `/api/quizz/${quiz.code}/responses`)).json();
    expect(report.num_responses).toBe(0);
    // and the stale entry is gone: the quiz now reads as ended
    expect((await look(t, quiz.code)).body).toBe(MESSAGES.quizEnded);
  });

  it.runIf(!!process.env.DATABASE_URL)(
    'takes a start, a close and an edit on one instance into account on another at once',
    async () => {
      const second = await createTestApp({ databaseUrl: t.config.databaseUrl });
      try {
        const quiz = await newQuiz('Two instances');
        // the second instance caches it unstarted, then started
        expect((await look(second, quiz.code)).body).toBe(MESSAGES.quizNotStarted);
        await asTeacher(t, 'POST', `/api/quizz/_start_now/${quiz.code}`);
        expect((await join(second, quiz.code)).statusCode).toBe(201);
        expect((await look(second, quiz.code)).json().title).toBe('Two instances');

        await asTeacher(t, 'PATCH', `/api/quizz/${quiz.code}`, { title: 'Renamed' });
        const renamedAfter = await within(
          async () => (await look(second, quiz.code)).json().title === 'Renamed',
        );

        await asTeacher(t, 'POST', `/api/quizz/_stop_now/${quiz.code}`);
        // a join is refused at once (the insert checks the status), whatever the cache holds
        const late = await join(second, quiz.code);
        expect(late.statusCode).toBe(403);
        expect(late.body).toBe(MESSAGES.quizEnded);
        const closedAfter = await within(
          async () => (await look(second, quiz.code)).body === MESSAGES.quizEnded,
        );
        console.info(
          `quiz cache across instances: edit seen after ${renamedAfter} ms, close after ${closedAfter} ms`,
        );
      } finally {
        await second.close();
      }
    },
  );
});

describe.runIf(!!process.env.DATABASE_URL)('the quiz cache when the event bus reconnects', () => {
  it('forgets every cached quiz after the LISTEN connection was lost (changes may have been missed)', async () => {
    const quiz = await newQuiz('Missed');
    await asTeacher(t, 'POST', `/api/quizz/_start_now/${quiz.code}`);
    expect((await look(t, quiz.code)).statusCode).toBe(200); // cached as started
    // a close this instance never hears of (as when its NOTIFY came while the LISTEN connection was down)
    await t.app.database.db
      .update(quizzes)
      .set({ status: QUIZ_STATUS.CLOSED })
      .where(eq(quizzes.id, quiz.id));
    expect((await look(t, quiz.code)).statusCode).toBe(200); // still the cached copy (the clock stands still)
    const client = new pg.Client({ connectionString: t.config.databaseUrl });
    await client.connect();
    await client.query(
      "select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and application_name = 'quizzical-listen'",
    );
    await client.end();
    const after = await within(async () => (await look(t, quiz.code)).body === MESSAGES.quizEnded, 3_000);
    console.info(`quiz cache: the missed close shows ${after} ms after the LISTEN connection was cut`);
  });
});

/** How long until `check` holds (NOTIFY takes a few ms to cross); fails after `timeoutMs`. */
async function within(check: () => Promise<boolean>, timeoutMs = 500) {
  const start = Date.now();
  while (!(await check())) {
    if (Date.now() - start > timeoutMs) throw new Error(`not within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  return Date.now() - start;
}
