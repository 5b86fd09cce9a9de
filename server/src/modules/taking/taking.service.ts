import { randomBytes, randomInt } from 'node:crypto';
import {
  type endSessionBody,
  normalizeCode,
  QUIZ_STATUS,
  type ReviewResult,
  SAVE_GRACE_MS,
  type StartQuizResult,
  sessionEndOf,
  type startSessionBody,
  type surveyBody,
  timeFactorOf,
} from '@quizzical/common';
import { LRUCache } from 'lru-cache';
import type { z } from 'zod';
import type { AppConfig } from '../../config';
import { createBatcher } from '../../lib/batcher';
import { retryOnceOnConnectionLoss } from '../../lib/connection-lost';
import { isoMicro } from '../../lib/dates';
import type { QuizEvents } from '../../lib/events';
import type { WindowCounter } from '../../lib/window-counter';
import type { QuestionRow, QuizRow } from '../quizzes/quizzes.table';
import { acceptedSave, finalAnswersOf, needsFractionScores, savedAnswersOf } from './taking.answers';
import {
  answersHeldBack,
  hostedLive,
  isNicknameTaken,
  isTimeOver,
  namesMissing,
  nicknameMissing,
  nicknameTaken,
  notFinished,
  questionNotInQuiz,
  quizEnded,
  quizNotFound,
  quizNotStarted,
  reviewUnavailable,
  sessionNotFound,
  surveyAlreadySent,
  surveyEmpty,
  timeOver,
  tooManyJoins,
  tooManySaves,
} from './taking.errors';
import { nicknameKeys } from './taking.nickname';
import { presentQuizToJoin, presentReview, presentSessionEnvelope } from './taking.presenters';
import { createStudentQuizCache } from './taking.quiz-cache';
import { createRegrade } from './taking.regrade';
import type { AnswerSave, SessionRow, TakingRepository } from './taking.repository';

/** A nickname's columns of comparison (taking.nickname.ts). */
function keysOf(nickname: string) {
  const { folded, skeleton } = nicknameKeys(nickname);
  return { nicknameKey: folded, nicknameSkeleton: skeleton };
}

export interface TakingDeps {
  repo: TakingRepository;
  config: Pick<AppConfig, 'now'>;
  events: QuizEvents;
  joinsPerQuiz: WindowCounter;
  savesPerSession: WindowCounter;
}

/** Which session of which quiz: a session id opens a session only together with its quiz's code. */
export interface SessionAddress {
  code: string;
  sessionId: string;
}

/** A hosted game's sessions end with its podium; this is only a bound for a game never finished. */
const HOSTED_SESSION_MS = 24 * 60 * 60_000;

/**
 * Correct answers reach a student only when the quiz allows a review and, with `review_after: 'close'`,
 * once it is closed: until then a student could end a second session and read them (docs/decisions/0021-correct-answers-held-back.md).
 */
const correctAnswersHeldBack = (quiz: QuizRow) =>
  quiz.answersAvailable && quiz.reviewAfter === 'close' && quiz.status !== QUIZ_STATUS.CLOSED;

