/** Something changed in a quiz's results (a join, an answer, an end, a survey). */
export interface QuizEvents {
  publish(quizId: number): void;
  /**
   * The quiz itself changed (started, closed, edited, deleted): every instance's cached copy must go at
   * once, here synchronously, elsewhere through the bus.
   */
  quizChanged(quizId: number, code: string): void;
  /**
   * Calls `listener` when a quiz changed, on this instance at once or on another one. Without a code,
   * any quiz may have changed: the bus was disconnected and may have missed announcements.
   */
  onQuizChanged(listener: (code?: string) => void): void;
  /** False while announcements of other instances may be missed (the LISTEN connection is down). */
  connected(): boolean;
}

/**
 * A hosted game moved to its next step: the live service calls `publish` on every transition,
 * and every instance's event streams of the quiz send the new state (lib/event-bus.ts `live_steps`).
 */
export interface GameSteps {
  publish(quizId: number): void;
}
