import type { Question } from '@quizzical/common';
import { LRUCache } from 'lru-cache';
import { createSessionScorer, type ScoredSession, type SessionScorer } from './results.answers';
import type { SessionResultRow } from './results.repository';

interface QuizScores {
  /** the questions the sessions were scored on: a correction changes them, and every session is rescored */
  questionsKey: string;
  score: SessionScorer;
  /** by session id: the stored answers as read, and what they scored */
  sessions: Map<string, { finalAnswers: string | null; openAnswers: string | null; scored: ScoredSession }>;
}

/**
 * Each quiz's scored sessions from its last report, reused by the next report for every session whose
 * stored answers read the same. A change (a save, an end, a comment) touches a few sessions while a
 * report covers all of them: decoding and scoring 10,000 × 40 answers again after each change was most
 * of a rebuild's time and garbage. Bounded by the number of sessions held, least recently reported
 * quiz first out.
 */
export function createScoresCache({ maxSessions }: { maxSessions: number }) {
  const quizzes = new LRUCache<number, QuizScores>({
    maxSize: maxSessions,
    sizeCalculation: (quiz) => Math.max(1, quiz.sessions.size),
  });

  return {
    /** Each row's answers scored, in the rows' order. */
    scoreAll(quizId: number, questions: readonly Question[], rows: readonly SessionResultRow[]) {
      const questionsKey = JSON.stringify(questions);
      const previous = quizzes.get(quizId);
      const reusable = previous?.questionsKey === questionsKey ? previous : undefined;
      const score = reusable?.score ?? createSessionScorer(questions);
      const sessions: QuizScores['sessions'] = new Map();
      const scored = rows.map((row) => {
        const before = reusable?.sessions.get(row.id);
        const entry =
          before && before.finalAnswers === row.final_answers && before.openAnswers === row.open_answers
            ? before
            : { finalAnswers: row.final_answers, openAnswers: row.open_answers, scored: score(row) };
        sessions.set(row.id, entry);
        return entry.scored;
      });
      // the sessions of this report only: a session removed since is forgotten
      quizzes.set(quizId, { questionsKey, score, sessions });
      return scored;
    },
  };
}
export type ScoresCache = ReturnType<typeof createScoresCache>;
