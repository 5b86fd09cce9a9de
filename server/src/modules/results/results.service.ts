import { normalizeCode, type User } from '@quizzical/common';
import { notFound } from '../../lib/http-errors';
import type { QuizzesRepository } from '../quizzes/quizzes.repository';
import type { ReportCache } from './results.cache';
import { buildResultsReport } from './results.report';
import type { ResultsRepository } from './results.repository';

export function createResultsService(deps: {
  repo: ResultsRepository;
  quizzes: QuizzesRepository;
  cache: ReportCache;
}) {
  const { repo, quizzes, cache } = deps;

  /** The quiz if `user` owns it (404 otherwise, as for every owner call). */
  async function owned(user: User, code: string) {
    const quiz = await quizzes.findByCode(normalizeCode(code));
    if (!quiz || quiz.ownerId !== user.id) throw notFound();
    return quiz;
  }

  return {
    owned,

    /** The report as JSON text, shared by every viewer until the quiz's results change. */
    async reportJson(user: User, code: string): Promise<string> {
      const quiz = await owned(user, code);
      return cache.get(quiz.id, JSON.stringify(quiz), async () => {
        const [questions, sessions] = await Promise.all([
          quizzes.questionsOf(quiz.id),
          repo.sessions(quiz.id),
        ]);
        return JSON.stringify(buildResultsReport(quiz, questions, sessions));
      });
    },
  };
}
export type ResultsService = ReturnType<typeof createResultsService>;
