import { emptyQuestionCard, type Question, typeFieldDefaults } from '@quizzical/common';

/**
 * A stored question with its key, as the API gives it to the teacher (a quiz, its results) or to a
 * student's review: one correct answer (A) of the question 'Q', no answers written, the other types'
 * fields at their defaults. `fields` says what a test needs.
 */
export const storedQuestion = (fields: Partial<Question> = {}): Question => ({
  ...emptyQuestionCard(),
  ...typeFieldDefaults(),
  id: 1,
  type: 'single',
  time_limit: null,
  text: 'Q',
  explanation: '',
  ...fields,
});
