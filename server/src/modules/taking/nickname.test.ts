import { MESSAGES, type Quiz, type SessionResponse } from '@quizzical/common';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ActiveUser, appWithTeacher, openLiveGame, type TestApp } from '../../test/test-app';
import { callerOf } from '../../test/test-calls';
import { quizSessions } from './taking.table';

// Joining a quiz hosted live: a nickname for anonymous quizzes, unique in the game.

let t: TestApp, teacher: ActiveUser;

beforeAll(async () => {
  ({ t, teacher } = await appWithTeacher('host@example.com', { pro: 'NICKPRO' }));
});
afterAll(() => t.close());

const call = callerOf(() => t);

const QUESTION = { text: 'Capital of Italy?', answer1: 'Rome', answer2: 'Milan', correct_answer: 1 };

/** A started quiz; `hosted`: its live game exists before it starts (as 'Host live' makes it). */
async function startedQuiz({ hosted, ...settings }: { hosted: boolean; anonymous?: boolean }): Promise<Quiz> {
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/quizz',
    headers: teacher.auth,
    payload: { title: 'Live', duration: 10, questions: [QUESTION], ...settings },
  });
  const quiz: Quiz = created.json();
  if (hosted) await openLiveGame(t, quiz.id);
  await t.app.inject({ method: 'POST', url: `/api/quizz/_start_now/${quiz.code}`, headers: teacher.auth });
  return quiz;
}

const join = (quiz: Quiz, body: Record<string, unknown>) =>
  call('POST', `/api/quizz/response/_start/${quiz.code}`, body);

type SessionEnvelope = { response: SessionResponse };

const storedSession = async (sessionId: string) =>
  (await t.app.database.db.select().from(quizSessions).where(eq(quizSessions.id, sessionId)))[0];

describe('joining a hosted quiz', () => {
  it('says on _start whether the quiz is hosted', async () => {
    const hosted = await startedQuiz({ hosted: true });
    const plain = await startedQuiz({ hosted: false });
    expect((await call('GET', `/api/quizz/_start/${hosted.code}`)).json()).toMatchObject({
      hosted: true,
      num_questions: 1,
      questions: [], // the host shows them one at a time
    });
    const read = (await call('GET', `/api/quizz/_start/${plain.code}`)).json();
    expect(read).toMatchObject({ hosted: false, num_questions: 1 });
    expect(read.questions).toHaveLength(1);
  });

  it('lists no questions in an unfinished hosted session, and all of them once it is finished', async () => {
    const quiz = await startedQuiz({ hosted: true });
    const joined: SessionEnvelope = (await join(quiz, { nickname: 'Max' })).json();
    expect(joined.response.questions).toEqual([]);
    const session = joined.response.session_id;
    const read = await call('GET', `/api/quizz/response/_start/${quiz.code}?session_id=${session}`);
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json().response.questions).toEqual([]);
    const ended = await call('POST', `/api/quizz/response/_end/${quiz.code}/${session}`, {});
    expect(ended.json().response.questions).toHaveLength(1);
  });

  it('needs a nickname when anonymous, trimmed, at most 20 characters', async () => {
    const quiz = await startedQuiz({ hosted: true });
    for (const body of [{}, { nickname: '' }, { nickname: '   ' }, { nickname: null }]) {
      const res = await join(quiz, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json()).toEqual({ nickname: ['Please enter a nickname.'] });
    }
    const long = await join(quiz, { nickname: 'x'.repeat(21) });
    expect(long.statusCode).toBe(400);
    expect(long.json()).toEqual({ nickname: ['Ensure your nickname has no more than 20 characters.'] });

    const res = await join(quiz, { nickname: `  ${'Ada'.padEnd(20, '!')}  ` });
    expect(res.statusCode).toBe(201);
    const envelope: SessionEnvelope = res.json();
    expect(envelope.response).toMatchObject({ first_name: '', last_name: '' });
    expect((await storedSession(envelope.response.session_id)).nickname).toBe('Ada'.padEnd(20, '!'));
  });

  it('refuses a nickname taken in the same game, whatever its case, and allows it in another game', async () => {
    const quiz = await startedQuiz({ hosted: true });
    const another = await startedQuiz({ hosted: true });
    expect((await join(quiz, { nickname: 'Zoé' })).statusCode).toBe(201);
    for (const nickname of ['Zoé', 'ZOÉ', ' zoé ']) {
      const res = await join(quiz, { nickname });
      expect(res.statusCode, nickname).toBe(400);
      expect(res.json()).toEqual({ nickname: ['This nickname is already taken.'] });
    }
    expect((await join(another, { nickname: 'ZOÉ' })).statusCode).toBe(201);
    expect((await join(quiz, { nickname: 'Zoe' })).statusCode).toBe(201);
  });

  it('refuses a lookalike of a nickname taken in the game: Cyrillic letters, a capital I for an l, a ligature, a mark', async () => {
    const quiz = await startedQuiz({ hosted: true });
    expect((await join(quiz, { nickname: 'Alice' })).statusCode).toBe(201);
    expect((await join(quiz, { nickname: 'Sofia' })).statusCode).toBe(201);
    for (const nickname of ['\u0410lice', '\u0410l\u0456\u0441e', 'AIice', 'Ali\u0307ce', 'So\uFB01a']) {
      const res = await join(quiz, { nickname });
      expect(res.statusCode, nickname).toBe(400);
      expect(res.json()).toEqual({ nickname: ['This nickname is already taken.'] });
    }
  });

  it('refuses a second Alice typed in full width: Ａｌｉｃｅ', async () => {
    const quiz = await startedQuiz({ hosted: true });
    expect((await join(quiz, { nickname: 'Alice' })).statusCode).toBe(201);
    const second = await join(quiz, { nickname: 'Ａｌｉｃｅ' });
    expect(second.statusCode).toBe(400);
    expect(second.json()).toEqual({ nickname: ['This nickname is already taken.'] });
  });

  it('refuses invisible and text-direction characters with a field error', async () => {
    const quiz = await startedQuiz({ hosted: true });
    for (const nickname of ['Ali\u200Dce', 'Ali\u200Bce', '\u202EecilA', '\u3164']) {
      const res = await join(quiz, { nickname });
      expect(res.statusCode, JSON.stringify(nickname)).toBe(400);
      expect(res.json()).toEqual({
        nickname: ['Your nickname cannot contain invisible or text-direction characters.'],
      });
    }
  });

  it('lets accented and non-Latin names join side by side', async () => {
    const quiz = await startedQuiz({ hosted: true });
    for (const nickname of ['Zoé', 'Jürgen', 'Ιωάννης', 'Иван', 'Ivan', 'محمد', '李小龙', 'Anna', 'Анна']) {
      const res = await join(quiz, { nickname });
      expect(res.statusCode, `${nickname}: ${res.body}`).toBe(201);
    }
  });

  it('gives a nickname to exactly one of many players joining with it at once (the unique index decides)', async () => {
    const quiz = await startedQuiz({ hosted: true });
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, i) => join(quiz, { nickname: i % 2 ? 'speedy' : 'SPEEDY' })),
    );
    expect(results.map((res) => res.statusCode).sort()).toEqual([201, 400, 400, 400, 400, 400, 400, 400]);
  });

  it('keeps a hosted session open a day: the host paces the game, not the quiz duration', async () => {
    const quiz = await startedQuiz({ hosted: true });
    const envelope: SessionEnvelope = (await join(quiz, { nickname: 'Lin' })).json();
    const { start_date, end_date } = envelope.response;
    expect(Date.parse(end_date) - Date.parse(start_date)).toBe(24 * 60 * 60_000);
  });

  it('asks for names, not a nickname, when the hosted quiz is not anonymous', async () => {
    const quiz = await startedQuiz({ hosted: true, anonymous: false });
    const missing = await join(quiz, { nickname: 'Ada' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({
      firstName: [MESSAGES.enterFirstName],
      lastName: [MESSAGES.enterLastName],
    });
    const res = await join(quiz, { firstName: 'Ada', lastName: 'Lovelace', nickname: 'Ada' });
    expect(res.statusCode).toBe(201);
    const envelope: SessionEnvelope = res.json();
    expect(envelope.response).toMatchObject({ first_name: 'Ada', last_name: 'Lovelace' });
    expect((await storedSession(envelope.response.session_id)).nickname).toBe('');
    // names, not nicknames, so the same names join twice as today
    expect((await join(quiz, { firstName: 'Ada', lastName: 'Lovelace' })).statusCode).toBe(201);
  });
});

