import { filledOptions, orderingItemCount } from './presentation';
import { matchesAcceptedAnswer } from './text-match';
import type { QuestionKey, QuestionType, StoredAnswer } from './types';

/** A poll asks an opinion: it has no correct answer and does not count in the score. */
export const isScored = (type: QuestionType) => type !== 'poll';

/**
 * Two numbers the same within rounding: a typed 2.6 is within 0.1 of 2.5 although 2.6 − 2.5 is
 * 0.10000000000000009 in binary floating point. A few units in the last place, nothing a student sees.
 */
const withinTolerance = (answer: number, value: number, tolerance: number) =>
  Math.abs(answer - value) <= tolerance + 8 * Number.EPSILON * Math.max(1, Math.abs(answer), Math.abs(value));

/**
 * The fraction of a point an accepted answer earns (0..1), or null for a question that is not scored
 * (poll). The formulas: partial credit for several answers is right chosen ÷ all right minus
 * wrong chosen ÷ all wrong options, never below 0; for an order, the share of items in their place.
 */
export function answerFraction(key: QuestionKey, answer: StoredAnswer): number | null {
  switch (key.type) {
    case 'poll':
      return null;
    case 'single':
    case 'true_false':
      return answer === key.correct_answer ? 1 : 0;
    case 'multiple': {
      if (!Array.isArray(answer)) return 0;
      const chosen = new Set(answer as readonly number[]);
      const right = new Set(key.correct_answers);
      const wrong = filledOptions(key).filter((n) => !right.has(n));
      const rightChosen = [...chosen].filter((n) => right.has(n)).length;
      const wrongChosen = wrong.filter((n) => chosen.has(n)).length;
      if (!key.partial_credit)
        return rightChosen === right.size && wrongChosen === 0 && chosen.size === right.size ? 1 : 0;
      if (right.size === 0) return 0;
      const fraction = rightChosen / right.size - (wrong.length > 0 ? wrongChosen / wrong.length : 0);
      return Math.max(0, fraction);
    }
    case 'ordering': {
      if (!Array.isArray(answer)) return 0;
      const count = orderingItemCount(key);
      if (count === 0) return 0;
      const order = answer as readonly number[];
      let inPlace = 0;
      for (let position = 0; position < count; position++) if (order[position] === position + 1) inPlace++;
      if (!key.partial_credit) return inPlace === count ? 1 : 0;
      return inPlace / count;
    }
    case 'text':
      return typeof answer === 'string' &&
        matchesAcceptedAnswer(answer, key.accepted_answers, key.case_sensitive)
        ? 1
        : 0;
    case 'numeric':
      return typeof answer === 'number' &&
        key.correct_value !== null &&
        withinTolerance(answer, key.correct_value, key.tolerance)
        ? 1
        : 0;
  }
}

/**
 * A session's score as the share 0..1 the database keeps (the API shows 100 × it): the sum of the
 * fractions of its scored questions ÷ how many questions are scored; an unanswered question is 0.
 */
export function scoreShare(keys: readonly QuestionKey[], answers: readonly (StoredAnswer | null)[]): number {
  let scored = 0;
  let sum = 0;
  keys.forEach((key, i) => {
    if (!isScored(key.type)) return;
    scored++;
    const answer = answers[i];
    if (answer !== null && answer !== undefined) sum += answerFraction(key, answer) ?? 0;
  });
  return scored === 0 ? 0 : sum / scored;
}
