import { type HostState, QUIZ_STATUS } from '@quizzical/common';
import { getT, type MessageKey } from '../../../lib/i18n';
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

/** What the main button (and space or →) does now: a step, closing the quiz, or nothing (label: its key). */
export type MainAction = { kind: 'next'; label: MessageKey } | { kind: 'close'; label: MessageKey } | null;

export function mainAction(state: HostState): MainAction {
  if (isClosed(state)) return null;
  switch (state.step) {
    case 'lobby':
      return { kind: 'next', label: 'live.host.action.start' };
    case 'question':
      return { kind: 'next', label: 'live.host.action.show_results' };
    case 'reveal':
      return isLastQuestion(state)
        ? { kind: 'next', label: 'live.host.action.show_podium' }
        : { kind: 'next', label: 'live.host.action.next_question' };
    case 'podium':
      return { kind: 'close', label: 'live.host.action.close' };
  }
}

function isLastQuestion(state: HostState): boolean {
  return (state.question_index ?? 0) + 1 >= state.num_questions;
}

/** "Question 2 / 10" (1-based), or '' in the lobby; in the language on screen. */
export function questionCounter(state: HostState): string {
  if (state.question_index === null) return '';
  return getT()('live.question_counter', { number: state.question_index + 1, total: state.num_questions });
}

/**
 * The answers a question shows: only the filled ones, with their stored number (1..4), letter and
 * colour; a true/false question's two, its empty texts said as `words` (True, False in the language on screen).
 */
export function filledAnswers(
  question: NonNullable<HostState['question']>,
  words: { true: string; false: string } = { true: '', false: '' },
) {
  const texts =
    question.type === 'true_false'
      ? [question.answer1 || words.true, question.answer2 || words.false, '', '']
      : [question.answer1, question.answer2, question.answer3, question.answer4];
  return ANSWER_COLORS.flatMap((color, i) =>
    texts[i]?.trim() ? [{ number: i + 1, text: texts[i], ...color }] : [],
  );
}

/** 1 -> "1st", 2 -> "2nd" in English, "1er", "2e" in French, "1." in German. */
export const ordinal = (rank: number): string => getT()('live.ordinal', { rank });

/**
 * What the aria-live region says when the screen changes step (not on every new answer: that would
 * talk over the class). Formulas are read as their source here; the page itself renders MathML.
 */
export function announcement(state: HostState): string {
  const t = getT();
  if (isClosed(state)) return t('live.host.announce.closed');
  const number = (state.question_index ?? 0) + 1;
  const total = state.num_questions;
  switch (state.step) {
    case 'lobby':
      return t('live.host.announce.lobby', { code: state.code, count: state.player_count });
    case 'question':
      return `${t('live.question_of', { number, total })}. ${state.question?.text ?? ''}`.trim();
    case 'reveal': {
      const correct =
        state.question && state.correct_answer !== null
          ? filledAnswers(state.question).find((a) => a.number === state.correct_answer)
          : undefined;
      return [
        t('live.host.announce.reveal', { number, total }),
        correct ? t('live.host.announce.correct', { letter: correct.letter, text: correct.text }) : '',
        t('live.host.announce.answers', { count: state.answers_received }),
      ]
        .filter(Boolean)
        .join(' ');
    }
    case 'podium': {
      const places = state.leaderboard.slice(0, 3).map((e) =>
        t('live.host.announce.place', {
          place: ordinal(e.rank),
          name: e.name,
          points: t('live.points', { count: e.points }),
        }),
      );
      return places.length
        ? t('live.host.announce.podium', { places: places.join('. ') })
        : t('live.host.announce.nobody');
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
