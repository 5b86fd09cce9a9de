import type { Question } from '@quizzical/common';

/**
 * A stored question with its key, as the API gives it to the teacher (a quiz, its results) or to a
 * student's review: one correct answer (A) of the question 'Q', no answers written, the other types'
 * fields at their defaults. `fields` says what a test needs.
 */
export const storedQuestion = (fields: Partial<Question> = {}): Question => ({
  id: 1,
  type: 'single',
  time_limit: null,
  text: 'Q',
  answer1: '',
  answer2: '',
  answer3: '',
  answer4: '',
  correct_answer: 1,
  smallImageUrl: '',
  bigImageUrl: '',
  correct_answers: [],
  partial_credit: true,
  accepted_answers: [],
  case_sensitive: false,
  correct_value: null,
  tolerance: 0,
  explanation: '',
  ...fields,
});
