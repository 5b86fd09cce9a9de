import { LIVE_TAP_ALLOWANCE_MS } from '@quizzical/common';
import { notHosted } from './live.errors';
import { overdue } from './live.game';
import type { GameRow, LiveRepository } from './live.repository';

/**
 * A game's row as it is now: a question whose countdown (and the taps' allowance) has ended is revealed
 * on any read, by whichever read comes first (the conditional update lets one win), and announced.
 */
export function createGameReads({
  repo,
  now,
  announce,
}: {
  repo: Pick<LiveRepository, 'findGame' | 'revealOverdue'>;
  now: () => Date;
  announce: (quizId: number) => void;
}) {
  /** Reveals at the countdown's end plus the taps' allowance; true when this call did (and announced it). */
  async function revealOverdue(quizId: number) {
    const revealed = await repo.revealOverdue({ quizId, now: now(), allowanceMs: LIVE_TAP_ALLOWANCE_MS });
    if (revealed) announce(quizId);
    return revealed;
  }

  /** The game as it is now: a question whose countdown has ended is revealed first (lazily, on any read). */
  async function settle(game: GameRow | undefined): Promise<GameRow | undefined> {
    if (!game || !overdue(game, now())) return game;
    await revealOverdue(game.quizId);
    return repo.findGame(game.quizId);
  }

  return {
    revealOverdue,
    settle,
    /** The quiz's game as it is now; 404 when it is not hosted. */
    async gameOf(quizId: number) {
      const game = await settle(await repo.findGame(quizId));
      if (!game) throw notHosted();
      return game;
    },
  };
}
