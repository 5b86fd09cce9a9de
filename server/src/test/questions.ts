import { emptyQuestionCard, type Question, typeFieldDefaults } from '@quizzical/common';

/** A question of several right answers the tests share (2 and 5 are prime); each file adds its type key. */
export const PRIME_NUMBERS = {
  text: 'Prime numbers?',
  answer1: '2',
  answer2: '4',
  answer3: '5',
  answer4: '9',
  correct_answers: [1, 3],
};

/** A one-answer question of three options (Bern is right) the hosted-game tests share. */
export const SWISS_CAPITAL = {
  text: 'Capital of Switzerland?',
  answer1: 'Bern',
  answer2: 'Zurich',
  answer3: 'Geneva',
  correct_answer: 1,
};

/** A one-answer question of two options (the second is right). */
export const WATER_BOILS = { text: 'Water boils at (°C)', answer1: '90', answer2: '100', correct_answer: 2 };

/** A whole question as a report reads it: single-answer, with no texts, plus `fields`. */
export const reportQuestion = (fields: Partial<Question>): Question => ({
  id: 1,
  ...emptyQuestionCard(),
  ...typeFieldDefaults(),
  type: 'single',
  explanation: '',
  time_limit: null,
  ...fields,
});
