import { type Language, type LiveStep, QUIZ_STATUS, type ScoringMode } from '@quizzical/common';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database, Db, DbOrTx } from '../../db/client';
import { participantIdSql } from '../../lib/participant-id';
import { questions } from '../quizzes/quizzes.table';
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
  /** The quiz's content language: `lang` on the question on the projector and the phones. */
  language: Language;
}

/** One answer tap as the batch statement takes it (points computed from the game the batch read). */
export interface LiveAnswer {
  sessionId: string;
  quizId: number;
  questionId: number;
  questionIndex: number;
  answer: number;
  /** The question's start the points were computed from: stored only if the game still has it. */
  startedAt: Date;
  points: number;
  answerTimeMs: number;
  now: Date;
}

/** One stored answer of a hosted game, as its leaderboard reads it. */
export interface AnswerRow {
  sessionId: string;
  questionId: number;
  points: number | null;
  answerTimeMs: number | null;
}

/** One player's session in a game and one question of it. */
export interface PlayerQuestion {
  sessionId: string;
  quizId: number;
  questionId: number;
}

/** A session's row for its player state, with its answer to the current question. */
export interface PlayerRow {
  id: string;
  /** The host removed them: their phone says so, they take no part any more. */
  removed: boolean;
  nickname: string;
  firstName: string;
  lastName: string;
  finished: boolean;
  score: number | null;
  answer: number | null;
  points: number | null;
}

// The players' hot paths are raw prepared statements, as taking's (see taking.repository.ts).

/** A player's public id, for the host's screen and the removal of a player (lib/participant-id.ts). */
const playerIdOf = participantIdSql;

const GAME_COLUMNS = `g.quiz_id as "quizId", g.step, g.version, g.question_index as "questionIndex",
  g.question_started_at as "questionStartedAt", g.question_ends_at as "questionEndsAt",
  g.revealed_at as "revealedAt", z.code, z.title, z.status, z.owner_id as "ownerId",
  z.question_time as "questionTime", z.scoring, z.show_question_on_devices as "showQuestionOnDevices", z.language`;
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

/**
 * The player count and the newest names (join order kept: `joinOrder` 1 is the first to join). Removed
 * players are left out, but counted in the join order: 'Player 3' stays 'Player 3' when 2 is removed.
 */
const LOBBY_SQL = `
  select "playerId", nickname, "firstName", "lastName", "joinOrder", total from (
    select ${playerIdOf('id')} as "playerId", nickname, first_name as "firstName", last_name as "lastName",
      removed_at, row_number() over (order by start_date, id)::int as "joinOrder",
      (count(*) filter (where removed_at is null) over ())::int as total
    from quiz_sessions where quiz_id = $1
  ) x where removed_at is null order by "joinOrder" desc limit $2`;

const PLAYER_COUNT_SQL =
  'select count(*)::int as n from quiz_sessions where quiz_id = $1 and removed_at is null';

/** A removed player's answer leaves the counts with them. */
const DISTRIBUTION_SQL = `
  select a.answer, count(*)::int as n
  from session_answers a join quiz_sessions s on s.id = a.session_id and s.removed_at is null
  where a.quiz_id = $1 and a.question_id = $2 group by a.answer`;

/** The answers to some questions of a game, for its leaderboard (live.standings.ts). */
const ANSWERS_TO_SQL = `
  select session_id as "sessionId", question_id as "questionId", points, answer_time_ms as "answerTimeMs"
  from session_answers where quiz_id = $1 and question_id = any($2::int[])`;

/** Every player of a game (removed ones left out) with their names and join order (1: the first to join). */
const ROSTER_SQL = `
  select "sessionId", "playerId", nickname, "firstName", "lastName", "joinOrder" from (
    select id as "sessionId", ${playerIdOf('id')} as "playerId", nickname, first_name as "firstName",
      last_name as "lastName", removed_at, row_number() over (order by start_date, id)::int as "joinOrder"
    from quiz_sessions where quiz_id = $1
  ) x where removed_at is null`;

const PLAYERS_SQL = `
  select s.id, s.nickname, s.first_name as "firstName", s.last_name as "lastName", s.finished, s.score,
    s.removed_at is not null as removed, a.answer, a.points
  from quiz_sessions s left join session_answers a on a.session_id = s.id and a.question_id = $3
  where s.id = any($1::text[]) and s.quiz_id = $2`;

