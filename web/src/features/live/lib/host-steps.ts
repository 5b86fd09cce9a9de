import { type HostState, QUIZ_STATUS } from '@quizzical/common';
import { ANSWER_COLORS } from '../components/answer-colors';

/**
 * The newer of two states. `version` grows on every step; between steps the server resends the same
 * version with fresher counts (answers, joins) or a new status (closed), so an equal version is taken
 * too. An answer to an older request (a slow poll) never moves the screen back a step.
 */
export function newerState(current: HostState | null, incoming: HostState): HostState {
  if (!current || incoming.version >= current.version) return incoming;
  return current;
}

export function isClosed(state: HostState): boolean {
  return state.status === QUIZ_STATUS.CLOSED;
}

/** What the main button (and space or →) does now: a step, closing the quiz, or nothing. */
export type MainAction = { kind: 'next'; label: string } | { kind: 'close'; label: string } | null;

export function mainAction(state: HostState): MainAction {
  if (isClosed(state)) return null;
  switch (state.step) {
    case 'lobby':
      return { kind: 'next', label: 'Start' };
    case 'question':
      return { kind: 'next', label: 'Show results' };
    case 'reveal':
      return isLastQuestion(state)
        ? { kind: 'next', label: 'Show podium' }
        : { kind: 'next', label: 'Next question' };
    case 'podium':
      return { kind: 'close', label: 'Close the quizz' };
  }
}

function isLastQuestion(state: HostState): boolean {
  return (state.question_index ?? 0) + 1 >= state.num_questions;
}

/** "Question 2 / 10" (1-based), or '' in the lobby. */
export function questionCounter(state: HostState, separator = '/'): string {
  if (state.question_index === null) return '';
  return `Question ${state.question_index + 1} ${separator} ${state.num_questions}`;
}

/** The answers a question shows: only the filled ones, with their stored number (1..4), letter and colour. */
export function filledAnswers(question: NonNullable<HostState['question']>) {
  const texts = [question.answer1, question.answer2, question.answer3, question.answer4];
  return ANSWER_COLORS.flatMap((color, i) =>
    texts[i]?.trim() ? [{ number: i + 1, text: texts[i], ...color }] : [],
  );
}

/** 1 -> "1st", 2 -> "2nd", 11 -> "11th", 23 -> "23rd". */
export function ordinal(n: number): string {
  const tens = n % 100;
  if (tens >= 11 && tens <= 13) return `${n}th`;
  return `${n}${{ 1: 'st', 2: 'nd', 3: 'rd' }[n % 10] ?? 'th'}`;
}

export function plural(count: number, one: string, many = `${one}s`): string {
  return `${count.toLocaleString('en')} ${count === 1 ? one : many}`;
}

/**
 * What the aria-live region says when the screen changes step (not on every new answer: that would
 * talk over the class). Formulas are read as their source here; the page itself renders MathML.
 */
export function announcement(state: HostState): string {
  if (isClosed(state)) return 'The quizz is closed.';
  switch (state.step) {
    case 'lobby':
      return `Waiting for players. Join with the code ${state.code}. ${plural(state.player_count, 'player')} joined.`;
    case 'question':
      return `${questionCounter(state, 'of')}. ${state.question?.text ?? ''}`.trim();
    case 'reveal': {
      const correct =
        state.question && state.correct_answer !== null
          ? filledAnswers(state.question).find((a) => a.number === state.correct_answer)
          : undefined;
      const answer = correct ? ` The correct answer is ${correct.letter}: ${correct.text}.` : '';
      return `Results of ${questionCounter(state, 'of').toLowerCase()}.${answer} ${plural(state.answers_received, 'answer')}.`;
    }
    case 'podium': {
      const top = state.leaderboard
        .slice(0, 3)
        .map((e) => `${ordinal(e.rank)} ${e.name}, ${plural(e.points, 'point')}`);
      return top.length ? `Podium. ${top.join('. ')}.` : 'Podium. Nobody answered.';
    }
  }
}

/**
 * A key of the announcement: the region speaks again only when this changes (a step, or closing). In
 * the lobby the number of players is part of it: what it says ("3 players joined") must stay true while
 * the class joins, and joins come one by one, not hundreds a second as answers do.
 */
export function stepKey(state: HostState): string {
  const players = state.step === 'lobby' ? `:${state.player_count}` : '';
  return `${state.version}:${state.step}:${isClosed(state)}${players}`;
}
