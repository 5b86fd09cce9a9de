import {
  type AnswerSummary,
  type HostState,
  type LeaderboardEntry,
  type LobbyPlayer,
  type PlayerState,
  studentOptions,
} from '@quizzical/common';
import { isoMicro } from '../../lib/dates';
import type { QuestionRow } from '../quizzes/quizzes.table';
import {
  answerAsSent,
  fractionOf,
  playerItems,
  questionTimeOf,
  solutionOf,
  storedAnswerOfRow,
} from './live.answer-rule';
import type { PlayerRow } from './live.players.repository';
import type { GameRow } from './live.repository';
import type { RankedPlayer } from './live.scoring';

/** A player state's stand-in for a player the host removed (their phone is told so, not the game). */
export const REMOVED = 'removed';

/**
 * The question as every screen of the game may see it: no key. Typed questions have no options; an
 * ordering's authored items are its key, so they stay empty here until each phone gets its own
 * presented order (common orderingPresentation).
 */
const presentQuestion = (question: QuestionRow) => ({
  id: question.id,
  type: question.type,
  time_limit: question.timeLimit,
  text: question.text,
  ...(question.type === 'ordering'
    ? { answer1: '', answer2: '', answer3: '', answer4: '' }
    : studentOptions(question, { sessionId: '', questionId: question.id })),
  smallImageUrl: question.smallImageUrl,
  bigImageUrl: question.bigImageUrl,
});

/** The question the game is on (null in the lobby). */
export const currentQuestion = (game: GameRow, questions: QuestionRow[]) =>
  game.questionIndex === null ? undefined : questions[game.questionIndex];

/** The correct answer is shown from the reveal on (the podium keeps the last question's). */
const revealed = (game: GameRow) => game.step === 'reveal' || game.step === 'podium';

function countdown(game: GameRow, question: QuestionRow | undefined, now: Date) {
  const running = game.step === 'question' && game.questionEndsAt !== null;
  return {
    question_time: questionTimeOf(game.questionTime, question),
    question_started_at: game.questionStartedAt && isoMicro(game.questionStartedAt),
    question_ends_at: game.questionEndsAt && isoMicro(game.questionEndsAt),
    time_left_ms:
      running && game.questionEndsAt ? Math.max(0, game.questionEndsAt.getTime() - now.getTime()) : null,
  };
}

const common = (game: GameRow, questions: QuestionRow[]) => ({
  code: game.code,
  title: game.title,
  language: game.language,
  status: game.status,
  step: game.step,
  version: game.version,
  question_index: game.questionIndex,
  num_questions: questions.length,
});

export const leaderboardEntry = (player: RankedPlayer): LeaderboardEntry => ({
  id: player.playerId,
  rank: player.rank,
  name: player.name,
  points: player.points,
  answer_time_ms: player.answerTimeMs,
});

export function presentHostState(
  game: GameRow,
  questions: QuestionRow[],
  extras: {
    playerCount: number;
    players: LobbyPlayer[];
    answersReceived: number;
    distribution: number[] | null;
    answerSummary: AnswerSummary | null;
    leaderboard: LeaderboardEntry[];
  },
  now: Date,
): HostState {
  const question = currentQuestion(game, questions);
  return {
    ...common(game, questions),
    scoring: game.scoring,
    question: question ? presentQuestion(question) : null,
    correct_answer: question && revealed(game) ? revealedAnswerOf(question) : null,
    solution: question && revealed(game) ? solutionOf(question) : null,
    ...countdown(game, question, now),
    player_count: extras.playerCount,
    players: extras.players,
    answers_received: extras.answersReceived,
    distribution: extras.distribution,
    answer_summary: extras.answerSummary,
    leaderboard: extras.leaderboard,
  };
}

/** `correct_answer` of the reveal: a single answer's or true/false's key (the others' are in `solution`). */
const revealedAnswerOf = (question: QuestionRow) =>
  question.type === 'single' || question.type === 'true_false' ? question.correctAnswer : null;

/** How many answer buttons a question has: its filled slots (answers 1 and 2 always are). */
const answerCount = (question: QuestionRow) => (question.answer4 ? 4 : question.answer3 ? 3 : 2);

/** A score stored as a share (0..1) as the end page reads it: a percentage with one decimal. */
const scorePercent = (score: number | null) => (score === null ? null : Math.round(score * 1000) / 10);

/**
 * What every player's state of one step shares (the question, the countdown, the count): built once
 * per step for a whole class, then each player's own fields go on top (presentPlayerState).
 */
