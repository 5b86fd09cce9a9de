import { randomBytes } from 'node:crypto';
import {
  codeFromBytes,
  normalizeCode,
  PUBLIC_QUIZ_PAGE_SIZE,
  type publicQuizSearchBody,
  QR_SIZES,
  QUIZ_CODE_LENGTH,
  QUIZ_STATUS,
  QUIZ_TITLE_MAX,
  type quizInput,
  type quizPatch,
  SHARE_CODE_LENGTH,
  type User,
} from '@quizzical/common';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../db/client';
import type { QuizEvents } from '../../lib/events';
import { qrPng } from '../../lib/qr';
import type { PlansService } from '../plans/plans.service';
import type { TakingService } from '../taking/taking.service';
import { correctionsOf } from './quizzes.corrections';
import { importCodeInvalid, quizNotFound } from './quizzes.errors';
import { createQuizExport, type QuizExportDeps } from './quizzes.export-request';
import { assertHomework, movesSessionEnds } from './quizzes.homework';
import { presentPublicQuiz, presentQuestion, presentQuiz } from './quizzes.presenters';
import type { QuizzesRepository } from './quizzes.repository';
import {
  copyQuestions,
  copySettings,
  newQuizSettings,
  settingsOf,
  toQuestionValues,
} from './quizzes.settings';
import { createQuizStatus } from './quizzes.status';
import type { QuizRow } from './quizzes.table';

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
  /**
   * Participants (their number, the sessions a hosted game's close ends, the ends a schedule or
   * accommodations move, the scores a correction changes) are the taking module's.
   */
  taking: Pick<TakingService, 'countParticipants' | 'finishAll' | 'refitSessionEnds' | 'regrade'>;
  /** The results' table of each quiz in the export's workbook (modules/results). */
  resultsTable: QuizExportDeps['resultsTable'];
  /**
   * A hosted game's answers to the questions whose keys a correction changed earn their points again,
   * inside the correction's transaction (modules/live: its scoring).
   */
  rescoreHostedAnswers: (target: { quizId: number; questionIds: number[] }, tx: DbOrTx) => Promise<void>;
  /** The free plan's limit on active quizzes (modules/plans). */
  plans: Pick<PlansService, 'assertMayAddActiveQuiz'>;
  /** The export's file writers (modules/transfer/export): a question bank, the spec's workbook. */
  writeQuestionBank: QuizExportDeps['writeQuestionBank'];
  writeWorkbook: QuizExportDeps['writeWorkbook'];
  /** The server's clock (config.now): a deadline being set must be in the future. */
  now: () => Date;
}

