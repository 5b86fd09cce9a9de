import {
  answerFraction,
  encodeAnswer,
  type Question,
  type StoredAnswer,
  typedAnswerKey,
} from '@quizzical/common';
import { decodeFinalAnswers, storedAnswerOf } from '../../lib/final-answers';
import type { SessionResultRow } from './results.repository';

/** The most typed texts a text question's report lists. */
const TYPED_ANSWERS_LISTED = 20;

/**
 * A session's answers in question order (null when unanswered): from what its end stored, or, while it
 * is open, from its saved answers (JSON [questionId, answer, response]).
 */
export function answersInQuestionOrder(
  row: SessionResultRow,
  questions: readonly Question[],
  positionOf: Map<number, number>,
): (StoredAnswer | null)[] {
  if (row.final_answers !== null) return decodeFinalAnswers(row.final_answers, questions);
  const answers = new Array<StoredAnswer | null>(questions.length).fill(null);
  if (row.open_answers) {
    for (const [questionId, answer, response] of JSON.parse(row.open_answers) as [
      number,
      number,
      string | null,
    ][]) {
      const i = positionOf.get(questionId);
      if (i !== undefined) answers[i] = storedAnswerOf(questions[i].type, { answer, response });
    }
  }
  return answers;
}

/**
 * The fraction of a point of each answer to one question (common answerFraction), remembered by the
 * answer's encoding: a class gives the same few answers, and a typed one is compared only once.
 */
export function fractionOf(question: Question) {
  if (question.type === 'single' || question.type === 'true_false')
    return (answer: StoredAnswer) => (answer === question.correct_answer ? 1 : 0);
  if (question.type === 'poll') return () => null;
  const known = new Map<string, number | null>();
  return (answer: StoredAnswer) => {
    const encoded = encodeAnswer(answer);
    let fraction = known.get(encoded);
    if (fraction === undefined) {
      fraction = answerFraction(question, answer);
      known.set(encoded, fraction);
    }
    return fraction;
  };
}

const isWithdrawn = (answer: StoredAnswer) => answer === '' || (Array.isArray(answer) && answer.length === 0);

/**
 * What the class answered to one question, by type: how many chose each option (multiple: each
 * chosen option; ordering: each item put in its right place), the typed texts, the given numbers.
 */
export function createTally(question: Question) {
  const options = [0, 0, 0, 0];
  // per compared form: how often each spelling was typed (the report shows the most typed spelling)
  const texts = new Map<string, { spellings: Map<string, number>; count: number; correct: boolean }>();
  const numbers = new Map<number, { value: number; count: number; correct: boolean }>();
  let answered = 0;
  let sumFraction = 0;
  return {
    add(answer: StoredAnswer, fraction: number | null) {
      // an emptied text or every box unticked: the run screen's way to take an answer back
      if (isWithdrawn(answer)) return;
      answered++;
      sumFraction += fraction ?? 0;
      if (typeof answer === 'number' && question.type !== 'numeric') options[answer - 1]++;
      else if (Array.isArray(answer)) {
        answer.forEach((n, position) => {
          if (question.type === 'multiple') options[n - 1]++;
          else if (n === position + 1) options[n - 1]++;
        });
      } else if (typeof answer === 'string') {
        const key = typedAnswerKey(answer, question.case_sensitive);
        const entry = texts.get(key) ?? {
          spellings: new Map<string, number>(),
          count: 0,
          correct: fraction === 1,
        };
        entry.count++;
        entry.spellings.set(answer, (entry.spellings.get(answer) ?? 0) + 1);
        texts.set(key, entry);
      } else {
        const entry = numbers.get(answer) ?? { value: answer, count: 0, correct: fraction === 1 };
        entry.count++;
        numbers.set(answer, entry);
      }
    },
    report() {
      const percentage =
        answered === 0 || question.type === 'poll' ? null : Math.round((1000 * sumFraction) / answered) / 10;
      return {
        percentage,
        responses: options,
        totalResponses: answered,
        typed_answers: [...texts.values()]
          .sort((a, b) => b.count - a.count)
          .slice(0, TYPED_ANSWERS_LISTED)
          .map(({ spellings, count, correct }) => ({ answer: mostTyped(spellings), count, correct })),
        given_numbers: [...numbers.values()].sort((a, b) => a.value - b.value),
      };
    },
  };
}

/** The spelling typed most often; of equally frequent ones, the first in code-point order (stable). */
function mostTyped(spellings: Map<string, number>): string {
  let best = '';
  let bestCount = 0;
  for (const [spelling, count] of spellings)
    if (count > bestCount || (count === bestCount && spelling < best)) {
      best = spelling;
      bestCount = count;
    }
  return best;
}
