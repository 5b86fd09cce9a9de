import { QUIZ_STATUS } from '@quizzical/common';
import type { AppConfig } from '../../config';
import type { QuizEvents } from '../../lib/events';
import { createTtlCache } from '../../lib/ttl-cache';
import type { QuestionRow, QuizRow } from '../quizzes/quizzes.table';
import type { TakingRepository } from './taking.repository';

/** `hosted`: a live game exists for the quiz (the quiz row's flag); 'Host live' drops the entry like a start does. */
type LoadedQuiz = { quiz: QuizRow; questions: QuestionRow[]; hosted: boolean } | undefined;

/**
 * The student path's quizzes with their questions, cached for a second: a class joining or ending at
 * once reads the quiz once. Starting, closing, editing or deleting a quiz drops its entry at once on
 * every instance (the event bus's quiz changes), and nothing is trusted while the bus may be
 * missing them. Joins also re-read any cached quiz that is not started (cheap: nobody can join it), and
 * the session insert itself checks the status, so a close that has not reached this instance yet still
 * refuses.
 */
export function createStudentQuizCache({
  repo,
  config,
  events,
}: {
  repo: Pick<TakingRepository, 'findQuizByCode' | 'questionsOf'>;
  config: Pick<AppConfig, 'now'>;
  events: Pick<QuizEvents, 'onQuizChanged' | 'connected'>;
}) {
  // the least recently read quiz goes first beyond 10,000; entries age by the injected clock. A quiz
  // not found is cached too (`found` undefined): a wrong code typed by a class is read once.
  const entries = createTtlCache<string, { found: LoadedQuiz }>({
    maxEntries: 10_000,
    maxAgeMs: 1_000,
    now: () => config.now().getTime(),
  });
  events.onQuizChanged((code) => (code === undefined ? entries.clear() : entries.delete(code)));

  const read = (code: string) => async () => {
    const quiz = await repo.findQuizByCode(code);
    if (!quiz) return { found: undefined };
    return { found: { quiz, questions: await repo.questionsOf(quiz.id), hosted: quiz.hosted } };
  };

  return {
    /** The quiz `code` (normalized) and its questions; `unlessStarted: 'reload'` re-reads one cached as not started. */
    async load(code: string, options: { unlessStarted?: 'reload' } = {}): Promise<LoadedQuiz> {
      // while the bus may be missing changes, nothing cached is trusted
      const { found } = await entries.get(code, read(code), { fresh: !events.connected() });
      if (!options.unlessStarted || found?.quiz.status === QUIZ_STATUS.STARTED) return found;
      return (await entries.get(code, read(code), { fresh: true })).found;
    },
    /** Drops the cached quiz: this instance learnt it changed before the event bus said so. */
    forget: (code: string) => entries.delete(code),
  };
}
