import type { QuizEvents } from '../../lib/events';
import type { TakingService } from '../taking/taking.service';
import type { QuizzesRepository } from './quizzes.repository';

export interface QuizSchedulerDeps {
  repo: Pick<QuizzesRepository, 'openDue' | 'closeDue'>;
  events: QuizEvents;
  /** A hosted game closed by its deadline ends its sessions, as a close by hand does. */
  taking: Pick<TakingService, 'finishAll'>;
  /** The server's clock (config.now): tests move it. */
  now: () => Date;
  /** Between two checks; 0: no timer (tests call `runDue`). */
  intervalMs: number;
  log: { error(details: object, message: string): void };
}

/**
 * Homework's schedule: every instance checks on a timer for quizzes due to open (`opens_at`) or close
 * (`closes_at`). The state is the quiz rows only, so a restart loses nothing (the first check catches up
 * what came due meanwhile), and each move is one conditional UPDATE (quizzes.repository.ts `openDue`),
 * so whichever instance moves a quiz, it is moved and announced once. The free plan's limit is not
 * checked: a quiz not started already counts as active, so opening it adds none (as a start by hand).
 */
export function createQuizScheduler({ repo, events, taking, now, intervalMs, log }: QuizSchedulerDeps) {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | undefined;

  /** Opens, then closes, what is due now; answers the codes this call moved. */
  async function runDue() {
    const at = now();
    const opened = await repo.openDue(at);
    for (const quiz of opened) {
      events.quizChanged(quiz.id, quiz.code);
      events.publish(quiz.id);
    }
    const closed = await repo.closeDue(at);
    for (const quiz of closed) {
      if (quiz.hosted) await taking.finishAll(quiz.id);
      events.quizChanged(quiz.id, quiz.code);
      events.publish(quiz.id);
    }
    return { opened: opened.map((quiz) => quiz.code), closed: closed.map((quiz) => quiz.code) };
  }

  /** One check at a time per instance: a slow database does not pile checks up. */
  function tick() {
    if (running) return;
    running = runDue()
      .catch((error: unknown) => log.error({ err: error }, 'schedule check failed; the next one retries'))
      .finally(() => {
        running = undefined;
      });
  }

  return {
    runDue,
    /** Checks at once (what came due while no instance ran), then every `intervalMs`. */
    start() {
      if (intervalMs <= 0 || timer) return;
      tick();
      timer = setInterval(tick, intervalMs);
      timer.unref();
    },
    /** Stops the timer and waits for a check under way (before the database closes). */
    async stop() {
      if (timer) clearInterval(timer);
      timer = undefined;
      await running;
    },
  };
}
export type QuizScheduler = ReturnType<typeof createQuizScheduler>;
