import { randomBytes, randomInt } from 'node:crypto';
import {
  answerOrder,
  type endSessionBody,
  MESSAGES,
  normalizeCode,
  QUIZ_STATUS,
  questionOrder,
  type ReviewResult,
  type SessionResponse,
  type StartQuizResult,
  type startSessionBody,
  type surveyBody,
  TAKING_MESSAGES,
} from '@quizzical/common';
import type { z } from 'zod';
import type { AppConfig } from '../../config';
import { createBatcher } from '../../lib/batcher';
import { retryOnceOnConnectionLoss } from '../../lib/connection-lost';
import type { QuizEvents } from '../../lib/events';
import { badRequest, HttpError, plainText } from '../../lib/http-errors';
import type { WindowCounter } from '../../lib/window-counter';
import type { QuestionRow, QuizRow } from '../quizzes/quizzes.repository';
import { isoMicro } from '../quizzes/quizzes.repository';
import { decodeFinalAnswers } from './final-answers';
import type { AnswerSave, SessionRow, TakingRepository } from './taking.repository';

/**
 * Saves that arrive this long after a session's end are still accepted: it covers network latency
 * and a retry or two on school Wi-Fi, not more (docs/OPERATIONS.md).
 */
export const SAVE_GRACE_MS = 30_000;

export interface TakingDeps {
  repo: TakingRepository;
  config: Pick<AppConfig, 'now'>;
  events: QuizEvents;
  joinsPerQuiz: WindowCounter;
  savesPerSession: WindowCounter;
}

const toStudentQuestion = (q: QuestionRow) => ({
  id: q.id,
  text: q.text,
  answer1: q.answer1,
  answer2: q.answer2,
  answer3: q.answer3,
  answer4: q.answer4,
  smallImageUrl: q.smallImageUrl,
  bigImageUrl: q.bigImageUrl,
});

const sessionQuizOf = (quiz: QuizRow) => ({
  code: quiz.code,
  title: quiz.title,
  description: quiz.description,
  duration: quiz.duration,
  comment_allowed: quiz.commentAllowed,
  rating_enabled: quiz.ratingEnabled,
  answers_available: quiz.answersAvailable,
  review_after: quiz.reviewAfter,
  status: quiz.status,
});

const notFoundText = () => plainText(404, TAKING_MESSAGES.notFound);
const sessionNotFound = () => new HttpError(404, { detail: TAKING_MESSAGES.sessionNotFound });
const timeOver = () => new HttpError(403, { detail: TAKING_MESSAGES.timeOver });
const answersHeldBack = () => new HttpError(403, { detail: TAKING_MESSAGES.answersHeldBack });

/**
 * Correct answers reach a student only when the quiz allows a review and, with `review_after: 'close'`,
 * once it is closed: until then a student could end a second session and read them (issue 12).
 */
const correctAnswersHeldBack = (quiz: QuizRow) =>
  quiz.answersAvailable && quiz.reviewAfter === 'close' && quiz.status !== QUIZ_STATUS.CLOSED;

