import type { Database } from '../../db/client';
import { participantIdOf, participantIdSql } from '../../lib/participant-id';

// The players of a game: the quiz's sessions (lobby, count, roster, their states, their removal).
// The players' hot paths are raw prepared statements, as taking's (see taking.repository.ts).

/** A session's row for its player state, with its answer to the current question. */
export interface PlayerRow {
  id: string;
  /** The host removed them: their phone says so, they take no part any more. */
  removed: boolean;
  nickname: string;
  firstName: string;
  lastName: string;
  studentNumber: string;
  finished: boolean;
  score: number | null;
  answer: number | null;
  /** The other types' answer, encoded (common encodeAnswer); null for one choice or none. */
  response: string | null;
  points: number | null;
}

/** A player's public id, for the host's screen and the removal of a player (lib/participant-id.ts). */
const playerIdOf = participantIdSql;

/**
 * The player count and the newest names (join order kept: `joinOrder` 1 is the first to join). Removed
 * players are left out, but counted in the join order: 'Player 3' stays 'Player 3' when 2 is removed.
 */
const LOBBY_SQL = `
  select ${playerIdOf('id')} as "playerId", nickname, "firstName", "lastName", "joinOrder", total from (
    select id, nickname, first_name as "firstName", last_name as "lastName",
      removed_at, row_number() over (order by start_date, id)::int as "joinOrder",
      (count(*) filter (where removed_at is null) over ())::int as total
    from quiz_sessions where quiz_id = $1
  ) x where removed_at is null order by "joinOrder" desc limit $2`;

const PLAYER_COUNT_SQL =
  'select count(*)::int as n from quiz_sessions where quiz_id = $1 and removed_at is null';

/**
 * Every player of a game (removed ones left out) with their names and join order (1: the first to join);
 * their public ids are hashed in the app (a third of the cost).
 */
const ROSTER_SQL = `
  select "sessionId", nickname, "firstName", "lastName", "joinOrder" from (
    select id as "sessionId", nickname, first_name as "firstName",
      last_name as "lastName", removed_at, row_number() over (order by start_date, id)::int as "joinOrder"
    from quiz_sessions where quiz_id = $1
  ) x where removed_at is null`;

/**
 * What changes whenever the roster does: a join adds a session with the latest start, a removal counts
 * one more removed, a deleted participant counts one less. Reads the quiz's index entries and start
 * dates only: no hash and no window over 5,000 rows.
 */
const ROSTER_VERSION_SQL = `
  select count(*) || ' ' || count(removed_at) || ' ' || coalesce(max(start_date)::text, '') as version
  from quiz_sessions where quiz_id = $1`;

const PLAYER_COLUMNS = `s.id, s.nickname, s.first_name as "firstName", s.last_name as "lastName",
  s.student_number as "studentNumber", s.finished,
  s.score, s.removed_at is not null as removed, a.answer, a.response, a.points`;

/** A few sessions of the game (a phone's poll, streams opening together), by id. */
const PLAYERS_SQL = `
  select ${PLAYER_COLUMNS}
  from quiz_sessions s left join session_answers a on a.session_id = s.id and a.question_id = $3
  where s.id = any($1::text[]) and s.quiz_id = $2`;

/**
 * Every session of the game with its join order, for a step's states: read by the quiz's index, with no
 * list of thousands of ids to send and plan (the caller keeps the sessions it streams to). A game's rows
 * are minutes old and not analysed yet, so the planner expects a handful of sessions: a plain join then
 * became a nested loop matching 5,000 × 5,000 rows (0.8–1 s at one reveal in three, 6.4 s on a loaded
 * machine; docs/decisions/0036-live-fan-out.md). Each session's answer is therefore looked up by its
 * primary key, whatever the estimates: LIMIT 1 keeps the lateral subquery from being flattened into
 * that join.
 */
const GAME_PLAYERS_SQL = `
  select ${PLAYER_COLUMNS}, row_number() over (order by s.start_date, s.id)::int as "joinOrder"
  from quiz_sessions s
  left join lateral (
    select answer, response, points from session_answers
    where session_id = s.id and question_id = $2 limit 1
  ) a on true
  where s.quiz_id = $1`;

const JOIN_ORDERS_SQL = `
  select id, "joinOrder" from (
    select id, row_number() over (order by start_date, id)::int as "joinOrder" from quiz_sessions where quiz_id = $2
  ) x where id = any($1::text[])`;

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

export function createLivePlayersRepository(query: Database['query']) {
  return {
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
      (await query<{ n: number }>(PLAYER_COUNT_SQL, [quizId], 'live_player_count')).rows[0]?.n ?? 0,

    roster: async (quizId: number) =>
      (
        await query<{
          sessionId: string;
          nickname: string;
          firstName: string;
          lastName: string;
          joinOrder: number;
        }>(ROSTER_SQL, [quizId], 'live_roster')
      ).rows.map((player) => ({ ...player, playerId: participantIdOf(player.sessionId) })),

    /** A text that changes whenever `roster(quizId)` would read something else. */
    rosterVersion: async (quizId: number) =>
      (await query<{ version: string }>(ROSTER_VERSION_SQL, [quizId], 'live_roster_version')).rows[0]
        ?.version ?? '',

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

    /** Every session of the quiz with its join order and its answer to `questionId` (0: none). */
    gamePlayers: async ({ quizId, questionId }: { quizId: number; questionId: number }) =>
      (
        await query<PlayerRow & { joinOrder: number }>(
          GAME_PLAYERS_SQL,
          [quizId, questionId],
          'live_game_players',
        )
      ).rows,

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

    /** See REMOVE_PLAYER_SQL: undefined when no player of the game has this id. */
    removePlayer: async ({ quizId, playerId, now }: { quizId: number; playerId: string; now: Date }) =>
      (
        await query<{ removedNow: number }>(
          REMOVE_PLAYER_SQL,
          [quizId, playerId, now.toISOString()],
          'live_remove',
        )
      ).rows[0]?.removedNow,
  };
}
