import { QUIZ_STATUS } from '@quizzical/common';
import { LRUCache } from 'lru-cache';
import type { AppConfig } from '../../config';
import type { QuizEvents } from '../../lib/events';
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
  // the least recently read quiz goes first beyond 10,000; entries' age is the injected clock's (`at`)
  const entries = new LRUCache<string, { at: number; value: Promise<LoadedQuiz> }>({ max: 10_000 });
  events.onQuizChanged((code) => (code === undefined ? entries.clear() : entries.delete(code)));

  function read(code: string, now: number) {
    const value = repo.findQuizByCode(code).then(async (quiz) => {
      if (!quiz) return undefined;
      return { quiz, questions: await repo.questionsOf(quiz.id), hosted: quiz.hosted };
    });
    const entry = { at: now, value };
    entries.set(code, entry);
    value.catch(() => entries.get(code) === entry && entries.delete(code));
    return value;
  }

  return {
    /** The quiz `code` (normalized) and its questions; `unlessStarted: 'reload'` re-reads one cached as not started. */
    load(code: string, options: { unlessStarted?: 'reload' } = {}): Promise<LoadedQuiz> {
      const now = config.now().getTime();
      const hit = entries.get(code);
      if (hit && now - hit.at < 1_000 && events.connected()) {
        if (!options.unlessStarted) return hit.value;
        return hit.value.then((found) =>
          found?.quiz.status === QUIZ_STATUS.STARTED ? found : read(code, now),
        );
      }
      return read(code, now);
    },
    /** Drops the cached quiz: this instance learnt it changed before the event bus said so. */
    forget: (code: string) => entries.delete(code),
  };
}
