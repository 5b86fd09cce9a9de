import { randomBytes, randomInt } from 'node:crypto';
import {
  type endSessionBody,
  type StartQuizResult,
  sessionEndOf,
  type startSessionBody,
  timeFactorOf,
} from '@quizzical/common';
import type { z } from 'zod';
import type { AppConfig } from '../../config';
import type { QuizEvents } from '../../lib/events';
import type { WindowCounter } from '../../lib/window-counter';
import type { QuestionRow, QuizRow } from '../quizzes/quizzes.table';
import { finalAnswersOf, needsFractionScores, savedAnswersOf } from './taking.answers';
import {
  isNicknameTaken,
  isTimeOver,
  namesMissing,
  nicknameMissing,
  nicknameTaken,
  quizEnded,
  tooManyJoins,
} from './taking.errors';
import { nicknameKeys } from './taking.nickname';
import { presentQuizToJoin, presentSessionEnvelope } from './taking.presenters';
import { createRegrade } from './taking.regrade';
import type { TakingRepository } from './taking.repository';
import { createAfterEnd } from './taking.review';
import { createAnswerSaves } from './taking.saves';
import { createSessionReads, type SessionAddress } from './taking.session-reads';
import type { SessionRow } from './taking.session-row';
import { createSessionTimes } from './taking.session-times';

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

/** A hosted game's sessions end with its podium; this is only a bound for a game never finished. */
const HOSTED_SESSION_MS = 24 * 60 * 60_000;

export function createTakingService({ repo, config, events, joinsPerQuiz, savesPerSession }: TakingDeps) {
  const reads = createSessionReads({ repo, config, events });
  const { joinable, sessionOf } = reads;
  const { save, drained } = createAnswerSaves({ repo, config, events, savesPerSession, reads });

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

  return {
    /** Resolves once the answer batches under way are committed (the app closes the database after). */
    drained,

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
        reads.forgetQuiz(quiz.code);
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

    /** Ends every unfinished session of the quiz with its score (a hosted game's podium); answers how many. */
    finishAll,

    regrade,

    /** After the end: the survey and the review (taking.review.ts). */
    ...createAfterEnd({ repo, events, reads }),

    /** A session's end as it is now, and the teacher's moves of it (taking.session-times.ts). */
    ...createSessionTimes({ repo, config, events }),

    /** How many students joined the quiz (finished or not). */
    countParticipants: (quizId: number) => repo.countSessions(quizId),
  };
}
export type TakingService = ReturnType<typeof createTakingService>;
