import {
  answerFraction,
  decodeAnswer,
  type Question,
  type StoredAnswer,
  typedAnswerKey,
} from '@quizzical/common';
import { decodeFinalAnswers } from '../../lib/final-answers';
import type { SessionResultRow } from './results.repository';

/** The most typed texts a text question's report lists. */
const TYPED_ANSWERS_LISTED = 20;

/**
 * Each question's distinct encoded answers decoded and scored (common answerFraction) once: a class
 * gives the same few answers, and decoding and scoring 10,000 × 40 one by one was a third of a report's
 * time. The decoded answers are shared between sessions, so nothing may change them.
 */
export function createAnswerBook(questions: readonly Question[]) {
  const decoded = questions.map(() => new Map<string, StoredAnswer>());
  // keyed by the shared decoded answer: an array by identity, a number or a text by value
  const fractions = questions.map(() => new Map<StoredAnswer, number | null>());
  return {
    decode(i: number, encoded: string): StoredAnswer {
      let answer = decoded[i].get(encoded);
      if (answer === undefined) {
        answer = decodeAnswer(questions[i].type, encoded);
        decoded[i].set(encoded, answer);
      }
      return answer;
    },
    fraction(i: number, answer: StoredAnswer): number | null {
      const question = questions[i];
      if (question.type === 'single' || question.type === 'true_false')
        return answer === question.correct_answer ? 1 : 0;
      let fraction = fractions[i].get(answer);
      if (fraction === undefined) {
        fraction = answerFraction(question, answer);
        fractions[i].set(answer, fraction);
      }
      return fraction;
    },
  };
}

type AnswerBook = ReturnType<typeof createAnswerBook>;

/** A session's answers in question order (null when unanswered), each one's fraction of a point and their sum. */
export interface ScoredSession {
  answers: (StoredAnswer | null)[];
  /** null: unanswered, or a question that is not scored (a poll) */
  fractions: (number | null)[];
  total: number;
}

/**
 * Scores sessions on one quiz's questions, sharing one answer book. A session's answers come from what
 * its end stored, or, while it is open, from its saved answers (JSON [questionId, answer, response]).
 * The result is shared by later reports (results.scores-cache.ts), so nothing may change it.
 */
export function createSessionScorer(questions: readonly Question[]) {
  const positionOf = new Map(questions.map((question, i) => [question.id, i]));
  const book = createAnswerBook(questions);
  return (row: Pick<SessionResultRow, 'final_answers' | 'open_answers'>): ScoredSession => {
    const answers = answersInQuestionOrder(row, questions, positionOf, book);
    const fractions = new Array<number | null>(questions.length).fill(null);
    let total = 0;
    for (let i = 0; i < questions.length; i++) {
      const answer = answers[i];
      if (answer === null) continue;
      const fraction = book.fraction(i, answer);
      fractions[i] = fraction;
      total += fraction ?? 0;
    }
    return { answers, fractions, total };
  };
}
export type SessionScorer = ReturnType<typeof createSessionScorer>;

function answersInQuestionOrder(
  row: Pick<SessionResultRow, 'final_answers' | 'open_answers'>,
  questions: readonly Question[],
  positionOf: Map<number, number>,
  book: AnswerBook,
): (StoredAnswer | null)[] {
  if (row.final_answers !== null) return decodeFinalAnswers(row.final_answers, questions, book.decode);
  const answers = new Array<StoredAnswer | null>(questions.length).fill(null);
  if (row.open_answers) {
    for (const [questionId, answer, response] of JSON.parse(row.open_answers) as [
      number,
      number,
      string | null,
    ][]) {
      const i = positionOf.get(questionId);
      if (i !== undefined) answers[i] = response === null ? answer : book.decode(i, response);
    }
  }
  return answers;
}

const isWithdrawn = (answer: StoredAnswer) => answer === '' || (Array.isArray(answer) && answer.length === 0);

/**
 * What the class answered to one question, by type: how many chose each option (multiple: each
 * chosen option; ordering: each item put in its right place), the typed texts, the given numbers.
 */
export function createTally(question: Question) {
  const options = [0, 0, 0, 0];
  // how often each exact spelling was typed, grouped by compared form only for the report: a class types
  // a few hundred spellings, and normalising each of 10,000 texts was half of a report's time
  const spellings = new Map<string, { count: number; correct: boolean }>();
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
        const entry = spellings.get(answer);
        if (entry) entry.count++;
        else spellings.set(answer, { count: 1, correct: fraction === 1 });
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
        typed_answers: [...groupByComparedForm(spellings, question.case_sensitive).values()]
          .sort((a, b) => b.count - a.count)
          .slice(0, TYPED_ANSWERS_LISTED)
          .map(({ spellings, count, correct }) => ({ answer: mostTyped(spellings), count, correct })),
        given_numbers: [...numbers.values()].sort((a, b) => a.value - b.value),
      };
    },
  };
}

/** Spellings that compare equal (typedAnswerKey) as one answer, with every spelling's count. */
function groupByComparedForm(
  spellings: Map<string, { count: number; correct: boolean }>,
  caseSensitive: boolean,
) {
  const groups = new Map<string, { spellings: Map<string, number>; count: number; correct: boolean }>();
  for (const [spelling, { count, correct }] of spellings) {
    const key = typedAnswerKey(spelling, caseSensitive);
    const group = groups.get(key) ?? { spellings: new Map<string, number>(), count: 0, correct };
    group.count += count;
    group.spellings.set(spelling, count);
    groups.set(key, group);
  }
  return groups;
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
