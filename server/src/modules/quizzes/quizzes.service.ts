import { randomBytes } from 'node:crypto';
import {
  codeFromBytes,
  type Language,
  normalizeCode,
  PUBLIC_QUIZ_PAGE_SIZE,
  type publicQuizSearchBody,
  QR_SIZES,
  QUIZ_CODE_LENGTH,
  QUIZ_STATUS,
  QUIZ_TITLE_MAX,
  type Question,
  type QuestionExportFormat,
  type QuestionExportResult,
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
import { correctionsOf, questionValuesOf } from './quizzes.corrections';
import {
  alreadyClosed,
  alreadyStarted,
  exportCodesCount,
  hostedNotReopened,
  importCodeInvalid,
  notStarted,
  quizNotFound,
} from './quizzes.errors';
import { assertHomework, homeworkSettingsOf, movesSessionEnds } from './quizzes.homework';
import { presentPublicQuiz, presentQuestion, presentQuiz } from './quizzes.presenters';
import type { QuizzesRepository } from './quizzes.repository';
import type { QuestionRow, QuizRow } from './quizzes.table';

/** A quiz's participants as the results module tables them: header, then one row per participant. */
export interface ResultsTable {
  header: string[];
  body: (string | number)[][];
}
/** One quiz of the export's workbook: its settings, questions and participants. */
export interface QuizWorkbookItem {
  quiz: QuizRow;
  questions: QuestionRow[];
  results: ResultsTable;
}
type ExportFile = { filename: string; file: string };

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
  /**
   * The participants' table of a quiz, times in `zone` (modules/results): the xlsx's Results sheets are
   * the same table as the results page's 'Export results', so the two spreadsheets agree.
   */
  resultsTable: (quiz: QuizRow, zone: string, language: Language) => Promise<ResultsTable>;
  /**
   * A hosted game's answers to the questions whose keys a correction changed earn their points again,
   * inside the correction's transaction (modules/live: its scoring).
   */
  rescoreHostedAnswers: (target: { quizId: number; questionIds: number[] }, tx: DbOrTx) => Promise<void>;
  /** The free plan's limit on active quizzes (modules/plans). */
  plans: Pick<PlansService, 'assertMayAddActiveQuiz'>;
  /**
   * Writes quizzes as a question bank for Moodle or a CSV, with what the format could not hold
   * (modules/transfer/export, the home of the export's files).
   */
  writeQuestionBank: (
    quizzes: { title: string; questions: Question[] }[],
    format: Exclude<QuestionExportFormat, 'xlsx'>,
  ) => Promise<QuestionExportResult>;
  /** Writes the spec's workbook, `Quizzical_export.xlsx` (modules/transfer/export). */
  writeWorkbook: (items: QuizWorkbookItem[], language: Language) => Promise<ExportFile>;
  /** The server's clock (config.now): a deadline being set must be in the future. */
  now: () => Date;
}

/** Codes one export takes at most. */
const EXPORT_MAX_QUIZZES = 100;

