import { FIELD_MESSAGES, type Quiz } from '@quizzical/common';
import type { InjectOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, t } from '../../test/file-app';
import { type ActiveUser, createActiveUser, grantPro, openLiveGame } from '../../test/test-app';

// The hosted-live quiz settings (question_time, scoring, show_question_on_devices) and `hosted`.

startTestApp();
let teacher: ActiveUser;
let other: ActiveUser;

beforeAll(async () => {
  teacher = await createActiveUser(t, 'host@example.com');
  other = await createActiveUser(t, 'other@example.com');
  await grantPro(t, teacher.id, 'HOSTPRO');
  await grantPro(t, other.id, 'OTHERPRO');
});

const api = (
  method: InjectOptions['method'],
  url: string,
  who: { auth: Record<string, string> } = teacher,
  payload?: InjectOptions['payload'],
) => t.app.inject({ method, url, headers: who.auth, payload });

const QUESTION = { text: 'Capital of Italy?', answer1: 'Rome', answer2: 'Milan', correct_answer: 1 };

async function createQuiz(settings: Record<string, unknown> = {}): Promise<Quiz> {
  const res = await api('POST', '/api/quizz', teacher, { title: 'Live', questions: [QUESTION], ...settings });
  expect(res.statusCode).toBe(201);
  return res.json();
}

const settingsOf = (quiz: Quiz) => ({
  question_time: quiz.question_time,
  scoring: quiz.scoring,
  show_question_on_devices: quiz.show_question_on_devices,
});

describe('hosting settings of a quiz', () => {
  it('gives a new quiz 20 s, accuracy scoring, the question on devices, and not hosted', async () => {
    const quiz = await createQuiz();
    expect(settingsOf(quiz)).toEqual({
      question_time: 20,
      scoring: 'accuracy',
      show_question_on_devices: true,
    });
    expect(quiz.hosted).toBe(false);
    const read: Quiz = (await api('GET', `/api/quizz/${quiz.code}`)).json();
    expect(settingsOf(read)).toEqual(settingsOf(quiz));
  });

  it('stores them on create and PATCH, null as no time limit, and reads them back', async () => {
    const quiz = await createQuiz({ question_time: '45', scoring: 'speed', show_question_on_devices: false });
    expect(settingsOf(quiz)).toEqual({
      question_time: 45,
      scoring: 'speed',
      show_question_on_devices: false,
    });

    const patched = await api('PATCH', `/api/quizz/${quiz.code}`, teacher, { question_time: null });
    expect(patched.statusCode).toBe(200);
    // a PATCH leaves the fields it does not name as they are
    expect(settingsOf(patched.json())).toEqual({
      question_time: null,
      scoring: 'speed',
      show_question_on_devices: false,
    });
    const read: Quiz = (await api('GET', `/api/quizz/${quiz.code}`)).json();
    expect(read.question_time).toBeNull();
  });

  it('lets them change while the quiz runs (they are not questions)', async () => {
    const quiz = await createQuiz();
    expect((await api('POST', `/api/quizz/_start_now/${quiz.code}`)).statusCode).toBe(200);
    const patched = await api('PATCH', `/api/quizz/${quiz.code}`, teacher, {
      question_time: 5,
      scoring: 'speed',
      show_question_on_devices: false,
    });
    expect(patched.statusCode).toBe(200);
    expect(settingsOf(patched.json())).toEqual({
      question_time: 5,
      scoring: 'speed',
      show_question_on_devices: false,
    });
  });

  it('refuses a time out of 5..600 s, a non-number and an unknown scoring with field errors', async () => {
    const quiz = await createQuiz();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ question_time: 4 }, 'question_time', FIELD_MESSAGES.minValue(5)],
      [{ question_time: 601 }, 'question_time', FIELD_MESSAGES.maxValue(600)],
      [{ question_time: 'x' }, 'question_time', FIELD_MESSAGES.invalidInteger],
      [{ scoring: 'fast' }, 'scoring', "Choose 'accuracy' or 'speed'."],
      [{ show_question_on_devices: 'yes' }, 'show_question_on_devices', ''],
    ];
    for (const [body, field, message] of cases) {
      for (const [method, url] of [
        ['POST', '/api/quizz'],
        ['PATCH', `/api/quizz/${quiz.code}`],
      ] as const) {
        const res = await api(method, url, teacher, { title: 'Live', ...body });
        expect(res.statusCode, `${method} ${JSON.stringify(body)}`).toBe(400);
        const errors = res.json()[field];
        expect(errors, `${method} ${JSON.stringify(body)}: ${res.body}`).toBeInstanceOf(Array);
        if (message) expect(errors).toEqual([message]);
      }
    }
    // nothing was stored
    expect(settingsOf((await api('GET', `/api/quizz/${quiz.code}`)).json())).toEqual({
      question_time: 20,
      scoring: 'accuracy',
      show_question_on_devices: true,
    });
  });

  it('carries them into a duplicate and into imports by share code', async () => {
    const quiz = await createQuiz({ question_time: 90, scoring: 'speed', show_question_on_devices: false });
    const copy = await api('POST', `/api/quizz/_duplicate/${quiz.code}`);
    expect(copy.statusCode).toBe(201);
    expect(settingsOf(copy.json())).toEqual(settingsOf(quiz));
    const imported = await api('POST', `/api/quizz/_import/${quiz.share_code}`, other);
    expect(imported.statusCode).toBe(201);
    expect(settingsOf(imported.json())).toEqual(settingsOf(quiz));
  });
});

describe('hosted', () => {
  it('is true once a live game exists, on the quiz and in the dashboard list, and copies are not hosted', async () => {
    const quiz = await createQuiz();
    const plain = await createQuiz();
    await openLiveGame(t, quiz.id);

    expect((await api('GET', `/api/quizz/${quiz.code}`)).json().hosted).toBe(true);
    const list: Quiz[] = (await api('GET', '/api/quizz')).json();
    const byCode = new Map(list.map((item) => [item.code, item]));
    expect(byCode.get(quiz.code)?.hosted).toBe(true);
    expect(byCode.get(plain.code)?.hosted).toBe(false);

    const copy = await api('POST', `/api/quizz/_duplicate/${quiz.code}`);
    expect(copy.json().hosted).toBe(false);
    const patched = await api('PATCH', `/api/quizz/${quiz.code}`, teacher, { scoring: 'speed' });
    expect(patched.json()).toMatchObject({ hosted: true, scoring: 'speed' });
  });
});
