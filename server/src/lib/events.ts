/** Something changed in a quiz's results (a join, an answer, an end, a survey). */
export interface QuizEvents {
  publish(quizId: number): void;
}
export const noEvents: QuizEvents = { publish() {} };
