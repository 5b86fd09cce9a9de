import type { HostState, LeaderboardEntry, PlayerState } from '@quizzical/common';
import { isoMicro } from '../../lib/dates';
import type { QuestionRow } from '../quizzes/quizzes.table';
import type { GameRow, PlayerRow } from './live.repository';
import type { RankedPlayer } from './live.scoring';

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
  status: game.status,
  step: game.step,
  version: game.version,
  question_index: game.questionIndex,
  num_questions: questions.length,
});

export const leaderboardEntry = (player: RankedPlayer): LeaderboardEntry => ({
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
    players: string[];
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

export function presentPlayerState(
  game: GameRow,
  questions: QuestionRow[],
  player: PlayerRow & { name: string },
  /** Their standing over the revealed questions; undefined before the first reveal or if they joined since. */
  standing: RankedPlayer | undefined,
  playerCount: number,
  now: Date,
): PlayerState {
  const question = currentQuestion(game, questions);
  const shown = question && revealed(game);
  return {
    ...common(game, questions),
    name: player.name,
    question: question && game.showQuestionOnDevices ? presentQuestion(question) : null,
    answer_count: question ? answerCount(question) : null,
    ...countdown(game, now),
    answer: question ? player.answer : null,
    correct_answer: shown ? question.correctAnswer : null,
    // null when they did not answer: the phone says so rather than 'wrong'
    correct: shown && player.answer !== null ? player.answer === question.correctAnswer : null,
    points_gained: shown ? (player.points ?? 0) : null,
    points: standing?.points ?? 0,
    rank: standing?.rank ?? null,
    player_count: playerCount,
    finished: player.finished,
    score: player.finished ? scorePercent(player.score) : null,
  };
}
