import { z } from 'zod';
import { LANGUAGES, LIVE_STEPS, SCORING_MODES } from '../constants';
import { QUESTION_TYPES } from '../question-types/types';
import { integerText } from './common';
import { answerValue, sentAnswer, studentQuestion } from './taking';

/**
 * Hosting a quiz live (not in the spec, an addition; docs/decisions/0025-hosting-live.md): the teacher paces a projector screen,
 * the class answers on phones. The game's state lives on the server (table `live_games`), so a reload,
 * a dropped network or a restart brings everyone back to the current step. The answers are the same
 * `session_answers` rows as any quiz's, so results, item analysis and exports work unchanged.
 *
 * Routes (owner = the quiz's owner, signed in; player = a session of the quiz, `?session_id=`):
 * - POST /api/quizz/{code}/live/_host      owner: starts the quiz if needed (free-plan rules), opens the
 *                                          game in the lobby if it has none; 200 hostState
 * - GET  /api/quizz/{code}/live            owner: 200 hostState (404 when the quiz is not hosted)
 * - POST /api/quizz/{code}/live/_next      owner, body liveNextBody: the next step; 200 hostState
 * - GET  /api/quizz/{code}/live/_events    owner: text/event-stream, `event: state` with a hostState
 *                                          at once and on every change (answers and joins at most
 *                                          every ~500 ms), `: heartbeat` comments
 * - GET  /api/quizz/live/{code}?session_id=          player: 200 playerState
 * - GET  /api/quizz/live/{code}/_events?session_id=  player: text/event-stream, `event: state` with a
 *                                          playerState at once and on every step
 * - POST /api/quizz/live/{code}/_answer?session_id=  player, body liveAnswerBody: 201 liveAnswerResult;
 *                                          400 'Time is over.' once it reached the server after
 *                                          the reveal or after the countdown (+ LIVE_TAP_ALLOWANCE_MS),
 *                                          or once the game has moved past the question; the countdown's
 *                                          reveal comes at its end + LIVE_TAP_ALLOWANCE_MS
 * - DELETE /api/quizz/{code}/live/players/{id}  owner: removes the player `id` (a lobbyPlayer's or a
 *                                          leaderboardEntry's, never a session id) from the game; 200
 *                                          hostState. Their name leaves every screen, their points the
 *                                          standings; their state, stream and taps answer 403
 *                                          LIVE_ERRORS['live.player_removed'] (an open stream gets `event: removed`)
 * Closing the game is the spec's stop ('Close the quizz'): POST /api/quizz/_stop_now/{code} as today.
 */

export const liveStep = z.enum(LIVE_STEPS);
export const scoringMode = z.enum(SCORING_MODES, { error: "Choose 'accuracy' or 'speed'." });

/** 'Next' carries the version the host saw: a second press of the same key (or a second host tab) is a no-op. */
export const liveNextBody = z.object({ version: integerText({ min: 0 }) });

/**
 * One tap: the answer is locked (a second, different answer is not taken; the stored one is returned).
 * `answer` has the shape of the question's type, as a save's (taking's sentAnswer; an ordering's in the
 * player's presented slots); whether it fits is common question-types `acceptAnswer`'s decision.
 */
export const liveAnswerBody = z.object({
  key: integerText({ min: 1 }),
  answer: sentAnswer,
});
export const liveAnswerResult = z.object({
  detail: z.literal('saved'),
  /** The answer that counts (the first one tapped), as the player sent it (an ordering's in their slots). */
  answer: answerValue,
});

/** A player's public id: a hash of their session id (the session id is their secret key). */
const playerId = z.string().describe("the player's public id, for DELETE .../players/{id}");

/** DELETE /api/quizz/{code}/live/players/{id}: a player's public id (hex). */
export const playerIdParams = z.object({
  id: z.string().regex(/^[0-9a-f]{1,64}$/, 'Not a valid player id.'),
});

/** A name in the lobby. */
export const lobbyPlayer = z.object({ id: playerId, name: z.string() });
export type LobbyPlayer = z.infer<typeof lobbyPlayer>;

export const leaderboardEntry = z.object({
  id: playerId,
  rank: z.number(),
  name: z.string(),
  points: z.number(),
  /** Sum of the player's answer times (ms): ties go to the shorter. */
  answer_time_ms: z.number(),
});
export type LeaderboardEntry = z.infer<typeof leaderboardEntry>;

/** What the step's question shows. Hosted questions keep the stored answer order: A is answer1 for everyone. */
const liveQuestion = studentQuestion;

/**
 * A question's key, from the reveal on (null before): by type, the right option (single, true_false:
 * `correct_answer`), the right options (multiple), the accepted answers (text), the value and its
 * tolerance (numeric), the items in their right order (ordering); a poll has none (`type` only).
 */
export const liveSolution = z.object({
  type: z.enum(QUESTION_TYPES),
  correct_answer: z.number().nullable(),
  correct_answers: z.array(z.number()),
  accepted_answers: z.array(z.string()),
  correct_value: z.number().nullable(),
  tolerance: z.number(),
  correct_order: z.array(z.string()),
});
export type LiveSolution = z.infer<typeof liveSolution>;

