import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createActiveUser, createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let teacher: Awaited<ReturnType<typeof createActiveUser>>;
beforeAll(async () => {
  t = await createTestApp();
  teacher = await createActiveUser(t);
});
afterAll(() => t.close());

const call = (method: string, url: string, payload?: unknown) =>
  t.app.inject({ method: method as any, url, payload: payload as any, headers: teacher.auth });
const question = (text: string) => ({ text, answer1: 'a', answer2: 'b', correct_answer: 1 });
const texts = (quiz: { questions: { text: string }[] }) => quiz.questions.map((q) => q.text);

describe('races', () => {
  it('never changes the questions of a started quiz, when a PATCH with new questions races _start_now (40 tries)', async () => {
    let patchesWon = 0;
    let patchesRefused = 0;
    for (let i = 0; i < 40; i++) {
      const quiz = (
        await call('POST', '/api/quizz', { title: `Race ${i}`, questions: [question('old')] })
      ).json();
      const [patch, start] = await Promise.all([
        call('PATCH', `/api/quizz/${quiz.code}`, { questions: [question('new 1'), question('new 2')] }),
        call('POST', `/api/quizz/_start_now/${quiz.code}`),
      ]);
      expect(start.statusCode).toBe(200);
      const after = (await call('GET', `/api/quizz/${quiz.code}`)).json();
      expect(after.status).toBe(1);
      // whatever the order, the questions are those the quiz had when it started
      expect(texts(after)).toEqual(texts(start.json()));
      if (patch.statusCode === 200) {
        patchesWon++;
        expect(texts(after)).toEqual(['new 1', 'new 2']);
      } else {
        patchesRefused++;
        expect(patch.statusCode).toBe(400);
        expect(patch.json()).toEqual({ questions: ['The questions of a started quizz cannot be changed.'] });
        expect(texts(after)).toEqual(['old']);
      }
      await call('DELETE', `/api/quizz/${quiz.code}`);
    }
    expect(patchesWon + patchesRefused).toBe(40);
  });
});
