import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import type { ExtraTimeResult, Language, ResultsExportFormat, User } from '@quizzical/common';
import { translator } from '../../i18n/catalogue';
import { isoMicro } from '../../lib/dates';
import type { QuizzesService } from '../quizzes/quizzes.service';
import type { QuizRow } from '../quizzes/quizzes.table';
import type { TakingService } from '../taking/taking.service';
import type { ReportCache } from './results.cache';
import { participantAlreadyEnded, participantNotFound } from './results.errors';
import { exportResults } from './results.export';
import { presentParticipant } from './results.participant';
import { buildResultsReport, stillAnswering } from './results.report';
import type { ResultsRepository } from './results.repository';
import type { ScoresCache } from './results.scores-cache';
import { participantsTable } from './results.sheet';

const gzipAsync = promisify(gzip);

/**
 * A report ready to send, made once per change and sent as stored bytes to every request until the next:
 * its JSON as UTF-8 (a 10,000-participant report: 4.2 MB), the same gzipped on first demand (~0.5 MB), and
 * their ETag.
 */
export interface ServedReport {
  body: Buffer;
  gzipped(): Promise<Buffer>;
  /** A weak validator of the JSON (the same report, gzipped or not): a hash of its bytes. */
  etag: string;
  /**
   * When the report goes stale without any change being published (ms since the epoch): the earliest
   * end of time of a student still answering, whose count then drops. null: only a change makes it stale.
   */
  staleAt: number | null;
}

function readyToSend(json: string, staleAt: number | null): ServedReport {
  // encoded once here: a string would be encoded again and measured for its length on every send
  const body = Buffer.from(json);
  let compressed: Promise<Buffer> | undefined;
  return {
    body,
    staleAt,
    etag: `W/"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`,
    // level 1: 8× smaller in ~30 ms for 4 MB (level 6 saves another 20 % for 3× the time); made once per
    // report and change, off the event loop
    gzipped: () => (compressed ??= gzipAsync(body, { level: 1 })),
  };
}

export function createResultsService(deps: {
  repo: ResultsRepository;
  /** The quiz's owner check and its questions are the quizzes module's. */
  quizzes: Pick<QuizzesService, 'ownedQuiz' | 'questionsOf'>;
  cache: ReportCache<ServedReport>;
  /** the sessions' scores of each quiz's last report, for the next one */
  scores: ScoresCache;
  /** A session's end of time is the taking module's to move. */
  taking: Pick<TakingService, 'grantExtraTime'>;
  now: () => Date;
}) {
  const { repo, quizzes, cache, scores, taking, now } = deps;

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
        const report = buildResultsReport(
          quiz,
          questions,
          sessions,
          at,
          scores.scoreAll(quiz.id, questions, sessions),
        );
        return readyToSend(JSON.stringify(report), stillAnswering(sessions, at).nextEnd);
      };
      const cached = await cache.get(quiz.id, JSON.stringify(quiz), compute);
      if (cached.staleAt === null || now().getTime() < cached.staleAt) return cached;
      cache.invalidate(quiz.id);
      return cache.get(quiz.id, JSON.stringify(quiz), compute);
    },

    /** One participant's answers in the authored order (owner only, 404 otherwise). */
    async participant(user: User, { code, participantId }: { code: string; participantId: string }) {
      const quiz = await quizzes.ownedQuiz(user, code);
      const [questions, row] = await Promise.all([
        quizzes.questionsOf(quiz.id),
        repo.participant({ quizId: quiz.id, participantId }),
      ]);
      if (!row) throw participantNotFound();
      return presentParticipant(row, questions);
    },

    /**
     * Moves one unfinished participant's end of time by `minutes` (owner only, 404 otherwise), also
     * past the end already reached: their saves are taken until the new end.
     */
    async grantExtraTime(
      user: User,
      { code, participantId, minutes }: { code: string; participantId: string; minutes: number },
    ): Promise<ExtraTimeResult> {
      const quiz = await quizzes.ownedQuiz(user, code);
      const result = await taking.grantExtraTime({ quizId: quiz.id, participantId, minutes });
      if (!result) throw participantNotFound();
      if (!result.moved || !result.endDate || result.extraMinutes === null) throw participantAlreadyEnded();
      return { id: participantId, end_date: isoMicro(result.endDate), extra_minutes: result.extraMinutes };
    },

    /** The results as a spreadsheet for a gradebook (owner only, 404 otherwise), times in `zone`. */
    async exportResults(user: User, code: string, format: ResultsExportFormat, zone: string) {
      const quiz = await quizzes.ownedQuiz(user, code);
      const [questions, sessions] = await Promise.all([
        quizzes.questionsOf(quiz.id),
        repo.sessions({ quizId: quiz.id, hosted: quiz.hosted }),
      ]);
      return exportResults(quiz, questions, sessions, format, now(), zone, user.language);
    },

    /**
     * The participants' table of a quiz the caller already owns, as 'Export results' writes it: the
     * quizzes module's 'Export to Excel' writes the same one in its Results sheets, in `language`.
     */
    async participantsTable(quiz: QuizRow, zone: string, language: Language) {
      const [questions, sessions] = await Promise.all([
        quizzes.questionsOf(quiz.id),
        repo.sessions({ quizId: quiz.id, hosted: quiz.hosted }),
      ]);
      const { header, body } = participantsTable(
        quiz,
        questions,
        sessions,
        now(),
        zone,
        translator(language),
      );
      return { header, body };
    },
  };
}
export type ResultsService = ReturnType<typeof createResultsService>;
