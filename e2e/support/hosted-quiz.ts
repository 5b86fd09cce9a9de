/**
 * The settings of the live tests' hosted quiz: anonymous, accuracy scoring, the question on the phones,
 * and a question time long enough that the countdown never reveals before the test does, on a loaded
 * machine.
 */
export const HOSTED_QUIZ = {
  duration: 30,
  anonymous: true,
  question_time: 240,
  scoring: 'accuracy',
  show_question_on_devices: true,
  review_after: 'end',
} as const;
