import type { PlayerState } from '@quizzical/common';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { participantIdSql } from '../../lib/participant-id';
import { sseClosedAfterEach } from '../../test/sse-client';
import { createActiveUser, listeningTestApp, type TestApp } from '../../test/test-app';
import { callerOf, createHostedQuiz, hostNext } from '../../test/test-calls';

// A step reaching a whole class through real streams (a listening server, fetch): past a few dozen
// players the step reads the game's players by its quiz and writes each phone its own state, the step's
// part serialised once. And what an open stream's response carries, against a refused one's.

let t: TestApp, base: string;
const streams = sseClosedAfterEach();

beforeAll(async () => {
  ({ t, base } = await listeningTestApp());
});
afterAll(() => t.close());

const call = callerOf(() => t);

async function hostedQuiz(anonymous = false) {
  const owner = await createActiveUser(t);
  const questions = [1, 2].map((n) => ({
    text: `Question ${n}?`,
    answer1: 'right',
    answer2: 'wrong',
    correct_answer: 1,
  }));
  const quiz = await createHostedQuiz(t, owner.auth, { title: 'Class', anonymous, questions });
  return { code: quiz.code, keys: quiz.questions.map((q) => q.id), owner };
}

const next = (code: string, auth: Record<string, string>) => hostNext(call, code, auth);

async function playerStream(code: string, session: string) {
  return streams.open(`${base}/api/quizz/live/${code}/_events?session_id=${session}`);
}

describe('a step reaching a whole class', () => {
  it("gives each of 80 phones its own state: its name, its answer and points; a removed player's phone is told", async () => {
    const { code, keys, owner } = await hostedQuiz();
    // quotes and accents in a name: the state is JSON text built in parts
    const names = Array.from({ length: 80 }, (_, i) => `Kid "${i}" é`);
    const sessions: string[] = [];
    for (const firstName of names) {
      const joined = await call('POST', `/api/quizz/response/_start/${code}`, { firstName, lastName: 'P' });
      sessions.push(joined.json().response.session_id as string);
    }
    const streams = await Promise.all(sessions.map((session) => playerStream(code, session)));
    await Promise.all(streams.map((stream) => stream.waitForState(() => true)));

    await next(code, owner.auth); // question 1
    await Promise.all(streams.map((s) => s.waitForState<PlayerState>((state) => state.step === 'question')));
    // even players tap the right answer, odd ones the wrong one; the last one does not answer
    for (const [i, session] of sessions.slice(0, -1).entries()) {
      const tapped = await call('POST', `/api/quizz/live/${code}/_answer?session_id=${session}`, {
        key: keys[0],
        answer: i % 2 === 0 ? 1 : 2,
      });
      expect(tapped.statusCode).toBe(201);
    }
    const removedId = await playerIdOf(code, names[1]);
    expect(
      (await call('DELETE', `/api/quizz/${code}/live/players/${removedId}`, undefined, owner.auth))
        .statusCode,
    ).toBe(200);
    await next(code, owner.auth); // reveal

    const reveals = await Promise.all(
      streams
        .filter((_, i) => i !== 1)
        .map((s) => s.waitForState<PlayerState>((state) => state.step === 'reveal')),
    );
    const expected = sessions
      .map((_, i) => ({
        name: `${names[i]} P`,
        answer: i === 79 ? null : i % 2 === 0 ? 1 : 2,
        correct: i === 79 ? null : i % 2 === 0,
        player_count: 79,
        correct_answer: 1,
        question: { text: 'Question 1?' },
      }))
      .filter((_, i) => i !== 1);
    expect(reveals).toMatchObject(expected);
    // each phone's points are its own tap's
    for (const state of reveals) {
      expect((state.points_gained ?? 0) > 0).toBe(!!state.correct);
      expect(state.points).toBe(state.points_gained);
    }
    await streams[1].waitFor((event) => event.type === 'removed');
  });
});

/** A player's public id (what the host's screen knows them by), by first name. */
async function playerIdOf(code: string, firstName: string) {
  const { rows } = await t.app.database.query<{ id: string }>(
    `select ${participantIdSql('s.id')} as id
     from quiz_sessions s join quizzes z on z.id = s.quiz_id where z.code = $1 and s.first_name = $2`,
    [code, firstName],
  );
  return rows[0]?.id;
}

describe("an event stream's headers", () => {
  it('an open stream carries its own few (no page policies: it is no page); a refused one the API security headers', async () => {
    const { code } = await hostedQuiz();
    const joined = await call('POST', `/api/quizz/response/_start/${code}`, {
      firstName: 'Zed',
      lastName: 'Z',
    });
    const stream = await playerStream(code, joined.json().response.session_id);
    expect(stream.status).toBe(200);
    expect(stream.headers.get('x-content-type-options')).toBe('nosniff');
    expect(stream.headers.get('cache-control')).toBe('no-store');
    expect(stream.headers.get('content-security-policy')).toBeNull();

    const refused = await playerStream(code, 'x'.repeat(32));
    expect(refused.status).toBe(404);
    expect(refused.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(refused.headers.get('x-frame-options')).toBe('DENY');
    expect(refused.headers.get('x-content-type-options')).toBe('nosniff');
    expect(refused.headers.get('strict-transport-security')).toBeTruthy();
  });
});