const JOIN_ORDERS_SQL = `
  select id, "joinOrder" from (
    select id, row_number() over (order by start_date, id)::int as "joinOrder" from quiz_sessions where quiz_id = $2
  ) x where id = any($1::text[])`;

/**
 * Many taps in one statement and one commit (lib/batcher.ts). A tap is stored only if its session is of
 * this quiz and not finished, the quiz is started, the game is still on that question (same index and
 * start) in `question` or `reveal`, the tap reached the server (`saved_at`, taken on arrival, before
 * the batch) before the reveal and less than the allowance `$10` (ms) after the countdown's end, and the
 * answer is not an empty slot. A tap that arrived after the reveal earns nothing: its sender may have
 * seen the correct answer. The reveal is read from the game's row under its lock, so a tap batched
 * before the reveal and one batched after it are judged by when they arrived, not by which commits
 * first. The first tap locks: a later one stores nothing. Returns the stored rows with the game's step
 * (a tap that arrived before the reveal and is stored after it changes the standings).
 */
const SAVE_ANSWERS_SQL = `
  with s as materialized (
    select id, quiz_id from quiz_sessions where id = any($1::text[]) and not finished and removed_at is null
  ),
  stored as (
  insert into session_answers as a
    (session_id, question_id, quiz_id, answer, saved_at, sequence, points, answer_time_ms)
  select s.id, q.id, s.quiz_id, b.answer, b.saved_at, 0, b.points, b.answer_time_ms
  from unnest($1::text[], $2::int[], $3::int[], $4::smallint[], $5::timestamptz[], $6::int[], $7::int[],
      $8::int[], $9::timestamptz[])
    as b(session_id, quiz_id, question_id, answer, saved_at, question_index, points, answer_time_ms, started_at)
  join s on s.id = b.session_id and s.quiz_id = b.quiz_id
  join quizzes z on z.id = b.quiz_id and z.status = ${QUIZ_STATUS.STARTED}
  join live_games g on g.quiz_id = b.quiz_id
  join questions q on q.id = b.question_id and q.quiz_id = b.quiz_id
  where g.step in ('question', 'reveal') and g.question_index = b.question_index
    and g.question_started_at = b.started_at
    and b.saved_at < coalesce(g.revealed_at, 'infinity')
    and b.saved_at < coalesce(g.question_ends_at, 'infinity') + make_interval(secs => $10::int / 1000.0)
    and (b.answer <= 2 or (b.answer = 3 and q.answer3 <> '') or (b.answer = 4 and q.answer4 <> ''))
  -- the game's row is share-locked: a step waits for the batches under way, and a batch that comes
  -- after a step sees it, so no tap of a question is stored once the game has left it
  for share of g
  on conflict (session_id, question_id) do nothing
  returning a.session_id, a.question_id, a.quiz_id
  )
  select stored.session_id, stored.question_id, g.step
  from stored join live_games g on g.quiz_id = stored.quiz_id`;

/** Why a tap was not stored: the session (of this quiz), whether it was removed, the answer it already has. */
const TAP_CHECK_SQL = `
  select s.finished, s.removed_at is not null as removed, a.answer
  from quiz_sessions s left join session_answers a on a.session_id = s.id and a.question_id = $3
  where s.id = $1 and s.quiz_id = $2`;

/**
 * Removes a player (by public id) from a game, once: the game's version grows in the same statement, so
 * every instance's cached standings (kept per version) are read again and every screen gets a newer
 * state. Returns whether the player is (now or already) removed; no row: not a player of this game.
 */
const REMOVE_PLAYER_SQL = `
  with player as (
    select id, removed_at from quiz_sessions where quiz_id = $1 and ${playerIdOf('id')} = $2
  ),
  removed as (
    update quiz_sessions s set removed_at = $3 from player
    where s.id = player.id and player.removed_at is null
    returning s.id
  ),
  stepped as (
    update live_games set version = version + 1, updated_at = $3
    where quiz_id = $1 and exists (select 1 from removed)
    returning version
  )
  select (select count(*) from removed)::int as "removedNow" from player`;