export function createQuizzesService({
  db,
  repo,
  events,
  taking,
  plans,
  writeQuestionBank,
  writeWorkbook,
  resultsTable,
  rescoreHostedAnswers,
  now,
}: QuizzesDeps) {
  // fresh draws until one is free, not a retry of a failure: no retry library applies
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
    if (!quiz || quiz.ownerId !== user.id) throw quizNotFound();
    return quiz;
  }

  /** The owner's view of a quiz: with its questions and its number of participants. */
  async function presentWithQuestions(quiz: QuizRow) {
    const [questions, numResponses] = await Promise.all([
      repo.questionsOf(quiz.id),
      taking.countParticipants(quiz.id),
    ]);
    return presentQuiz(quiz, questions, { numResponses, hosted: quiz.hosted });
  }

  /**
   * Creates a quiz for `user` inside one transaction that locks the owner row, so the free-plan
   * limit holds even when two requests race.
   */
  async function createFor(
    user: User,
    values: Omit<Parameters<QuizzesRepository['insertQuiz']>[0], 'code' | 'shareCode' | 'ownerId'>,
    questions: ReturnType<typeof copyQuestions>,
  ) {
    const [code, shareCode] = await Promise.all([
      newCode('code', QUIZ_CODE_LENGTH),
      newCode('share_code', SHARE_CODE_LENGTH),
    ]);
    const created = await db.transaction(async (tx) => {
      await repo.lockOwner(user.id, tx);
      await plans.assertMayAddActiveQuiz(user, tx);
      return repo.insertQuiz({ ...values, code, shareCode, ownerId: user.id }, questions, tx);
    });
    return presentQuiz(created.row, created.questions, { numResponses: 0, hosted: false });
  }

  async function copyInto(user: User, source: QuizRow, title: string) {
    const questions = await repo.questionsOf(source.id);
    return createFor(user, copySettings(user, source, title), copyQuestions(questions));
  }

  async function get(user: User, code: string) {
    return presentWithQuestions(await owned(user, code));
  }

  const { start, stop } = createQuizStatus({ db, repo, events, taking, plans, now, owned, get });
  const exportQuizzes = createQuizExport({ repo, resultsTable, writeQuestionBank, writeWorkbook });

  return {
    /** `search`: trimmed and bounded by the route (common searchKeyword). */
    async list(user: User, search: string) {
      const rows = await repo.listForOwner(user.id, search);
      return rows.map((row) => presentQuiz(row.quiz, null, row));
    },

    get,

    create(user: User, input: QuizInput) {
      assertHomework({ stored: undefined, input, now: now() });
      return createFor(user, newQuizSettings(user, input), toQuestionValues(input.questions));
    },

    /**
     * Settings at any time; the questions replaced while the quiz is not started, and corrected once it
     * has started or closed (quizzes.corrections.ts): then every answer already given is scored again.
     */
    async update(user: User, code: string, input: QuizPatch) {
      const quiz = await owned(user, code);
      assertHomework({ stored: quiz, input, now: now() });
      const outcome = await db.transaction(async (tx) => {
        const settings = settingsOf(input);
        if (Object.keys(settings).length) await repo.updateQuiz(quiz.id, settings, tx);
        if (input.questions === undefined) return { corrected: false, keysChanged: false };
        // the status is read under a row lock: a _start_now that committed since `owned` read it makes
        // this a correction, and one that comes later waits for this transaction (without the lock, 4
        // of 40 races were lost); two corrections at once follow one another
        const status = await repo.lockQuizStatus(quiz.id, tx);
        if (status === QUIZ_STATUS.NOT_STARTED) {
          await repo.replaceQuestions(quiz.id, toQuestionValues(input.questions), tx);
          return { corrected: false, keysChanged: false };
        }
        const { changed, rekeyed } = correctionsOf(await repo.questionsOf(quiz.id, tx), input.questions);
        if (changed.length) await repo.correctQuestions(quiz.id, changed, tx);
        // a game's points move with the keys, in this transaction: a correction never shows without them
        if (quiz.hosted) await rescoreHostedAnswers({ quizId: quiz.id, questionIds: rekeyed }, tx);
        return { corrected: changed.length > 0, keysChanged: rekeyed.length > 0 };
      });
      // every instance drops its student copy: students answering get the corrected texts
      events.quizChanged(quiz.id, quiz.code);
      // after the commit, so that ends racing the correction are settled (taking's end checks the revision)
      if (outcome.keysChanged) await taking.regrade(quiz.id);
      // open results pages refetch: texts, keys and scores changed
      if (outcome.corrected) events.publish(quiz.id);
      // deleted meanwhile: 404, as any later call would answer
      const updated = await repo.findByCode(quiz.code);
      if (!updated) throw quizNotFound();
      // students already answering get their new end (their run screen's poll shows it)
      if (movesSessionEnds(input, quiz)) await taking.refitSessionEnds(updated);
      return presentWithQuestions(updated);
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
      const copyableByCode = (quiz: QuizRow | undefined) =>
        quiz?.public && quiz.status !== QUIZ_STATUS.STARTED ? quiz : undefined;
      const source = (await repo.findByShareCode(code)) ?? copyableByCode(await repo.findByCode(code));
      if (!source) throw importCodeInvalid();
      return copyInto(user, source, source.title);
    },

    /** Starts a quiz not started (0 -> 1), or reopens a closed one (2 -> 1) (quizzes.status.ts). */
    start,
    stop,

    async setPublic(user: User, code: string, isPublic: boolean) {
      const quiz = await owned(user, code);
      await repo.updateQuiz(quiz.id, { public: isPublic });
      return get(user, code);
    },

    /** Staff: takes a quiz off the public list (the owner keeps it). */
    async removePublic(code: string) {
      const quiz = await repo.findByCode(normalizeCode(code));
      if (!quiz) throw quizNotFound();
      await repo.updateQuiz(quiz.id, { public: false });
    },

    async searchPublic(body: z.output<typeof publicQuizSearchBody>) {
      const { rows, count } = await repo.searchPublic(body, { page: body.page, size: PUBLIC_QUIZ_PAGE_SIZE });
      return { count, results: rows.map(presentPublicQuiz) };
    },

    /** One file for the owner's quizzes among the codes (quizzes.export-request.ts). */
    export: exportQuizzes,

    /** The QR code (PNG) of a quiz's student link `{linkBaseUrl}/q/{code}`; 404 for an unknown code or size. */
    async qrCode({ code, size, linkBaseUrl }: { code: string; size: number; linkBaseUrl: string }) {
      if (!(QR_SIZES as readonly number[]).includes(size)) throw quizNotFound();
      const quiz = await repo.findByCode(normalizeCode(code));
      if (!quiz) throw quizNotFound();
      return qrPng(`${linkBaseUrl}/q/${quiz.code}`, size);
    },

    /**
     * Marks the quiz hosted live: the live module calls it in the transaction that opens the game, so
     * that the quiz row says so wherever it is read (a copy of the quiz is not hosted).
     */
    markHosted: (quizId: number, tx: DbOrTx) => repo.markHosted(quizId, tx),

    /** The quiz row if `user` owns it (404 otherwise): the results module reports on it. */
    ownedQuiz: owned,
    /** A quiz's questions in their order, as its owner reads them (with the correct answers). */
    questionsOf: async (quizId: number) => (await repo.questionsOf(quizId)).map(presentQuestion),
  };
}
export type QuizzesService = ReturnType<typeof createQuizzesService>;
