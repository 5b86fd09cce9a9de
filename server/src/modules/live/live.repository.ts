import type { Accommodation, Language, LiveStep, ScoringMode } from '@quizzical/common';
import { and, asc, eq, getTableColumns, sql } from 'drizzle-orm';
import type { Database, Db, DbOrTx } from '../../db/client';
import { type QuestionRow, questions } from '../quizzes/quizzes.table';
import { createLiveAnswersRepository } from './live.answers.repository';
import { createLivePlayersRepository } from './live.players.repository';
import { liveGames } from './live.table';

/** A game with what its states need of its quiz. */
export interface GameRow {
  quizId: number;
  step: LiveStep;
  version: number;
  questionIndex: number | null;
  questionStartedAt: Date | null;
  questionEndsAt: Date | null;
  revealedAt: Date | null;
  code: string;
  title: string;
  status: number;
  ownerId: number;
  questionTime: number | null;
  scoring: ScoringMode;
  showQuestionOnDevices: boolean;
  /** Fair games: players listed here (by student number, quizzes not anonymous) get their own window. */
  anonymous: boolean;
  accommodations: Accommodation[];
  /** The quiz's content language: `lang` on the question on the projector and the phones. */
  language: Language;
  /** The quiz's corrections so far (quizzes.revision): questions and standings cached at an older one are read again. */
  revision: number;
}

// Raw prepared statements: every tap and every stream's first state reads a game.
const GAME_COLUMNS = `g.quiz_id as "quizId", g.step, g.version, g.question_index as "questionIndex",
  g.question_started_at as "questionStartedAt", g.question_ends_at as "questionEndsAt",
  g.revealed_at as "revealedAt", z.code, z.title, z.status, z.owner_id as "ownerId",
  z.question_time as "questionTime", z.scoring, z.show_question_on_devices as "showQuestionOnDevices",
  z.anonymous, z.accommodations, z.language, z.revision`;
const GAME_SQL = `select ${GAME_COLUMNS} from live_games g join quizzes z on z.id = g.quiz_id where g.quiz_id = $1`;
const GAME_BY_CODE_SQL = `select ${GAME_COLUMNS} from live_games g join quizzes z on z.id = g.quiz_id where z.code = $1`;
const GAMES_SQL = `select ${GAME_COLUMNS} from live_games g join quizzes z on z.id = g.quiz_id where g.quiz_id = any($1::int[])`;

/**
 * The countdown's end plus the taps' allowance `$3` (ms) is the reveal: one instance's update wins, at
 * that time (live.game.ts countdownRevealAt), whenever it runs.
 */
const REVEAL_OVERDUE_SQL = `
  update live_games set step = 'reveal', version = version + 1, updated_at = $2,
    revealed_at = question_ends_at + make_interval(secs => $3::int / 1000.0)
  where quiz_id = $1 and step = 'question'
    and question_ends_at + make_interval(secs => $3::int / 1000.0) <= $2
  returning version`;

/** The game's row, its steps and its questions; the players' and the answers' queries beside it. */
export function createLiveRepository(db: Db, query: Database['query']) {
  const one = async <T>(text: string, params: unknown[], name: string) =>
    (await query<T>(text, params, name)).rows[0];

  return {
    ...createLivePlayersRepository(query),
    ...createLiveAnswersRepository(query),
    findGame: (quizId: number) => one<GameRow>(GAME_SQL, [quizId], 'live_game'),
    findGameByCode: (code: string) => one<GameRow>(GAME_BY_CODE_SQL, [code], 'live_game_by_code'),
    findGames: async (quizIds: number[]) => (await query<GameRow>(GAMES_SQL, [quizIds], 'live_games')).rows,

    /** The student numbers of sessions, by session id (fair games' time factors: live.taps.ts). */
    studentNumbers: async (sessionIds: string[]) =>
      new Map(
        (
          await query<{ id: string; studentNumber: string }>(
            'select id, student_number as "studentNumber" from quiz_sessions where id = any($1::text[])',
            [sessionIds],
            'live_student_numbers',
          )
        ).rows.map((row) => [row.id, row.studentNumber]),
      ),

    /** Opens the game in the lobby; false when it already had one. */
    createGame: async (quizId: number, tx: DbOrTx = db) =>
      (
        await tx
          .insert(liveGames)
          .values({ quizId })
          .onConflictDoNothing()
          .returning({ quizId: liveGames.quizId })
      ).length > 0,

    /** Moves the game on only if it is still at `fromVersion`: two hosts' presses cannot both advance. */
    advance: async ({
      quizId,
      fromVersion,
      values,
      now,
    }: {
      quizId: number;
      fromVersion: number;
      values: Pick<
        typeof liveGames.$inferInsert,
        'step' | 'questionIndex' | 'questionStartedAt' | 'questionEndsAt' | 'revealedAt'
      >;
      now: Date;
    }) =>
      (
        await db
          .update(liveGames)
          .set({ ...values, version: sql`${liveGames.version} + 1`, updatedAt: now })
          .where(and(eq(liveGames.quizId, quizId), eq(liveGames.version, fromVersion)))
          .returning({ version: liveGames.version, step: liveGames.step })
      )[0],

    /** The overdue question revealed; false when it was not overdue or another call did it. */
    revealOverdue: async ({ quizId, now, allowanceMs }: { quizId: number; now: Date; allowanceMs: number }) =>
      (await query(REVEAL_OVERDUE_SQL, [quizId, now.toISOString(), allowanceMs], 'live_reveal_overdue')).rows
        .length > 0,

    /**
     * In the quiz's stored order (hosted games ignore random_questions and random_answers), each with
     * the md5 of its row (`keyDigest`): a tap judged by it is stored with its points only while the row
     * is the same (SAVE_ANSWERS_SQL). Async: a real promise the service caches (drizzle's query builder
     * would run again on every await).
     */
    questionsOf: async (quizId: number): Promise<LiveQuestion[]> =>
      db
        .select({ ...getTableColumns(questions), keyDigest: sql<string>`md5(${questions}::text)` })
        .from(questions)
        .where(eq(questions.quizId, quizId))
        .orderBy(asc(questions.position), asc(questions.id)),
  };
}
export type LiveRepository = ReturnType<typeof createLiveRepository>;

/** A hosted game's question with the digest of its row as read (what its taps are judged by). */
export type LiveQuestion = QuestionRow & { keyDigest: string };
