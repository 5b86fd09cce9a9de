/** A question of several right answers the tests share (2 and 5 are prime); each file adds its type key. */
export const PRIME_NUMBERS = {
  text: 'Prime numbers?',
  answer1: '2',
  answer2: '4',
  answer3: '5',
  answer4: '9',
  correct_answers: [1, 3],
};
