import { ACCEPTED_ANSWERS_MAX, NUMBER_ABS_MAX, type QuestionType } from '@quizzical/common';
import { REASONS, type TakenQuestion, type TypeFields } from './parsed-file';

/**
 * The checks per type that take or skip a question, shared by every import parser (docs/FORMATS.md):
 * each builder answers the question in our shape, or why it is skipped.
 */

/** Options checked as every option type needs them: 2 to 4, none empty, trimmed. */
function optionsProblem(answers: string[]): string | undefined {
  if (answers.length > 4) return REASONS.tooManyAnswers;
  if (answers.length < 2) return REASONS.tooFewAnswers;
  if (answers.some((answer) => !answer.trim())) return REASONS.emptyAnswer;
  return undefined;
}

/** The parts every type shares, or why the question is skipped (no text). */
function typed(
  name: string,
  text: string,
  type: QuestionType,
  answers: string[],
  correct: number[],
  fields?: TypeFields,
): TakenQuestion {
  if (!text.trim()) return { name, reason: REASONS.emptyText };
  const problem = answers.length > 0 ? optionsProblem(answers) : undefined;
  if (problem) return { name, reason: problem };
  return {
    name,
    type,
    text: text.trim(),
    answers: answers.map((answer) => answer.trim()),
    correct,
    ...(fields && { fields }),
  };
}

/**
 * A single-answer question, or why it is skipped: 2 to 4 answers, exactly one of them correct, nothing
 * empty. `correct` lists the indexes of the answers the file marks correct.
 */
export function choiceQuestion(
  name: string,
  text: string,
  answers: string[],
  correct: number[],
): TakenQuestion {
  if (text.trim() && answers.length >= 2 && answers.length <= 4 && correct.length !== 1)
    return { name, reason: REASONS.noSingleCorrect };
  return typed(name, text, 'single', answers, correct);
}

/** True/false: the option texts stay empty (screens show True and False in the reader's language). */
export const trueFalseQuestion = (name: string, text: string, isTrue: boolean): TakenQuestion =>
  typed(name, text, 'true_false', [], [isTrue ? 0 : 1]);

/** Several right options among 2 to 4 (at least one right), with partial credit unless said otherwise. */
export function multipleQuestion(
  name: string,
  text: string,
  answers: string[],
  correct: number[],
  partialCredit = true,
): TakenQuestion {
  if (text.trim() && answers.length >= 2 && answers.length <= 4 && correct.length === 0)
    return { name, reason: REASONS.noCorrect };
  return typed(name, text, 'multiple', answers, correct, { partial_credit: partialCredit });
}

/** A typed answer: 1 to 10 accepted answers, none empty. */
export function textQuestion(
  name: string,
  text: string,
  accepted: string[],
  caseSensitive = false,
): TakenQuestion {
  const answers = [...new Set(accepted.map((answer) => answer.trim()))];
  if (answers.some((answer) => !answer)) return { name, reason: REASONS.emptyAnswer };
  if (answers.length === 0) return { name, reason: REASONS.noAccepted };
  if (answers.length > ACCEPTED_ANSWERS_MAX) return { name, reason: REASONS.tooManyAccepted };
  return typed(name, text, 'text', [], [], { accepted_answers: answers, case_sensitive: caseSensitive });
}

/** A number within a tolerance (≥ 0) of the right value; both finite and within our range. */
export function numericQuestion(name: string, text: string, value: number, tolerance = 0): TakenQuestion {
  const inRange = (n: number) => Number.isFinite(n) && Math.abs(n) <= NUMBER_ABS_MAX;
  if (!inRange(value) || !inRange(tolerance)) return { name, reason: REASONS.notANumber };
  return typed(name, text, 'numeric', [], [], { correct_value: value, tolerance: Math.abs(tolerance) });
}

/** Items to put in order, given in the correct order: 2 to 4. */
export const orderingQuestion = (
  name: string,
  text: string,
  items: string[],
  partialCredit = true,
): TakenQuestion => typed(name, text, 'ordering', items, [], { partial_credit: partialCredit });

/** A poll: 2 to 4 options, none right. */
export const pollQuestion = (name: string, text: string, answers: string[]): TakenQuestion =>
  typed(name, text, 'poll', answers, []);

/** The question with its explanation (when the file gives one), or the skipped one as it is. */
export function withExplanation(question: TakenQuestion, explanation: string | undefined): TakenQuestion {
  return 'reason' in question || !explanation?.trim()
    ? question
    : { ...question, explanation: explanation.trim() };
}
