import type { Quiz, ResultsReport } from '@quizzical/common';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ActiveUser, appWithTeacher, openLiveGame, type TestApp } from '../../test/test-app';
import { type Call, callerOf, createQuiz } from '../../test/test-calls';
import { sessionAnswers } from '../taking/taking.table';

// A quiz hosted live in the results report and export: nicknames and points.

let t: TestApp, teacher: ActiveUser;

beforeAll(async () => {
  ({ t, teacher } = await appWithTeacher('host@example.com'));
});
afterAll(() => t.close());

const call: Call = callerOf(() => t);

const QUESTIONS = [
  { text: 'Q1', answer1: 'a', answer2: 'b', correct_answer: 1 },
  { text: 'Q2', answer1: 'a', answer2: 'b', correct_answer: 2 },
];

/**
 * A started anonymous quiz (hosted or not) with three players: their answers and, on a hosted quiz,
 * the points the live game gave each answer (written as the live service stores them: one per answer).
 */
async function playedQuiz(hosted: boolean) {
  const quiz = await createQuiz(t, teacher.auth, { title: 'Live', questions: QUESTIONS });
  if (hosted) await openLiveGame(t, quiz.id);
  await call('POST', `/api/quizz/_start_now/${quiz.code}`, undefined, teacher.auth);
  const players = [
    { nickname: 'Ada', answers: [1, 2], points: [900, 700] }, // 2 correct
    { nickname: 'Ben', answers: [1, 1], points: [950, 0] }, // 1 correct, more points than Ada's first
    { nickname: 'Cy', answers: [], points: [] }, // joined, never answered
  ];
  for (const player of players) {
    t.clock.advance(1_000); // distinct start dates: a stable order of equal scores
    const session = (
      await call('POST', `/api/quizz/response/_start/${quiz.code}`, { nickname: player.nickname })
    ).json().response.session_id as string;
    for (const [i, answer] of player.answers.entries()) {
      const key = quiz.questions[i].id;
      // a hosted game's answers are its taps, stored as the live service stores them
      if (hosted)
        await t.app.database.db.insert(sessionAnswers).values({
          sessionId: session,
          questionId: key,
          quizId: quiz.id,
          answer,
          savedAt: t.clock.now(),
          points: player.points[i],
          answerTimeMs: 1_000,
        });
      else {
        const saved = await call('POST', `/api/quizz/response/_save/${quiz.code}?session_id=${session}`, {
          key,
          answer,
        });
        expect(saved.statusCode).toBe(201);
      }
    }
  }
  return quiz;
}

const reportOf = async (quiz: Quiz) =>
  (await call('GET', `/api/quizz/${quiz.code}/responses`, undefined, teacher.auth)).json<ResultsReport>();

async function csvOf(quiz: Quiz) {
  const res = await call(
    'GET',
    `/api/quizz/${quiz.code}/responses/_export?format=csv`,
    undefined,
    teacher.auth,
  );
  expect(res.statusCode).toBe(200);
  return Buffer.from(res.json().file, 'base64')
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .split('\r\n');
}

describe('a hosted quiz in the results', () => {
  it("reports each player's points (sum over their answers) and nickname in place of the names", async () => {
    const report = await reportOf(await playedQuiz(true));
    expect(report.participants.map((p) => [p.first_name, p.nickname, p.points, p.percentage])).toEqual([
      ['Ada', 'Ada', 1600, 100],
      ['Ben', 'Ben', 950, 50],
      ['Cy', 'Cy', 0, 0],
    ]);
    expect(report.raw_data.map((row) => row.first_name)).toEqual(['Ada', 'Ben', 'Cy']);
  });

  it("exports a 'Points (live)' column after the score", async () => {
    const lines = await csvOf(await playedQuiz(true));
    expect(lines[0]).toBe(
      'Rank,First name,Last name,Student number,Status,Start (UTC),End (UTC),Duration (min),Score (%),Points (live),Q1,Q2,Comment,Rating',
    );
    // still playing: not ranked, no end
    expect(lines[1]).toMatch(/^,Ada,,,Still answering,[^,]+,,,100,1600,A,B,,$/);
    expect(lines[2]).toMatch(/^,Ben,,,Still answering,[^,]+,,,50,950,A,A,,$/);
    expect(lines[3]).toMatch(/^,Cy,,,Still answering,[^,]+,,,0,0,,,,$/);
  });
});

describe('a game played through the live routes', () => {
  it("reports the points the game gave (accuracy: one per correct answer) and ranks by the spec's score", async () => {
    const quiz = await createQuiz(t, teacher.auth, { title: 'Played', questions: QUESTIONS });
    const host = (path: string, body?: Record<string, unknown>) =>
      call('POST', `/api/quizz/${quiz.code}/live/${path}`, body, teacher.auth);
    let state = (await host('_host')).json();
    const sessions: string[] = [];
    for (const nickname of ['Ana', 'Bo']) {
      const joined = await call('POST', `/api/quizz/response/_start/${quiz.code}`, { nickname });
      expect(joined.statusCode).toBe(201);
      sessions.push(joined.json().response.session_id);
    }
    // Ana answers both right, Bo only the second
    const taps = [
      [1, 2],
      [2, 2],
    ];
    for (const [i, question] of quiz.questions.entries()) {
      state = (await host('_next', { version: state.version })).json(); // the question
      for (const [p, session] of sessions.entries()) {
        const tap = await call('POST', `/api/quizz/live/${quiz.code}/_answer?session_id=${session}`, {
          key: question.id,
          answer: taps[p][i],
        });
        expect(tap.statusCode).toBe(201);
      }
      state = (await host('_next', { version: state.version })).json(); // the reveal
    }
    expect((await host('_next', { version: state.version })).json().step).toBe('podium');

    const report = await reportOf(quiz);
    expect(report.participants.map((p) => [p.first_name, p.rank, p.percentage, p.points])).toEqual([
      ['Ana', 1, 100, 2],
      ['Bo', 2, 50, 1],
    ]);
  });
});

describe('a quiz that was not hosted', () => {
  it('reports no points and no nickname, and exports no points column', async () => {
    const quiz = await playedQuiz(false);
    const report = await reportOf(quiz);
    expect(report.participants.map((p) => [p.first_name, p.nickname, p.points])).toEqual([
      ['', '', null],
      ['', '', null],
      ['', '', null],
    ]);
    const lines = await csvOf(quiz);
    expect(lines[0]).toBe(
      'Rank,First name,Last name,Student number,Status,Start (UTC),End (UTC),Duration (min),Score (%),Q1,Q2,Comment,Rating',
    );
  });
});
