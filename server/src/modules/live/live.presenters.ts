import type { HostState, LeaderboardEntry, LobbyPlayer, PlayerState } from '@quizzical/common';
import { isoMicro } from '../../lib/dates';
import type { QuestionRow } from '../quizzes/quizzes.table';
import type { GameRow, PlayerRow } from './live.repository';
import type { RankedPlayer } from './live.scoring';

/** A player state's stand-in for a player the host removed (their phone is told so, not the game). */
export const REMOVED = 'removed';

/** A hosted question as screens show it: never its correct answer (that is `correct_answer`, at the reveal). */
const presentQuestion = (question: QuestionRow) => ({
  id: question.id,
  text: question.text,
  answer1: question.answer1,
  answer2: question.answer2,
  answer3: question.answer3,
  answer4: question.answer4,
  smallImageUrl: question.smallImageUrl,
  bigImageUrl: question.bigImageUrl,
});

/** The question the game is on (null in the lobby). */
export const currentQuestion = (game: GameRow, questions: QuestionRow[]) =>
  game.questionIndex === null ? undefined : questions[game.questionIndex];

/** The correct answer is shown from the reveal on (the podium keeps the last question's). */
const revealed = (game: GameRow) => game.step === 'reveal' || game.step === 'podium';

function countdown(game: GameRow, now: Date) {
  const running = game.step === 'question' && game.questionEndsAt !== null;
  return {
    question_time: game.questionTime,
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
    leaderboard: LeaderboardEntry[];
  },
  now: Date,
): HostState {
  const question = currentQuestion(game, questions);
  return {
    ...common(game, questions),
    scoring: game.scoring,
    question: question ? presentQuestion(question) : null,
    correct_answer: question && revealed(game) ? question.correctAnswer : null,
    ...countdown(game, now),
    player_count: extras.playerCount,
    players: extras.players,
    answers_received: extras.answersReceived,
    distribution: extras.distribution,
    leaderboard: extras.leaderboard,
  };
}

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
    /** The `_answer` key, also when the phones show letters only (no question). */
    question_id: question ? question.id : null,
    answer_count: question ? answerCount(question) : null,
    ...countdown(game, now),
    player_count: playerCount,
    /** The reveal's correct answer (each player's `correct_answer`); null before the reveal. */
    revealedAnswer: question && revealed(game) ? question.correctAnswer : null,
  };
}
export type PlayerStateBase = ReturnType<typeof playerStateBase>;

/** Field by field, no spread: a class of 5,000 gets its states built in a few milliseconds. */
export function presentPlayerState(
  base: PlayerStateBase,
  player: PlayerRow,
  name: string,
  /** Their standing over the revealed questions; undefined before the first reveal or if they joined since. */
  standing: RankedPlayer | undefined,
): PlayerState {
  const revealedAnswer = base.revealedAnswer;
  const shown = revealedAnswer !== null;
  return {
    code: base.code,
    title: base.title,
    language: base.language,
    status: base.status,
    step: base.step,
    version: base.version,
    name,
    question_index: base.question_index,
    num_questions: base.num_questions,
    question: base.question,
    question_id: base.question_id,
    answer_count: base.answer_count,
    question_time: base.question_time,
    question_started_at: base.question_started_at,
    question_ends_at: base.question_ends_at,
    time_left_ms: base.time_left_ms,
    answer: base.question_index === null ? null : player.answer,
    correct_answer: revealedAnswer,
    // null when they did not answer: the phone says so rather than 'wrong'
    correct: shown && player.answer !== null ? player.answer === revealedAnswer : null,
    points_gained: shown ? (player.points ?? 0) : null,
    points: standing?.points ?? 0,
    rank: standing?.rank ?? null,
    player_count: base.player_count,
    finished: player.finished,
    score: player.finished ? scorePercent(player.score) : null,
  };
}
