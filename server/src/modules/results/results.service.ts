import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import type { ResultsExportFormat, User } from '@quizzical/common';
import type { QuizzesService } from '../quizzes/quizzes.service';
import type { QuizRow } from '../quizzes/quizzes.table';
import type { ReportCache } from './results.cache';
import { exportResults } from './results.export';
import { buildResultsReport, stillAnswering } from './results.report';
import type { ResultsRepository } from './results.repository';
import { participantsTable } from './results.sheet';

const gzipAsync = promisify(gzip);

/** A report ready to send: its JSON, and the same gzipped (a 10,000-participant report: 4 MB → ~0.5 MB). */
export interface ServedReport {
  json: string;
  gzipped(): Promise<Buffer>;
  /**
   * When the report goes stale without any change being published (ms since the epoch): the earliest
   * end of time of a student still answering, whose count then drops. null: only a change makes it stale.
   */
  staleAt: number | null;
}

function readyToSend(json: string, staleAt: number | null): ServedReport {
  let compressed: Promise<Buffer> | undefined;
  // level 1: 8× smaller in ~30 ms for 4 MB (level 6 saves another 20 % for 3× the time); made once per
  // report and change, off the event loop
  return { json, staleAt, gzipped: () => (compressed ??= gzipAsync(json, { level: 1 })) };
}

export function createResultsService(deps: {
  repo: ResultsRepository;
  /** The quiz's owner check and its questions are the quizzes module's. */
  quizzes: Pick<QuizzesService, 'ownedQuiz' | 'questionsOf'>;
  cache: ReportCache<ServedReport>;
  now: () => Date;
}) {
  const { repo, quizzes, cache, now } = deps;

  return {
    /** The quiz if `user` owns it (404 otherwise, as for every owner call): the stream's check. */
    ownedQuiz: (user: User, code: string) => quizzes.ownedQuiz(user, code),

    /** The report ready to send, shared by every viewer until the quiz's results change. */
    async report(user: User, code: string): Promise<ServedReport> {
      const quiz = await quizzes.ownedQuiz(user, code);
      const compute = async () => {
        const [questions, sessions] = await Promise.all([
          quizzes.questionsOf(quiz.id),
          repo.sessions({ quizId: quiz.id, hosted: quiz.hosted }),
        ]);
        const at = now();
        const report = buildResultsReport(quiz, questions, sessions, at);
        return readyToSend(JSON.stringify(report), stillAnswering(sessions, at).nextEnd);
      };
      const cached = await cache.get(quiz.id, JSON.stringify(quiz), compute);
      if (cached.staleAt === null || now().getTime() < cached.staleAt) return cached;
      cache.forget(quiz.id);
      return cache.get(quiz.id, JSON.stringify(quiz), compute);
    },

    /** The results as a spreadsheet for a gradebook (owner only, 404 otherwise), times in `zone`. */
    async exportResults(user: User, code: string, format: ResultsExportFormat, zone: string) {
      const quiz = await quizzes.ownedQuiz(user, code);
      const [questions, sessions] = await Promise.all([
        quizzes.questionsOf(quiz.id),
        repo.sessions({ quizId: quiz.id, hosted: quiz.hosted }),
      ]);
      return exportResults(quiz, questions, sessions, format, now(), zone);
    },

    /**
     * The participants' table of a quiz the caller already owns, as 'Export results' writes it: the
     * quizzes module's 'Export to Excel' writes the same one in its Results sheets.
     */
    async participantsTable(quiz: QuizRow, zone: string) {
      const [questions, sessions] = await Promise.all([
        quizzes.questionsOf(quiz.id),
        repo.sessions({ quizId: quiz.id, hosted: quiz.hosted }),
      ]);
      const { header, body } = participantsTable(quiz, questions, sessions, now(), zone);
      return { header, body };
    },
  };
}
export type ResultsService = ReturnType<typeof createResultsService>;
