import { LIVE_TAP_ALLOWANCE_MS } from '@quizzical/common';
import type { QuestionRow } from '../quizzes/quizzes.table';
import { questionTimeOf } from './live.answer-rule';
import type { GameRow } from './live.repository';

// The game's state machine, pure: lobby -> question 0 -> reveal -> question 1 ... -> podium. Hosted
// games keep the quiz's stored order of questions and answers (random_questions and random_answers are
// for quizzes taken alone): a projector shows one order to the whole class.

/**
 * The values of the step after `game`'s (undefined at the podium). Questions in stored order; each
 * question's countdown is its own `time_limit`, else the quiz's `question_time`.
 */
export function nextStep(game: GameRow, questions: readonly QuestionRow[], now: Date) {
  const start = (index: number) => {
    const seconds = questionTimeOf(game.questionTime, questions[index]);
    return {
      step: 'question' as const,
      questionIndex: index,
      questionStartedAt: now,
      questionEndsAt: seconds === null ? null : new Date(now.getTime() + seconds * 1000),
      revealedAt: null,
    };
  };
  const after = (game.questionIndex ?? -1) + 1;
  if (game.step === 'question') return { step: 'reveal' as const, revealedAt: now };
  if (game.step === 'podium') return undefined;
  return after < questions.length ? start(after) : { step: 'podium' as const };
}

/**
 * When a countdown's reveal comes: its end plus LIVE_TAP_ALLOWANCE_MS, the last taps' way to the server
 * (taps are taken until then, and the correct answer is shown only from then on).
 */
export const countdownRevealAt = (endsAt: Date) => new Date(endsAt.getTime() + LIVE_TAP_ALLOWANCE_MS);

/** The countdown (and its allowance) has ended and the question is not revealed yet. */
export const overdue = (game: GameRow, now: Date) =>
  game.step === 'question' && game.questionEndsAt !== null && countdownRevealAt(game.questionEndsAt) <= now;

/** The questions whose answers count so far: up to the current one once it is revealed. */
export function revealedQuestions(game: GameRow, questions: QuestionRow[]) {
  if (game.questionIndex === null) return [];
  const revealed = game.step === 'reveal' || game.step === 'podium';
  return questions.slice(0, game.questionIndex + (revealed ? 1 : 0));
}
