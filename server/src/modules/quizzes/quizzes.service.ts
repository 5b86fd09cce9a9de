import { randomBytes } from 'node:crypto';
import {
  codeFromBytes,
  FREE_PLAN_ACTIVE_QUIZ_LIMIT,
  MESSAGES,
  normalizeCode,
  PERMISSION_PRO,
  PUBLIC_QUIZ_PAGE_SIZE,
  type publicQuizSearchBody,
  QUIZ_CODE_LENGTH,
  QUIZ_STATUS,
  QUIZ_TITLE_MAX,
  type quizInput,
  type quizPatch,
  SHARE_CODE_LENGTH,
  type User,
} from '@quizzical/common';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import type { QuizEvents } from '../../lib/events';
import { fieldError, forbidden, HttpError, nonFieldError, notFound } from '../../lib/http-errors';
import { buildQuizzesWorkbook, EXPORT_FILENAME } from './quizzes.export';
import {
  isoMicro,
  presentQuiz,
  type QuestionRow,
  type QuizRow,
  type QuizzesRepository,
} from './quizzes.repository';

type QuizInput = z.output<typeof quizInput>;
type QuizPatch = z.output<typeof quizPatch>;

export interface QuizzesDeps {
  db: Db;
  repo: QuizzesRepository;
  /**
   * Open results pages hear about status changes (started, closed); every instance's student path
   * drops its cached copy of a quiz that was started, closed, edited or deleted.
   */
  events: QuizEvents;
}

const hasPro = (user: User) => user.user_permissions.includes(PERMISSION_PRO);
const toQuestionValues = (qs: QuizInput['questions']) =>
  qs.map((q) => ({
    text: q.text,
    answer1: q.answer1,
    answer2: q.answer2,
    answer3: q.answer3,
    answer4: q.answer4,
    correctAnswer: q.correct_answer,
    smallImageUrl: q.smallImageUrl,
    bigImageUrl: q.bigImageUrl,
  }));
const copyQuestions = (qs: QuestionRow[]) => qs.map(({ id: _id, quizId: _q, position: _p, ...rest }) => rest);

