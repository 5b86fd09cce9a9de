import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createActiveUser, createTestApp, type TestApp } from '../../test/test-app';

/**
 * A query on a connection PostgreSQL terminated (restart, failover, `pg_terminate_backend`) fails with
 * 57P01: the request answers 503 with Retry-After, not 500, and the answer-save batch retries once on
 * a fresh connection. To cut a connection under a running query, a table is locked from another
 * connection so that the app's query waits; the app's connections are then terminated, and the lock
 * released.
 */
// PGlite runs inside the process: it has no connection that could be cut.
describe.skipIf(!process.env.DATABASE_URL)(
  'a lost database connection (PostgreSQL only: PGlite has no connections to cut)',
  () => {
    let t: TestApp;
    let quiz: { code: string; questions: { id: number }[] };
    let session: string;

    beforeAll(async () => {
      t = await createTestApp();
      const teacher = await createActiveUser(t, 'cut@example.com');
      quiz = (
        await t.app.inject({
          method: 'POST',
          url: '/api/quizz',
          headers: teacher.auth,
          payload: {
            title: 'Cut',
            questions: [{ text: 'Q?', answer1: 'a', answer2: 'b', correct_answer: 1 }],
          },
        })
      ).json();
      await t.app.inject({
        method: 'POST',
        url: `/api/quizz/_start_now/${quiz.code}`,
        headers: teacher.auth,
      });
      session = (
        await t.app.inject({ method: 'POST', url: `/api/quizz/response/_start/${quiz.code}`, payload: {} })
      ).json().response.session_id;
    });
    afterAll(() => t?.close());

    /** Terminates every connection of the app (pool, LISTEN, NOTIFY); answers how many. */
    async function cutAppConnections(admin: pg.Client) {
      const { rows } = await admin.query(
        'select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
      );
      return rows.length;
    }

    /** Runs `request` while `table` is locked, cuts the app's connections once it waits, then unlocks. */
    async function cutDuring<T>(table: string, request: () => Promise<T>) {
      const admin = new pg.Client({ connectionString: t.config.databaseUrl });
      await admin.connect();
      try {
        await admin.query('begin');
        await admin.query(`lock table ${table} in access exclusive mode`);
        const pending = request();
        for (let i = 0; i < 200; i++) {
          const { rows } = await admin.query(
            "select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'",
          );
          if (rows[0].n > 0) break;
          await new Promise((r) => setTimeout(r, 25));
        }
        expect(await cutAppConnections(admin)).toBeGreaterThan(0);
        await admin.query('rollback');
        return await pending;
      } finally {
        await admin.end();
      }
    }

    it('answers 503 with Retry-After and a clear text when a query loses its connection', async () => {
      const res = await cutDuring('quiz_sessions', () =>
        t.app.inject({ method: 'GET', url: `/api/quizz/response/_start/${quiz.code}?session_id=${session}` }),
      );
      expect(res.statusCode, res.body).toBe(503);
      expect(res.headers['retry-after']).toBe('1');
      expect(res.json()).toEqual({
        detail: 'The connection to the database was lost. Try again in a moment.',
        code: 'server.database_unavailable',
      });
      // a client retrying as told gets through on a fresh connection (the pool may first hand out an idle
      // connection that was cut too and not yet noticed: that request answers 503 again, as it should)
      await expect
        .poll(
          async () =>
            (
              await t.app.inject({
                method: 'GET',
                url: `/api/quizz/response/_start/${quiz.code}?session_id=${session}`,
              })
            ).statusCode,
          { interval: 100, timeout: 10_000 },
        )
        .toBe(200);
    });

    it('retries an answer-save batch once when its connection is cut under it: the save is stored', async () => {
      const key = quiz.questions[0].id;
      const res = await cutDuring('session_answers', () =>
        t.app.inject({
          method: 'POST',
          url: `/api/quizz/response/_save/${quiz.code}?session_id=${session}`,
          payload: { key, answer: 2, sequence: 10 },
        }),
      );
      expect(res.statusCode, res.body).toBe(201);
      const view = await t.app.inject({
        method: 'GET',
        url: `/api/quizz/response/_start/${quiz.code}?session_id=${session}`,
      });
      expect(view.json().response.questions[0].answer).toBe(2);
    });

    it('answers no 5xx to saves right after the idle connections were cut between two requests', async () => {
      const key = quiz.questions[0].id;
      const save = (answer: number, sequence: number) =>
        t.app.inject({
          method: 'POST',
          url: `/api/quizz/response/_save/${quiz.code}?session_id=${session}`,
          payload: { key, answer, sequence },
        });
      expect((await save(1, 20)).statusCode).toBe(201);
      const admin = new pg.Client({ connectionString: t.config.databaseUrl });
      await admin.connect();
      await cutAppConnections(admin);
      await admin.end();
      const codes = await Promise.all(Array.from({ length: 10 }, (_, i) => save(1 + (i % 2), 21 + i)));
      expect(codes.map((r) => r.statusCode)).toEqual(Array(10).fill(201));
    });
  },
);