/** One answer the class gave to a text or numeric question, with how many gave it. */
export const givenAnswer = z.object({
  answer: z.union([z.string(), z.number()]),
  count: z.number(),
  /** It earned the point (the accepted answer matched, the number within the tolerance). */
  correct: z.boolean(),
});
export type GivenAnswer = z.infer<typeof givenAnswer>;

/** What the class answered, in `reveal` (the projector). */
export const answerSummary = z.object({
  /** Answers that earned the whole point, and those that earned part of it (several answers, ordering). */
  right: z.number(),
  partial: z.number(),
  /** text: the most typed answers (compared as the rule compares them); numeric: the most given numbers. */
  top_answers: z.array(givenAnswer),
  /** numeric: the given number nearest the right value (null: none given). */
  closest: z.number().nullable(),
});
export type AnswerSummary = z.infer<typeof answerSummary>;

/** The countdown: all times are the server's; `time_left_ms` is what was left when this state was made. */
const countdownFields = {
  question_time: z.number().nullable().describe('seconds; null: no time limit'),
  question_started_at: z.string().nullable(),
  question_ends_at: z.string().nullable(),
  time_left_ms: z.number().nullable(),
};

/** What the projector and every phone are told of the game itself. */
const gameFields = {
  code: z.string(),
  title: z.string(),
  /** The content's language: `lang` on the question and answer texts. */
  language: z.enum(LANGUAGES),
  /** The quiz's status (0 not started, 1 started, 2 closed: 'Close the quizz' was pressed). */
  status: z.number(),
  step: liveStep,
  /** Grows by one on every step: clients drop older states, 'Next' sends it back. */
  version: z.number(),
};

/** The projector screen's state (owner only). */
export const hostState = z.object({
  ...gameFields,
  scoring: scoringMode,
  /** 0-based; null in the lobby. */
  question_index: z.number().nullable(),
  num_questions: z.number(),
  question: liveQuestion.nullable(),
  /** Only in `reveal` (and `podium` for the last question): single and true/false; the others' in `solution`. */
  correct_answer: z.number().nullable(),
  /** Only in `reveal` and `podium`: the question's key, every type. */
  solution: liveSolution.nullable(),
  ...countdownFields,
  player_count: z.number(),
  /** In the lobby, the newest LOBBY_NAMES_MAX names, in join order; empty past it (the count stays). */
  players: z.array(lobbyPlayer),
  answers_received: z.number(),
  /** Answers per slot [A, B, C, D] (several answers: the players who ticked each), in `reveal`; null otherwise. */
  distribution: z.array(z.number()).nullable(),
  /** In `reveal`: what the class answered beyond the slots; null otherwise. */
  answer_summary: answerSummary.nullable(),
  /** `reveal`: the top REVEAL_LEADERBOARD_SIZE; `podium`: everyone; otherwise empty. */
  leaderboard: z.array(leaderboardEntry),
});
export type HostState = z.infer<typeof hostState>;

/** One player's phone (the session's owner only: it carries their points and rank). */
export const playerState = z.object({
  ...gameFields,
  /** Their nickname, or their names when the quiz is not anonymous. */
  name: z.string(),
  question_index: z.number().nullable(),
  num_questions: z.number(),
  /** The question with its answers when `show_question_on_devices`; null otherwise (buttons show letters only). */
  question: liveQuestion.nullable(),
  /**
   * The step's question id (the `key` of _answer), also when `question` is null: without it a phone
   * that shows letters only could not answer. Added by the player's screen (W2); null in the lobby.
   */
  question_id: z.number().nullable().optional(),
  /** The step's question type, also when `question` is null (the phone draws its answer controls). */
  question_type: z.enum(QUESTION_TYPES).nullable(),
  /** How many answer buttons (2..4) the current question has. */
  answer_count: z.number().nullable(),
  /** ordering: the items in this player's own shuffled order (always shown: they cannot be lettered); null otherwise. */
  items: z.array(z.string()).nullable(),
  ...countdownFields,
  /** Their answer to the current question, as they sent it (answerValue; an ordering's in their slots), null when none. */
  answer: answerValue.nullable(),
  /** In `reveal` and `podium` only (single and true/false; the others' in `solution`). */
  correct_answer: z.number().nullable(),
  solution: liveSolution.nullable(),
  /** Their answer earned the whole point (null: no answer, or a poll). */
  correct: z.boolean().nullable(),
  /** The share of the point their answer earned, 0..1 (null: no answer, or a poll). */
  fraction: z.number().nullable(),
  points_gained: z.number().nullable(),
  /** Total points so far. */
  points: z.number(),
  /** Current rank (1 = first), from `reveal` on; null before the first reveal. */
  rank: z.number().nullable(),
  player_count: z.number(),
  /** True at the podium: the session is finished and the spec's end page (survey, review) follows. */
  finished: z.boolean(),
  /** Share of correct answers in % (the spec's score), at the podium. */
  score: z.number().nullable(),
});
export type PlayerState = z.infer<typeof playerState>;