const toQuestionValues = (questions: QuizInput['questions']) => questions.map(questionValuesOf);
const copyQuestions = (questions: QuestionRow[]) =>
  questions.map(({ id: _id, quizId: _quizId, position: _position, ...values }) => values);

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
      // hosting live: allowed while started too (they are not questions); a running game takes them
      // from its next question on
      ...(input.question_time !== undefined && { questionTime: input.question_time }),
      ...(input.scoring !== undefined && { scoring: input.scoring }),
      ...(input.show_question_on_devices !== undefined && {
        showQuestionOnDevices: input.show_question_on_devices,
      }),
      ...(input.theme !== undefined && { theme: input.theme }),
      ...(input.level !== undefined && { level: input.level }),
      ...(input.type !== undefined && { type: input.type }),
      ...homeworkSettingsOf(input),
      ...(input.language !== undefined && { language: input.language }),
    };
  }

  async function copyInto(user: User, source: QuizRow, title: string) {
    const questions = await repo.questionsOf(source.id);
    const {
      id: _i,
      code: _c,
      shareCode: _s,
      ownerId: _o,
      createdDate: _d,
      status: _st,
      public: _p,
      hosted: _h,
      // a copy is scheduled anew; another teacher's copy does not take their students' numbers
      opensAt: _open,
      closesAt: _close,
      accommodations,
      ...settings
    } = source;
    return createFor(
      user,
      {
        ...settings,
        accommodations: source.ownerId === user.id ? accommodations : [],
        title,
        status: QUIZ_STATUS.NOT_STARTED,
        public: false,
      },
      copyQuestions(questions),
    );
  }

  async function get(user: User, code: string) {
    return presentWithQuestions(await owned(user, code));
  }

  /**
   * A closed quiz started again (2 -> 1): students join again, and the sessions that had finished stay
   * finished (nothing but the status changes). It counts as one more active quiz, so the free plan's
   * limit is checked under the owner's lock, as for a new quiz. A game hosted live has ended with its
   * podium: it is not reopened (a copy plays again).
   */
  async function reopen(user: User, quiz: QuizRow) {
    if (quiz.hosted) throw hostedNotReopened();
    const moved = await db.transaction(async (tx) => {
      await repo.lockOwner(user.id, tx);
      await plans.assertMayAddActiveQuiz(user, tx);
      const reopened = await repo.moveStatus(
        { quizId: quiz.id, from: QUIZ_STATUS.CLOSED, to: QUIZ_STATUS.STARTED },
        tx,
      );
      // reopened for a late student after the deadline: the passed deadline goes, else the scheduler
      // would close the quiz again at once (a deadline still ahead stays)
      if (reopened) await repo.dropPastDeadline(quiz.id, now(), tx);
      return reopened;
    });
    if (!moved) throw alreadyStarted();
    events.quizChanged(quiz.id, quiz.code);
    events.publish(quiz.id);
    return get(user, quiz.code);
  }

  return {
    /** `search`: trimmed and bounded by the route (common searchKeyword). */
    async list(user: User, search: string) {
      const rows = await repo.listForOwner(user.id, search);
      return rows.map((row) => presentQuiz(row.quiz, null, row));
    },

    get,

    create(user: User, input: QuizInput) {
      assertHomework({ stored: undefined, input, now: now() });
      return createFor(
        user,
        {
          ...settingsOf(input),
          title: input.title,
          // the content is in the author's language unless they say otherwise
          language: input.language ?? user.language,
          status: QUIZ_STATUS.NOT_STARTED,
          public: false,
        },
        toQuestionValues(input.questions),
      );
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

    /** Starts a quiz not started (0 -> 1), or reopens a closed one (2 -> 1). */
    async start(user: User, code: string) {
      const quiz = await owned(user, code);
      if (quiz.status === QUIZ_STATUS.CLOSED) return reopen(user, quiz);
      const moved = await repo.moveStatus({
        quizId: quiz.id,
        from: QUIZ_STATUS.NOT_STARTED,
        to: QUIZ_STATUS.STARTED,
      });
      if (!moved) throw alreadyStarted();
      events.quizChanged(quiz.id, quiz.code);
      events.publish(quiz.id);
      return get(user, code);
    },

    async stop(user: User, code: string) {
      const quiz = await owned(user, code);
      const moved = await repo.moveStatus({
        quizId: quiz.id,
        from: QUIZ_STATUS.STARTED,
        to: QUIZ_STATUS.CLOSED,
      });
      if (!moved) throw quiz.status === QUIZ_STATUS.CLOSED ? alreadyClosed() : notStarted();
      // a hosted game closed before its podium ends its sessions as the podium does: they were opened
      // for a day, paced by the host, who has now stopped; other quizzes' students keep the rest of
      // their time after a close
      if (quiz.hosted) await taking.finishAll(quiz.id);
      events.quizChanged(quiz.id, quiz.code);
      events.publish(quiz.id);
      return get(user, code);
    },

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

    /**
     * One file for the owner's quizzes among `codes`; any code not owned -> 404. `xlsx` (the spec's) or
     * a question bank for Moodle (transfer/export).
     */
    async export(user: User, codes: string[], format: QuestionExportFormat = 'xlsx', zone = 'UTC') {
      const wanted = [...new Set(codes.map(normalizeCode).filter(Boolean))];
      if (wanted.length === 0 || wanted.length > EXPORT_MAX_QUIZZES)
        throw exportCodesCount(EXPORT_MAX_QUIZZES);
      const rows = await repo.findOwnedByCodes(user.id, wanted);
      if (rows.length !== wanted.length) throw quizNotFound();
      // in the order the codes were given
      const byCode = new Map(rows.map((quiz) => [quiz.code, quiz]));
      const quizzesInOrder = wanted.flatMap((code) => byCode.get(code) ?? []);
      if (format !== 'xlsx') {
        const banks = await Promise.all(
          quizzesInOrder.map(async (quiz) => ({
            title: quiz.title,
            questions: (await repo.questionsOf(quiz.id)).map(presentQuestion),
          })),
        );
        return writeQuestionBank(banks, format);
      }
      const items = await Promise.all(
        quizzesInOrder.map(async (quiz) => ({
          quiz,
          questions: await repo.questionsOf(quiz.id),
          results: await resultsTable(quiz, zone, user.language),
        })),
      );
      // the teacher's language: headers and sheet names (the file name stays the spec's); it holds all
      return { ...(await writeWorkbook(items, user.language)), notices: [] };
    },

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