describe("'Host live' on a quiz students already read", () => {
  it('is hosted at once for them: _start says so and a join needs a nickname', async () => {
    const quiz = await startedQuiz({ hosted: false });
    expect((await call('GET', `/api/quizz/_start/${quiz.code}`)).json().hosted).toBe(false); // cached
    const hosted = await t.app.inject({
      method: 'POST',
      url: `/api/quizz/${quiz.code}/live/_host`,
      headers: teacher.auth,
    });
    expect(hosted.statusCode).toBe(200);
    expect((await call('GET', `/api/quizz/_start/${quiz.code}`)).json().hosted).toBe(true);
    expect((await join(quiz, {})).json()).toEqual({ nickname: ['Please enter a nickname.'] });
  });
});

describe("a hosted game's answers", () => {
  it('are taps on its current question only: saves are refused, and an end takes no last answer', async () => {
    const quiz = await startedQuiz({ hosted: true });
    const session = (await join(quiz, { nickname: 'Sly' })).json().response.session_id as string;
    const key = quiz.questions[0].id;
    // in the lobby, before the question is shown: no save stores an answer the tap would then find
    const saved = await call('POST', `/api/quizz/response/_save/${quiz.code}?session_id=${session}`, {
      key,
      answer: 1,
    });
    expect(saved.statusCode).toBe(403);
    expect(saved.json()).toEqual({
      detail: "This quizz is hosted live: answer on the game's screen.",
      code: 'taking.hosted_live',
    });
    const ended = await call('POST', `/api/quizz/response/_end/${quiz.code}/${session}`, { key, answer: 1 });
    expect(ended.statusCode).toBe(201);
    expect(ended.json().response).toMatchObject({ finished: true, score: 0 });
    expect(ended.json().response.questions[0].answer).toBeNull();
  });
});

describe('joining a quiz that is not hosted', () => {
  it('ignores a nickname and keeps the quiz duration, as before', async () => {
    const quiz = await startedQuiz({ hosted: false });
    const first: SessionEnvelope = (await join(quiz, { nickname: 'Ada' })).json();
    const second = await join(quiz, { nickname: 'Ada' });
    expect(second.statusCode).toBe(201);
    expect((await join(quiz, {})).statusCode).toBe(201);
    expect((await storedSession(first.response.session_id)).nickname).toBe('');
    const { start_date, end_date } = first.response;
    expect(Date.parse(end_date) - Date.parse(start_date)).toBe(10 * 60_000);
  });
});