export function createTakingService({ repo, config, events, joinsPerQuiz, savesPerSession }: TakingDeps) {
  const quizCache = createStudentQuizCache({ repo, config, events });
  const loadQuiz = quizCache.load;

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
    if (!found) throw quizNotFound();
    if (found.quiz.status === QUIZ_STATUS.NOT_STARTED) throw quizNotStarted(found.quiz.opensAt);
    if (found.quiz.status === QUIZ_STATUS.CLOSED) throw quizEnded();
    // past its deadline, before an instance's scheduler has closed it (it checks every few seconds)
    if (found.quiz.closesAt && found.quiz.closesAt.getTime() <= config.now().getTime()) throw quizEnded();
    return found;
  }

  /** A session with its quiz and questions; 404 unless the session belongs to the quiz `code`. */
  async function sessionOf({ code: rawCode, sessionId }: SessionAddress) {
    const code = normalizeCode(rawCode);
    const [session, found] = await Promise.all([repo.findSession({ code, sessionId }), loadQuiz(code)]);
    if (!session || !found || found.quiz.id !== session.quizId) throw sessionNotFound();
    return { session, ...found };
  }

  /**
   * Sessions seen to belong to their code (session id -> code): the review poll of a class waiting for
   * the close asks every 10-20 s, and a session never moves to another quiz.
   */
  const knownSessions = new LRUCache<string, string>({ max: 50_000 });
  async function isSessionOf({ code: rawCode, sessionId }: SessionAddress) {
    const code = normalizeCode(rawCode);
    if (knownSessions.get(sessionId) === code) return true;
    if (!(await repo.findSession({ code, sessionId }))) return false;
    knownSessions.set(sessionId, code);
    return true;
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

  /** The session envelope with the answers saved so far. */
  async function envelopeWithSavedAnswers(
    session: SessionRow,
    quiz: QuizRow,
    questions: QuestionRow[],
    hosted: boolean,
  ) {
    const answers = await repo.answersOf(session.id);
    return presentSessionEnvelope(
      session,
      quiz,
      questions,
      savedAnswersOf(answers, questions),
      config.now(),
      hosted,
    );
  }

  const { regrade, regradeSessions } = createRegrade({ repo, events });

  /**
   * An end's statement scores against the questions of its own snapshot: one that began before a
   * correction committed and ended after the regrade read the ended sessions would keep the old score.
   * Read after the end's commit, a newer revision means such a race; the session is scored again. (If
   * the correction commits after this read, the end was committed before it and its regrade sees it.)
   */
  async function scoredAfterCorrections(quizId: number, gradedRevision: number | null) {
    return gradedRevision !== null && (await repo.quizRevision(quizId)) !== gradedRevision;
  }

  async function finishAll(quizId: number) {
    const finished = await repo.finishAll(quizId, config.now());
    // questions the end's SQL cannot score (taking.answers needsFractionScores) are scored by the regrade
    const typed = finished.count > 0 && needsFractionScores(await repo.questionsOf(quizId));
    if (typed || (await scoredAfterCorrections(quizId, finished.gradedRevision))) await regrade(quizId);
    if (finished.count > 0) events.publish(quizId);
    return finished.count;
  }

  /**
   * Stores one answer; `superseded` when a newer answer (higher sequence) to the question is already
   * stored: this older save is then acknowledged without being applied (the client has moved on).
   */
  async function save({
    code,
    sessionId,
    questionId,
    answer,
    sequence = 0,
  }: SessionAddress & { questionId: number; answer: unknown; sequence?: number }): Promise<{
    superseded: boolean;
  }> {
    if (!(await savesPerSession.hit(sessionId))) throw tooManySaves();
    const normalized = normalizeCode(code);
    // whether the answer fits its question is decided here, once (common acceptAnswer); the statement
    // stores what was accepted. The cached quiz will do: a correction keeps types and written slots.
    const found = await loadQuiz(normalized);
    const question = found?.questions.find((candidate) => candidate.id === questionId);
    if (!found) throw sessionNotFound();
    if (!question) throw questionNotInQuiz();
    const quizId = await answerWriter.submit({
      code: normalized,
      sessionId,
      questionId,
      ...acceptedSave(question, answer, sessionId),
      sequence,
      now: config.now(),
    });
    if (quizId !== undefined) {
      events.publish(quizId);
      return { superseded: false };
    }
    // Not stored: find out why, off the hot path.
    const { session, questions, hosted } = await sessionOf({ code, sessionId });
    if (hosted) throw hostedLive();
    if (session.finished || session.endDate.getTime() + SAVE_GRACE_MS < config.now().getTime())
      throw timeOver();
    if (!questions.some((candidate) => candidate.id === questionId)) throw questionNotInQuiz();
    // accepted, yet not applied: the stored answer has a higher sequence (SAVE_ANSWERS_SQL)
    return { superseded: true };
  }

  return {
    /** Resolves once the answer batches under way are committed (the app closes the database after). */
    drained: () => answerWriter.drained(),

    async quizForStudent(code: string): Promise<StartQuizResult> {
      const { quiz, questions, hosted } = await joinable(code, {});
      return presentQuizToJoin(quiz, questions, hosted);
    },

    async startSession(code: string, body: z.output<typeof startSessionBody>) {
      const { quiz, questions, hosted } = await joinable(code);
      const firstName = body.firstName ?? '';
      const lastName = body.lastName ?? '';
      if (!quiz.anonymous && (!firstName || !lastName))
        throw namesMissing({ firstName: !firstName, lastName: !lastName });
      // a hosted anonymous game's leaderboard names its players by nickname (trimmed by the schema)
      const nickname = hosted && quiz.anonymous ? (body.nickname ?? '') : '';
      if (hosted && quiz.anonymous && !nickname) throw nicknameMissing();
      if (!(await joinsPerQuiz.hit(quiz.code))) throw tooManyJoins();
      const now = config.now();
      // A hosted game is paced by its host, not by the quiz's duration: the session stays open a day and
      // the podium finishes every session of the game. Otherwise the duration times the student's
      // accommodation, never past the deadline.
      const studentNumber = quiz.anonymous ? '' : (body.studentNumber ?? '');
      const endDate = hosted
        ? new Date(now.getTime() + HOSTED_SESSION_MS)
        : sessionEndOf({
            start: now,
            durationMinutes: quiz.duration,
            timeFactor: timeFactorOf(quiz, studentNumber),
            closesAt: quiz.closesAt,
          });
      const session = await repo
        .insertSession({
          id: randomBytes(24).toString('base64url'),
          quizId: quiz.id,
          firstName: quiz.anonymous ? '' : firstName,
          lastName: quiz.anonymous ? '' : lastName,
          studentNumber,
          nickname,
          ...(nickname ? keysOf(nickname) : { nicknameKey: '', nicknameSkeleton: '' }),
          startDate: now,
          endDate,
          orderSeed: randomInt(0, 2 ** 31),
        })
        .catch((error: unknown) => {
          // the unique index decides, so two players typing the same name at once cannot both get it
          throw isNicknameTaken(error) ? nicknameTaken() : error;
        });
      if (!session) {
        // closed since it was cached (on another instance, its change not heard here yet)
        quizCache.forget(quiz.code);
        throw quizEnded();
      }
      events.publish(quiz.id);
      return presentSessionEnvelope(session, quiz, questions, new Map(), now, hosted);
    },

    async getSession(address: SessionAddress) {
      const { session, quiz, questions, hosted } = await sessionOf(address);
      return envelopeWithSavedAnswers(session, quiz, questions, hosted);
    },

    save,

    async end(address: SessionAddress, body: z.output<typeof endSessionBody>) {
      const { session, quiz, questions, hosted } = await sessionOf(address);
      // a hosted game's answers are its taps (live); its players' last answer is not sent here
      if (!session.finished && !hosted && body.key && body.answer !== undefined && body.answer !== null) {
        try {
          await save({ ...address, questionId: body.key, answer: body.answer, sequence: body.sequence ?? 0 });
        } catch (error) {
          // after the time is over the last answer is not taken, but the session still ends
          if (!isTimeOver(error)) throw error;
        }
      }
      const ended = await repo.finish({ sessionId: session.id, quizId: quiz.id, now: config.now() });
      if (!ended) return envelopeWithSavedAnswers(session, quiz, questions, hosted);
      let finished: SessionRow = ended;
      if (needsFractionScores(questions) || (await scoredAfterCorrections(quiz.id, ended.gradedRevision))) {
        await regradeSessions(quiz.id, [session.id]);
        finished = (await repo.findSession({ code: quiz.code, sessionId: session.id })) ?? ended;
      }
      events.publish(quiz.id);
      // the finished row carries its answers in question order: no need to read them again
      const answers = finalAnswersOf(finished.finalAnswers ?? '', questions);
      return presentSessionEnvelope(finished, quiz, questions, answers, config.now());
    },

    async survey(address: SessionAddress, body: z.output<typeof surveyBody>) {
      const { session, quiz } = await sessionOf(address);
      if (!session.finished) throw notFinished();
      const values: { comment?: string; rating?: number | null } = {};
      if (quiz.commentAllowed && body.comment !== undefined) values.comment = body.comment ?? '';
      if (quiz.ratingEnabled && body.rating !== undefined) values.rating = body.rating ?? null;
      // an empty 'Send' would lock the survey with nothing in it: refuse it when the quiz takes one
      const gave = (values.comment ?? '').trim() !== '' || (values.rating ?? null) !== null;
      if ((quiz.commentAllowed || quiz.ratingEnabled) && !gave) throw surveyEmpty();
      // sent once: an empty survey is refused above, so a comment or a rating means it was sent
      if (session.comment.trim() !== '' || session.rating !== null) throw surveyAlreadySent();
      if (Object.keys(values).length) {
        // the statement checks it again: of two sends at once, one is stored
        if (!(await repo.updateSurvey(session.id, values))) throw surveyAlreadySent();
        events.publish(quiz.id);
      }
      return {
        comment: values.comment ?? session.comment,
        rating: values.rating === undefined ? session.rating : values.rating,
      };
    },

    async review(address: SessionAddress): Promise<ReviewResult> {
      // Nothing about the quiz before the session is known: an unknown code answers as an unknown session.
      if (!(await isSessionOf(address))) throw sessionNotFound();
      // End pages poll this until the quiz closes: refused from the cached quiz and the known session.
      const cached = await loadQuiz(normalizeCode(address.code));
      if (cached && correctAnswersHeldBack(cached.quiz)) throw answersHeldBack();
      const { session, quiz, questions } = await sessionOf(address);
      if (!quiz.answersAvailable) throw reviewUnavailable();
      if (correctAnswersHeldBack(quiz)) throw answersHeldBack();
      if (!session.finished) throw notFinished();
      // a class that waited for the close asks at once: the finished row carries its answers
      const answers =
        session.finalAnswers !== null
          ? finalAnswersOf(session.finalAnswers, questions)
          : savedAnswersOf(await repo.answersOf(session.id), questions);
      return presentReview(session, quiz, questions, answers);
    },

    /** Ends every unfinished session of the quiz with its score (a hosted game's podium); answers how many. */
    finishAll,

    regrade,

    /**
     * The end of a session's time as it is now, for the run screen's light poll: a teacher may have
     * moved it (extra time), or corrected the questions (the quiz's revision). One primary-key read, no questions.
     */
    async sessionTime(address: SessionAddress) {
      const session = await repo.findSession({
        code: normalizeCode(address.code),
        sessionId: address.sessionId,
      });
      if (!session) throw sessionNotFound();
      return {
        end_date: isoMicro(session.endDate),
        finished: session.finished,
        now_date: isoMicro(config.now()),
        revision: session.quizRevision,
      };
    },

    /**
     * More time for one unfinished session of a quiz the caller owns (the results module checks it):
     * undefined for no such participant, `moved: false` once the session has ended.
     */
    async grantExtraTime(grant: { quizId: number; participantId: string; minutes: number }) {
      const result = await repo.extendSession(grant);
      // the report's "still answering" and the participant's end change
      if (result?.moved) events.publish(grant.quizId);
      return result;
    },

    /**
     * The quiz's schedule or accommodations changed: every unfinished session's end is computed again
     * (duration times the student's factor, capped by the deadline, plus the minutes granted to them).
     * A hosted game's sessions are paced by its host and stay as they are.
     */
    async refitSessionEnds(quiz: QuizRow) {
      if (quiz.hosted) return 0;
      const moved = await repo.refitSessionEnds({
        quizId: quiz.id,
        durationMinutes: quiz.duration,
        accommodations: quiz.anonymous ? [] : quiz.accommodations,
        closesAt: quiz.closesAt,
      });
      if (moved > 0) events.publish(quiz.id);
      return moved;
    },

    /** How many students joined the quiz (finished or not). */
    countParticipants: (quizId: number) => repo.countSessions(quizId),
  };
}
export type TakingService = ReturnType<typeof createTakingService>;
