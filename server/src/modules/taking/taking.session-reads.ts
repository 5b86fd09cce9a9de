import { normalizeCode, QUIZ_STATUS } from '@quizzical/common';
import { LRUCache } from 'lru-cache';
import type { AppConfig } from '../../config';
import type { QuizEvents } from '../../lib/events';
import { quizEnded, quizNotFound, quizNotStarted, sessionNotFound } from './taking.errors';
import { createStudentQuizCache } from './taking.quiz-cache';
import type { TakingRepository } from './taking.repository';

/** Which session of which quiz: a session id opens a session only together with its quiz's code. */
export interface SessionAddress {
  code: string;
  sessionId: string;
}

/**
 * What the student calls read before they act: the quiz (from the student quiz cache), whether students
 * may join it now, and a session with its quiz.
 */
export function createSessionReads({
  repo,
  config,
  events,
}: {
  repo: Pick<TakingRepository, 'findQuizByCode' | 'questionsOf' | 'findSession'>;
  config: Pick<AppConfig, 'now'>;
  events: Pick<QuizEvents, 'onQuizChanged' | 'connected'>;
}) {
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

  return { loadQuiz, forgetQuiz: quizCache.forget, joinable, sessionOf, isSessionOf };
}
export type SessionReads = ReturnType<typeof createSessionReads>;