export function createLiveRepository(db: Db, query: Database['query']) {
  const one = async <T>(text: string, params: unknown[], name: string) =>
    (await query<T>(text, params, name)).rows[0];

  return {
    findGame: (quizId: number) => one<GameRow>(GAME_SQL, [quizId], 'live_game'),
    findGameByCode: (code: string) => one<GameRow>(GAME_BY_CODE_SQL, [code], 'live_game_by_code'),
    findGames: async (quizIds: number[]) => (await query<GameRow>(GAMES_SQL, [quizIds], 'live_games')).rows,

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
     * In the quiz's stored order (hosted games ignore random_questions and random_answers). Async: a
     * real promise the service caches (drizzle's query builder would run again on every await).
     */
    questionsOf: async (quizId: number) =>
      db
        .select()
        .from(questions)
        .where(eq(questions.quizId, quizId))
        .orderBy(asc(questions.position), asc(questions.id)),

    /** The player count and the `names` newest players. */
    async lobby({ quizId, names }: { quizId: number; names: number }) {
      const rows = (
        await query<{
          playerId: string;
          nickname: string;
          firstName: string;
          lastName: string;
          joinOrder: number;
          total: number;
        }>(LOBBY_SQL, [quizId, names], 'live_lobby')
      ).rows;
      return { count: rows[0]?.total ?? 0, newest: rows.reverse() };
    },

    playerCount: async (quizId: number) =>
      (await one<{ n: number }>(PLAYER_COUNT_SQL, [quizId], 'live_player_count'))?.n ?? 0,

    /** Answers to one question by stored answer number. */
    distribution: async ({ quizId, questionId }: { quizId: number; questionId: number }) =>
      (
        await query<{ answer: number; n: number }>(
          DISTRIBUTION_SQL,
          [quizId, questionId],
          'live_distribution',
        )
      ).rows,

    answersTo: async (quizId: number, questionIds: number[]) =>
      (await query<AnswerRow>(ANSWERS_TO_SQL, [quizId, questionIds], 'live_answers_to')).rows,

    roster: async (quizId: number) =>
      (
        await query<{
          sessionId: string;
          playerId: string;
          nickname: string;
          firstName: string;
          lastName: string;
          joinOrder: number;
        }>(ROSTER_SQL, [quizId], 'live_roster')
      ).rows,

    /** These sessions of the quiz (others are left out), with their answer to `questionId` (0: none). */
    players: async ({
      quizId,
      sessionIds,
      questionId,
    }: {
      quizId: number;
      sessionIds: string[];
      questionId: number;
    }) => (await query<PlayerRow>(PLAYERS_SQL, [sessionIds, quizId, questionId], 'live_players')).rows,

    joinOrders: async (quizId: number, sessionIds: string[]) =>
      new Map(
        (
          await query<{ id: string; joinOrder: number }>(
            JOIN_ORDERS_SQL,
            [sessionIds, quizId],
            'live_join_orders',
          )
        ).rows.map((row) => [row.id, row.joinOrder]),
      ),

    /** Stores a batch of taps; answers, per tap, the game's step when it was stored, else undefined. */
    async saveAnswers(taps: LiveAnswer[], allowanceMs: number): Promise<(LiveStep | undefined)[]> {
      const result = await query<{ session_id: string; question_id: number; step: LiveStep }>(
        SAVE_ANSWERS_SQL,
        [
          taps.map((tap) => tap.sessionId),
          taps.map((tap) => tap.quizId),
          taps.map((tap) => tap.questionId),
          taps.map((tap) => tap.answer),
          taps.map((tap) => tap.now.toISOString()),
          taps.map((tap) => tap.questionIndex),
          taps.map((tap) => tap.points),
          taps.map((tap) => tap.answerTimeMs),
          taps.map((tap) => tap.startedAt.toISOString()),
          allowanceMs,
        ],
        'live_save_answers',
      );
      const stored = new Map(result.rows.map((row) => [`${row.session_id} ${row.question_id}`, row.step]));
      return taps.map((tap) => stored.get(`${tap.sessionId} ${tap.questionId}`));
    },

    /** See REMOVE_PLAYER_SQL: undefined when no player of the game has this id. */
    removePlayer: async ({ quizId, playerId, now }: { quizId: number; playerId: string; now: Date }) =>
      (
        await one<{ removedNow: number }>(
          REMOVE_PLAYER_SQL,
          [quizId, playerId, now.toISOString()],
          'live_remove',
        )
      )?.removedNow,

    tapCheck: ({ sessionId, quizId, questionId }: PlayerQuestion) =>
      one<{ finished: boolean; removed: boolean; answer: number | null }>(
        TAP_CHECK_SQL,
        [sessionId, quizId, questionId],
        'live_tap_check',
      ),
  };
}
export type LiveRepository = ReturnType<typeof createLiveRepository>;
