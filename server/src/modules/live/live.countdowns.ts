import type { HostState } from '@quizzical/common';
import type { FastifyBaseLogger } from 'fastify';
import { countdownRevealAt } from './live.game';

/** Timers fire a little late rather than early: the reveal is conditional on the service's clock. */
const TIMER_MARGIN_MS = 5;

/** A game's countdown on this instance: the end it waits for (ISO text), and its timer. */
export interface CountdownOf {
  timer?: NodeJS.Timeout;
  timerFor?: string;
}

/**
 * The countdowns of the games with streams on this instance: a timer at the question's end plus the
 * taps' allowance calls revealIfOverdue; every instance with streams tries, the conditional update lets
 * one win, and all hear its step.
 */
export function createCountdowns<G extends CountdownOf>(deps: {
  now: () => Date;
  live: { revealIfOverdue(quizId: number): Promise<boolean> };
  logger: Pick<FastifyBaseLogger, 'warn'>;
  /** Whether this game still has streams here (its last one may have closed while its state was read). */
  current: (quizId: number, game: G) => boolean;
}) {
  function disarmCountdown(game: G) {
    if (game.timer) clearTimeout(game.timer);
    game.timer = undefined;
    game.timerFor = undefined;
  }

  /** Waits for the question's end (or stops waiting when the game moved on). */
  function arm(quizId: number, game: G, state: Pick<HostState, 'step' | 'question_ends_at'>) {
    const endsAt = state.step === 'question' ? state.question_ends_at : null;
    if (!deps.current(quizId, game)) return;
    if (game.timerFor === endsAt && game.timer) return;
    // only the countdown: a lobby push waiting for its time must survive new phones' streams
    disarmCountdown(game);
    if (!endsAt) return;
    // the reveal comes once the last taps' allowance after the end is over
    const revealAt = countdownRevealAt(new Date(endsAt)).getTime();
    const wait = () => {
      const left = revealAt - deps.now().getTime();
      game.timerFor = endsAt;
      // a countdown never holds the process open (closing the app clears it anyway)
      game.timer = setTimeout(fire, Math.max(0, left) + TIMER_MARGIN_MS).unref();
    };
    const fire = async () => {
      game.timer = undefined;
      try {
        if (await deps.live.revealIfOverdue(quizId)) return; // its step reaches every instance
      } catch (error) {
        deps.logger.warn({ err: error, quizId }, 'live streams: the countdown could not reveal');
      }
      // not over by the service's clock yet (a clock moved by hand, a slower instance): wait again;
      // over but not revealed here: another instance or the host did it, and its step is on the way
      if (deps.current(quizId, game) && game.timerFor === endsAt && !game.timer) {
        if (revealAt - deps.now().getTime() > 0) wait();
      }
    };
    wait();
  }

  return { arm, disarmCountdown };
}
