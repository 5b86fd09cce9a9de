import type { User } from '@quizzical/common';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpError } from '../../lib/http-errors';
import { createActiveUser, createTestApp, type TestApp } from '../../test/test-app';
import { createQuestionExport } from '../transfer/export/questions.export';
import { writeQuizzesWorkbook } from '../transfer/export/quizzes.workbook';
import { createQuizzesRepository } from './quizzes.repository';
import { createQuizzesService } from './quizzes.service';

let t: TestApp;
let teacher: Awaited<ReturnType<typeof createActiveUser>>;
beforeAll(async () => {
  t = await createTestApp();
  teacher = await createActiveUser(t);
});
afterAll(() => t.close());

const call = (method: InjectOptions['method'], url: string, payload?: InjectOptions['payload']) =>
  t.app.inject({ method, url, payload, headers: teacher.auth });
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
        // once started, two questions for one is no correction
        expect(patch.json()).toEqual({
          questions: [
            'Once a quizz has started, questions cannot be added or removed: only the existing ones can be corrected.',
          ],
        });
        expect(texts(after)).toEqual(['old']);
      }
      await call('DELETE', `/api/quizz/${quiz.code}`);
    }
    expect(patchesWon + patchesRefused).toBe(40);
  });

  it('answers 404, not a 500, when the quiz is deleted between its PATCH being saved and read back', async () => {
    const quiz = (
      await call('POST', '/api/quizz', { title: 'Soon gone', questions: [question('q')] })
    ).json();
    const owner = (await call('GET', '/auth/users/me/')).json<User>();
    const repo = createQuizzesRepository(t.app.database.db);
    // another request deletes the quiz right after this PATCH's transaction committed (a real DELETE on
    // the real database; the repository only decides when it lands)
    let deleteBeforeNextRead = false;
    const quizzes = createQuizzesService({
      db: t.app.database.db,
      repo: {
        ...repo,
        async findByCode(code) {
          if (deleteBeforeNextRead) {
            deleteBeforeNextRead = false;
            await repo.deleteOwned(owner.id, [code]);
          }
          return repo.findByCode(code);
        },
      },
      events: {
        publish() {},
        onQuizChanged() {},
        connected: () => true,
        quizChanged: () => {
          deleteBeforeNextRead = true;
        },
      },
      taking: {
        countParticipants: async () => 0,
        finishAll: async () => 0,
        refitSessionEnds: async () => 0,
        regrade: async () => 0,
      },
      plans: { assertMayAddActiveQuiz: async () => {} },
      writeQuestionBank: createQuestionExport({ loadImage: async () => undefined }),
      writeWorkbook: writeQuizzesWorkbook,
      resultsTable: async () => ({ header: [], body: [] }),
      rescoreHostedAnswers: async () => {},
      now: () => new Date(),
    });
    const error = await quizzes.update(owner, quiz.code, { title: 'Renamed' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ statusCode: 404, code: 'quizzes.not_found' });
    expect((await call('GET', `/api/quizz/${quiz.code}`)).statusCode).toBe(404);
  });
});