export function playerStateBase(game: GameRow, questions: QuestionRow[], playerCount: number, now: Date) {
  const question = currentQuestion(game, questions);
  return {
    ...common(game, questions),
    question: question && game.showQuestionOnDevices ? presentQuestion(question) : null,
    /**
     * Fair games: a player with more time (an accommodation) always reads the question on their phone,
     * also when the others see letters only. Built only when the game lists someone.
     */
    accommodatedQuestion:
      question && !game.showQuestionOnDevices && !game.anonymous && game.accommodations.length > 0
        ? presentQuestion(question)
        : null,
    /** The `_answer` key, also when the phones show letters only (no question). */
    question_id: question ? question.id : null,
    question_type: question ? question.type : null,
    answer_count: question ? answerCount(question) : null,
    ...countdown(game, question, now),
    player_count: playerCount,
    /** The step's question (not sent as such): each player's answer, fraction and ordering items. */
    questionRow: question,
    /** The reveal's key (`correct_answer`, `solution`); null before the reveal. */
    revealedAnswer: question && revealed(game) ? revealedAnswerOf(question) : null,
    solution: question && revealed(game) ? solutionOf(question) : null,
  };
}
export type PlayerStateBase = ReturnType<typeof playerStateBase>;

/** The fields of a player's state that are theirs alone; the others are the step's. */
type OwnFields = Pick<
  PlayerState,
  | 'name'
  | 'items'
  | 'answer'
  | 'correct'
  | 'fraction'
  | 'points_gained'
  | 'points'
  | 'rank'
  | 'finished'
  | 'score'
>;

/** The step's part of every player's state, field by field (a class of 5,000 shares one). */
const sharedFields = (base: PlayerStateBase): Omit<PlayerState, keyof OwnFields> => ({
  code: base.code,
  title: base.title,
  language: base.language,
  status: base.status,
  step: base.step,
  version: base.version,
  question_index: base.question_index,
  num_questions: base.num_questions,
  question: base.question,
  question_id: base.question_id,
  question_type: base.question_type,
  answer_count: base.answer_count,
  question_time: base.question_time,
  question_started_at: base.question_started_at,
  question_ends_at: base.question_ends_at,
  time_left_ms: base.time_left_ms,
  correct_answer: base.revealedAnswer,
  solution: base.solution,
  player_count: base.player_count,
});

function ownFields(
  base: PlayerStateBase,
  player: PlayerRow,
  name: string,
  standing: RankedPlayer | undefined,
): OwnFields {
  const question = base.questionRow;
  const shown = base.solution !== null;
  const answered =
    question && player.answer !== null ? { answer: player.answer, response: player.response } : null;
  // null when they did not answer (the phone says so rather than 'wrong') or for a poll
  const fraction = shown && question && answered ? fractionOf(question, answered) : null;
  return {
    name,
    items: playerItems(question, player.id),
    answer:
      question && answered ? answerAsSent(question, storedAnswerOfRow(question, answered), player.id) : null,
    correct: fraction === null ? null : fraction === 1,
    fraction,
    points_gained: shown ? (player.points ?? 0) : null,
    points: standing?.points ?? 0,
    rank: standing?.rank ?? null,
    finished: player.finished,
    score: player.finished ? scorePercent(player.score) : null,
  };
}

export function presentPlayerState(
  base: PlayerStateBase,
  player: PlayerRow,
  name: string,
  /** Their standing over the revealed questions; undefined before the first reveal or if they joined since. */
  standing: RankedPlayer | undefined,
  /** Their accommodation (common's timeFactorOf): above 1, they always see the question. */
  timeFactor = 1,
): PlayerState {
  const state = { ...sharedFields(base), ...ownFields(base, player, name, standing) };
  return needsOwnQuestion(base, timeFactor) ? { ...state, question: base.accommodatedQuestion } : state;
}

/** A player with more time reads the question that the others' phones do not show. */
const needsOwnQuestion = (base: PlayerStateBase, timeFactor: number) =>
  timeFactor > 1 && base.question === null && base.accommodatedQuestion !== null;

/**
 * A step's player states as JSON text for the event streams: the step's part is serialised once, and
 * each player's own fields are appended to it (what JSON.stringify(presentPlayerState(…)) gives, in
 * another key order), instead of the question and the countdown again for each of 5,000 phones.
 */
export function playerStateEncoder(base: PlayerStateBase) {
  const head = JSON.stringify(sharedFields(base)).slice(0, -1);
  return (player: PlayerRow, name: string, standing: RankedPlayer | undefined, timeFactor = 1) =>
    needsOwnQuestion(base, timeFactor)
      ? JSON.stringify(presentPlayerState(base, player, name, standing, timeFactor))
      : `${head},${JSON.stringify(ownFields(base, player, name, standing)).slice(1)}`;
}