export function createQuizzesService({ db, repo, events }: QuizzesDeps) {
  async function newCode(column: 'code' | 'share_code', length: number) {
    for (let attempt = 0; attempt < 20; attempt++) {
      const code = codeFromBytes(randomBytes(length * 2), length);
      if (!(await repo.codeExists(column, code))) return code;
    }
    throw new Error('could not find a free code');
  }

  /** The quiz if `user` owns it; otherwise 404, so codes of others' quizzes are not confirmed. */
  async function owned(user: User, code: string): Promise<QuizRow> {
    const quiz = await repo.findByCode(normalizeCode(code));
    if (!quiz || quiz.ownerId !== user.id) throw notFound();
    return quiz;
  }

  /**
   * Creates a quiz for `user` inside one transaction that locks the owner row, so the free-plan
   * limit holds even when two requests race.
   */
  async function createFor(
    user: User,
    values: Omit<Parameters<QuizzesRepository['insertQuiz']>[0], 'code' | 'shareCode' | 'ownerId'>,
    qs: ReturnType<typeof copyQuestions>,
  ) {
    const [code, shareCode] = await Promise.all([
      newCode('code', QUIZ_CODE_LENGTH),
      newCode('share_code', SHARE_CODE_LENGTH),
    ]);
    const created = await db.transaction(async (tx) => {
      await repo.lockOwner(user.id, tx as unknown as Db);
      if (
        !hasPro(user) &&
        (await repo.countActive(user.id, tx as unknown as Db)) >= FREE_PLAN_ACTIVE_QUIZ_LIMIT
      ) {
        throw forbidden(MESSAGES.freePlanLimit);
      }
      return repo.insertQuiz({ ...values, code, shareCode, ownerId: user.id }, qs, tx as unknown as Db);
    });
    return presentQuiz(created.row, created.questions, 0);
  }

  function settingsOf(input: QuizPatch) {
    return {
      ...(input.title !== undefined && { title: input.title }),
      ...(input.description !== undefined && { description: input.description }),
      ...(input.duration !== undefined && { duration: input.duration }),
      ...(input.number_students !== undefined && { numberStudents: input.number_students }),
      ...(input.anonymous !== undefined && { anonymous: input.anonymous }),
      ...(input.random_questions !== undefined && { randomQuestions: input.random_questions }),
      ...(input.random_answers !== undefined && { randomAnswers: input.random_answers }),
      ...(input.answers_available !== undefined && { answersAvailable: input.answers_available }),
      ...(input.review_after !== undefined && { reviewAfter: input.review_after }),
      ...(input.comment_allowed !== undefined && { commentAllowed: input.comment_allowed }),
      ...(input.rating_enabled !== undefined && { ratingEnabled: input.rating_enabled }),
      ...(input.theme !== undefined && { theme: input.theme }),
      ...(input.level !== undefined && { level: input.level }),
      ...(input.type !== undefined && { type: input.type }),
    };
  }

  async function copyInto(user: User, source: QuizRow, title: string) {
    const qs = await repo.questionsOf(source.id);
    const {
      id: _i,
      code: _c,
      shareCode: _s,
      ownerId: _o,
      createdDate: _d,
      status: _st,
      public: _p,
      ...settings
    } = source;
    return createFor(
      user,
      { ...settings, title, status: QUIZ_STATUS.NOT_STARTED, public: false },
      copyQuestions(qs),
    );
  }

  return {
    /** `search`: trimmed and bounded by the route (common searchKeyword). */
    async list(user: User, search: string) {
      const rows = await repo.listForOwner(user.id, search);
      return rows.map((r) => presentQuiz(r.quiz, null, r.numResponses, r.numQuestions));
    },

    async get(user: User, code: string) {
      const quiz = await owned(user, code);
      const [qs, n] = await Promise.all([repo.questionsOf(quiz.id), repo.countResponses(quiz.id)]);
      return presentQuiz(quiz, qs, n);
    },

    create: (user: User, input: QuizInput) =>
      createFor(
        user,
        { ...settingsOf(input), title: input.title, status: QUIZ_STATUS.NOT_STARTED, public: false },
        toQuestionValues(input.questions),
      ),

    async update(user: User, code: string, input: QuizPatch) {
      const quiz = await owned(user, code);
      const startedError = () =>
        fieldError('questions', 'The questions of a started quizz cannot be changed.');
      if (input.questions !== undefined && quiz.status !== QUIZ_STATUS.NOT_STARTED) throw startedError();
      await db.transaction(async (tx) => {
        // the status is read again under a row lock: a _start_now that committed since the check above
        // wins, and one that comes later waits for this transaction (issue 12: 4 of 40 races lost)
        if (input.questions !== undefined) {
          const status = await repo.lockQuizStatus(quiz.id, tx as unknown as Db);
          if (status !== QUIZ_STATUS.NOT_STARTED) throw startedError();
        }
        const settings = settingsOf(input);
        if (Object.keys(settings).length) await repo.updateQuiz(quiz.id, settings, tx as unknown as Db);
        if (input.questions !== undefined)
          await repo.replaceQuestions(quiz.id, toQuestionValues(input.questions), tx as unknown as Db);
      });
      events.quizChanged(quiz.id, quiz.code);
      const fresh = (await repo.findByCode(quiz.code))!;
      const [qs, n] = await Promise.all([repo.questionsOf(quiz.id), repo.countResponses(quiz.id)]);
      return presentQuiz(fresh, qs, n);
    },

    async remove(user: User, code: string) {
      const quiz = await owned(user, code);
      await repo.deleteOwned(user.id, [quiz.code]);
      events.quizChanged(quiz.id, quiz.code);
    },

    async duplicate(user: User, code: string) {
      const quiz = await owned(user, code);
      const title = `${quiz.title} (copy)`.slice(0, QUIZ_TITLE_MAX);
      return copyInto(user, quiz, title);
    },

    /**
     * Import by share code (any quiz) or by code (public quizzes that are not running); 400 otherwise.
     * The student code is public while the quiz runs: a copy would show its correct answers to any
     * student with an account. The share code is the teacher's and is not shown to students.
     */
    async import(user: User, rawCode: string) {
      const code = normalizeCode(rawCode);
      const copyableByCode = (q: QuizRow | undefined) =>
        q?.public && q.status !== QUIZ_STATUS.STARTED ? q : undefined;
      const source = (await repo.findByShareCode(code)) ?? copyableByCode(await repo.findByCode(code));
      if (!source) throw nonFieldError(MESSAGES.licenseCodeInvalid);
      return copyInto(user, source, source.title);
    },

    async start(user: User, code: string) {
      const quiz = await owned(user, code);
      const moved = await repo.moveStatus(quiz.id, QUIZ_STATUS.NOT_STARTED, QUIZ_STATUS.STARTED);
      if (!moved) throw nonFieldError('This quizz has already been started.');
      events.quizChanged(quiz.id, quiz.code);
      events.publish(quiz.id);
      return this.get(user, code);
    },

    async stop(user: User, code: string) {
      const quiz = await owned(user, code);
      const moved = await repo.moveStatus(quiz.id, QUIZ_STATUS.STARTED, QUIZ_STATUS.CLOSED);
      if (moved) {
        events.quizChanged(quiz.id, quiz.code);
        events.publish(quiz.id);
      }
      if (!moved) {
        throw nonFieldError(
          quiz.status === QUIZ_STATUS.CLOSED
            ? 'This quizz is already closed.'
            : 'This quizz has not been started.',
        );
      }
      return this.get(user, code);
    },

    async setPublic(user: User, code: string, isPublic: boolean) {
      const quiz = await owned(user, code);
      await repo.updateQuiz(quiz.id, { public: isPublic });
      return this.get(user, code);
    },

    /** Staff: takes a quiz off the public list (the owner keeps it). */
    async removePublic(code: string) {
      const quiz = await repo.findByCode(normalizeCode(code));
      if (!quiz) throw notFound();
      await repo.updateQuiz(quiz.id, { public: false });
    },

    async searchPublic(body: z.output<typeof publicQuizSearchBody>) {
      const { rows, count } = await repo.searchPublic(body, body.page, PUBLIC_QUIZ_PAGE_SIZE);
      return {
        count,
        results: rows.map((r) => ({
          code: r.quiz.code,
          title: r.quiz.title,
          description: r.quiz.description,
          theme: r.quiz.theme,
          type: r.quiz.type,
          level: r.quiz.level,
          num_questions: r.numQuestions,
          created_date: isoMicro(r.quiz.createdDate),
          owner: { first_name: r.firstName, last_name: r.lastName },
        })),
      };
    },

    /** One .xlsx for the owner's quizzes among `codes`; any code not owned -> 404. */
    async export(user: User, codes: string[]) {
      const wanted = [...new Set(codes.map(normalizeCode).filter(Boolean))];
      if (wanted.length === 0 || wanted.length > 100)
        throw new HttpError(400, { non_field_errors: ['Give 1 to 100 quizz codes.'] });
      const rows = await repo.findOwnedByCodes(user.id, wanted);
      if (rows.length !== wanted.length) throw notFound();
      const order = new Map(wanted.map((c, i) => [c, i]));
      rows.sort((a, b) => order.get(a.code)! - order.get(b.code)!);
      const items = await Promise.all(
        rows.map(async (quiz) => ({ quiz, questions: await repo.questionsOf(quiz.id) })),
      );
      const buffer = await buildQuizzesWorkbook(db, items);
      return { filename: EXPORT_FILENAME, file: buffer.toString('base64') };
    },

    findByCode: (code: string) => repo.findByCode(normalizeCode(code)),
  };
}
export type QuizzesService = ReturnType<typeof createQuizzesService>;