export function createTakingService({ repo, config, events, joinsPerQuiz, savesPerSession }: TakingDeps) {
  /**
   * Quizzes with their questions, cached for a second: a class joining or ending at once reads the
   * quiz once. Starting, closing, editing or deleting a quiz drops its entry at once on every instance
   * (the event bus's quiz changes; issue 12), and nothing is trusted while the bus may be missing them.
   * Joins also re-read any cached quiz that is not started (cheap: nobody can join it), and the session
   * insert itself checks the status, so a close that has not reached this instance yet still refuses.
   */
  type LoadedQuiz = { quiz: QuizRow; questions: QuestionRow[] } | undefined;
  const quizCache = new Map<string, { at: number; value: Promise<LoadedQuiz> }>();
  events.onQuizChanged((code) => (code === undefined ? quizCache.clear() : quizCache.delete(code)));
  function loadQuiz(code: string, options: { unlessStarted?: 'reload' } = {}) {
    const now = config.now().getTime();
    const hit = quizCache.get(code);
    if (hit && now - hit.at < 1_000 && events.connected()) {
      if (!options.unlessStarted) return hit.value;
      return hit.value.then((found) =>
        found?.quiz.status === QUIZ_STATUS.STARTED ? found : readQuiz(code, now),
      );
    }
    return readQuiz(code, now);
  }
  function readQuiz(code: string, now: number) {
    const value = repo
      .findQuizByCode(code)
      .then(async (quiz) => (quiz ? { quiz, questions: await repo.questionsOf(quiz.id) } : undefined));
    if (quizCache.size > 10_000) quizCache.clear();
    const entry = { at: now, value };
    quizCache.set(code, entry);
    value.catch(() => quizCache.get(code) === entry && quizCache.delete(code));
    return value;
  }

  /**
   * The quiz, if students may join it now; otherwise the spec's texts. Joins re-read a quiz cached as
   * not started; the entry screen's wait (GET every few seconds until started) reads the cache, which a
   * start drops at once, so a waiting class costs at most one read per second per quiz.
   */
  async function joinable(
    rawCode: string,
    options: { unlessStarted?: 'reload' } = { unlessStarted: 'reload' },
  ) {
    const found = await loadQuiz(normalizeCode(rawCode), options);
    if (!found) throw notFoundText();
    if (found.quiz.status === QUIZ_STATUS.NOT_STARTED) throw plainText(403, MESSAGES.quizNotStarted);
    if (found.quiz.status === QUIZ_STATUS.CLOSED) throw plainText(403, MESSAGES.quizEnded);
    return found;
  }

  /** A session with its quiz and questions; 404 unless the session belongs to the quiz `code`. */
  async function sessionOf(rawCode: string, sessionId: string) {
    const code = normalizeCode(rawCode);
    const [session, found] = await Promise.all([repo.findSession(code, sessionId), loadQuiz(code)]);
    if (!session || !found || found.quiz.id !== session.quizId) throw sessionNotFound();
    return { session, ...found };
  }

  /**
   * Answer saves go through a batcher: under load one statement and one commit store many answers.
   * A save is acknowledged only after its batch is committed, so "saved" still means saved.
   * A batch that failed on a lost connection (restart, failover, a cut connection) runs once more on a
   * fresh one: saves are idempotent upserts, ordered by their sequence, so running one twice is harmless.
   */
  const answerWriter = createBatcher<AnswerSave, number | undefined>({
    run: (saves) => retryOnceOnConnectionLoss(() => repo.saveAnswers(saves, SAVE_GRACE_MS)),
    key: (save) => `${save.sessionId} ${save.questionId}`,
    maxInFlight: 4,
    maxBatch: 500,
  });

  function present(
    session: SessionRow,
    quiz: QuizRow,
    qs: QuestionRow[],
    answers: Map<number, number>,
  ): SessionResponse {
    const byId = new Map(qs.map((q) => [q.id, q]));
    const order = questionOrder(
      session.orderSeed,
      qs.map((q) => q.id),
      quiz.randomQuestions,
    );
    return {
      session_id: session.id,
      finished: session.finished,
      start_date: isoMicro(session.startDate),
      end_date: isoMicro(session.endDate),
      first_name: session.firstName,
      last_name: session.lastName,
      score: session.score === null ? null : Math.round(session.score * 1000) / 10,
      comment: session.comment,
      rating: session.rating,
      questions: order.map((id) => {
        const q = byId.get(id)!;
        const slots = answerOrder(
          session.orderSeed,
          q.id,
          [!!q.answer1, !!q.answer2, !!q.answer3, !!q.answer4],
          quiz.randomAnswers,
        );
        const texts = [q.answer1, q.answer2, q.answer3, q.answer4];
        return {
          ...toStudentQuestion(q),
          answer1: texts[slots[0] - 1],
          answer2: texts[slots[1] - 1],
          answer3: texts[slots[2] - 1],
          answer4: texts[slots[3] - 1],
          answer_order: slots,
          answer: answers.get(q.id) ?? null,
        };
      }),
    };
  }

  /** The body of the session calls: the session as the student sees it, its quiz, and the server time. */
  function respond(
    session: SessionRow,
    quiz: QuizRow,
    questions: QuestionRow[],
    answers: Map<number, number>,
    now = config.now(),
  ) {
    return {
      response: present(session, quiz, questions, answers),
      quizz: sessionQuizOf(quiz),
      now_date: isoMicro(now),
    };
  }

  async function presentWithAnswers(session: SessionRow, quiz: QuizRow, questions: QuestionRow[]) {
    const answers = await repo.answersOf(session.id);
    return respond(session, quiz, questions, new Map(answers.map((a) => [a.questionId, a.answer])));
  }

  return {
    async quizForStudent(code: string): Promise<StartQuizResult> {
      const { quiz, questions } = await joinable(code, {});
      return {
        code: quiz.code,
        title: quiz.title,
        description: quiz.description,
        duration: quiz.duration,
        anonymous: quiz.anonymous,
        random_questions: quiz.randomQuestions,
        random_answers: quiz.randomAnswers,
        comment_allowed: quiz.commentAllowed,
        rating_enabled: quiz.ratingEnabled,
        answers_available: quiz.answersAvailable,
        num_questions: questions.length,
        questions: questions.map(toStudentQuestion),
      };
    },

    async startSession(code: string, body: z.output<typeof startSessionBody>) {
      const { quiz, questions } = await joinable(code);
      const firstName = body.firstName ?? '';
      const lastName = body.lastName ?? '';
      if (!quiz.anonymous) {
        const errors: Record<string, string[]> = {};
        if (!firstName) errors.firstName = [MESSAGES.enterFirstName];
        if (!lastName) errors.lastName = [MESSAGES.enterLastName];
        if (Object.keys(errors).length) throw badRequest(errors);
      }
      if (!joinsPerQuiz.hit(quiz.code)) {
        throw new HttpError(429, {
          detail: 'Too many students are joining right now. Try again in a few seconds.',
        });
      }
      const now = config.now();
      const session = await repo.insertSession({
        id: randomBytes(24).toString('base64url'),
        quizId: quiz.id,
        firstName: quiz.anonymous ? '' : firstName,
        lastName: quiz.anonymous ? '' : lastName,
        studentNumber: quiz.anonymous ? '' : (body.studentNumber ?? ''),
        startDate: now,
        endDate: new Date(now.getTime() + quiz.duration * 60_000),
        orderSeed: randomInt(0, 2 ** 31),
      });
      if (!session) {
        // closed since it was cached (on another instance, its change not heard here yet)
        quizCache.delete(quiz.code);
        throw plainText(403, MESSAGES.quizEnded);
      }
      events.publish(quiz.id);
      return respond(session, quiz, questions, new Map(), now);
    },

    async getSession(code: string, sessionId: string) {
      const { session, quiz, questions } = await sessionOf(code, sessionId);
      return presentWithAnswers(session, quiz, questions);
    },

    /**
     * Stores one answer; `superseded` when a newer answer (higher sequence) to the question is already
     * stored: this older save is then acknowledged without being applied (the client has moved on).
     */
    async save(
      code: string,
      sessionId: string,
      questionId: number,
      answer: number,
      sequence = 0,
    ): Promise<{ superseded: boolean }> {
      if (!savesPerSession.hit(sessionId)) throw new HttpError(429, { detail: 'Too many saves. Slow down.' });
      const quizId = await answerWriter.submit({
        code: normalizeCode(code),
        sessionId,
        questionId,
        answer,
        sequence,
        now: config.now(),
      });
      if (quizId !== undefined) {
        events.publish(quizId);
        return { superseded: false };
      }
      // Not stored: find out why, off the hot path.
      const { session, questions } = await sessionOf(code, sessionId);
      if (session.finished || session.endDate.getTime() + SAVE_GRACE_MS < config.now().getTime())
        throw timeOver();
      const question = questions.find((q) => q.id === questionId);
      if (!question) throw badRequest({ key: ['This question is not part of this quizz.'] });
      const slotFilled = answer <= 2 || (answer === 3 ? question.answer3 : question.answer4) !== '';
      if (!slotFilled) throw badRequest({ answer: ['This answer does not exist for this question.'] });
      // valid, yet not applied: the stored answer has a higher sequence (SAVE_ANSWERS_SQL)
      return { superseded: true };
    },

    async end(code: string, sessionId: string, body: z.output<typeof endSessionBody>) {
      const { session, quiz, questions } = await sessionOf(code, sessionId);
      if (!session.finished && body.key && body.answer) {
        try {
          await this.save(code, sessionId, body.key, body.answer, body.sequence ?? 0);
        } catch (error) {
          // after the time is over the last answer is not taken, but the session still ends
          if (!(error instanceof HttpError && error.statusCode === 403)) throw error;
        }
      }
      const finished = await repo.finish(session.id, quiz.id, config.now());
      if (!finished) return presentWithAnswers(session, quiz, questions);
      events.publish(quiz.id);
      // the finished row carries its answers in question order: no need to read them again
      const digits = decodeFinalAnswers(finished.finalAnswers ?? '', questions.length);
      const answers = new Map<number, number>();
      for (const [i, q] of questions.entries()) if (digits[i] !== null) answers.set(q.id, digits[i]!);
      return respond(finished, quiz, questions, answers);
    },

    async survey(code: string, sessionId: string, body: z.output<typeof surveyBody>) {
      const { session, quiz } = await sessionOf(code, sessionId);
      if (!session.finished) throw new HttpError(403, { detail: TAKING_MESSAGES.notFinished });
      const values: { comment?: string; rating?: number | null } = {};
      if (quiz.commentAllowed && body.comment !== undefined) values.comment = body.comment ?? '';
      if (quiz.ratingEnabled && body.rating !== undefined) values.rating = body.rating ?? null;
      // an empty 'Send' would lock the survey with nothing in it: refuse it when the quiz takes one
      const gave = (values.comment ?? '').trim() !== '' || (values.rating ?? null) !== null;
      if ((quiz.commentAllowed || quiz.ratingEnabled) && !gave)
        throw badRequest({ non_field_errors: [TAKING_MESSAGES.surveyEmpty] });
      if (Object.keys(values).length) {
        await repo.updateSurvey(session.id, values);
        events.publish(quiz.id);
      }
      return {
        comment: values.comment ?? session.comment,
        rating: values.rating === undefined ? session.rating : values.rating,
      };
    },

    async review(code: string, sessionId: string): Promise<ReviewResult> {
      // End pages poll this until the quiz closes: refuse from the cached quiz, before any session read.
      const cached = await loadQuiz(normalizeCode(code));
      if (cached && correctAnswersHeldBack(cached.quiz)) throw answersHeldBack();
      const { session, quiz, questions: qs } = await sessionOf(code, sessionId);
      if (!quiz.answersAvailable) throw new HttpError(403, { detail: TAKING_MESSAGES.reviewUnavailable });
      if (correctAnswersHeldBack(quiz)) throw answersHeldBack();
      if (!session.finished) throw new HttpError(403, { detail: TAKING_MESSAGES.notFinished });
      // a class that waited for the close asks at once: the finished row carries its answers
      const map = new Map<number, number>();
      if (session.finalAnswers !== null) {
        const digits = decodeFinalAnswers(session.finalAnswers, qs.length);
        for (const [i, q] of qs.entries()) if (digits[i] !== null) map.set(q.id, digits[i]!);
      } else {
        for (const a of await repo.answersOf(session.id)) map.set(a.questionId, a.answer);
      }
      return {
        quizz: {
          code: quiz.code,
          title: quiz.title,
          description: quiz.description,
          questions: qs.map((q) => ({ ...toStudentQuestion(q), correct_answer: q.correctAnswer })),
        },
        responses: {
          questions: qs.map((q) => ({
            question: q.id,
            answer: map.get(q.id) ?? null,
            correct: map.get(q.id) === q.correctAnswer,
          })),
          comment: session.comment,
          rating: session.rating,
          score: session.score === null ? null : Math.round(session.score * 1000) / 10,
        },
      };
    },
  };
}
export type TakingService = ReturnType<typeof createTakingService>;
