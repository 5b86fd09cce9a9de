import { createTtlCache } from '../../lib/ttl-cache';
import type { GameRow, LiveQuestion, LiveRepository } from './live.repository';

/**
 * A hosted game's questions, cached for good: a game exists only for a started quiz, whose questions
 * change only by corrections, each a new revision of the quiz. Each entry keeps the revision its
 * questions are at least as new as; a game row at a newer revision reads them again.
 */
export function createGameQuestions(repo: Pick<LiveRepository, 'questionsOf'>) {
  const cache = createTtlCache<number, { revision: number; questions: LiveQuestion[] }>({
    maxEntries: 2_000,
    maxAgeMs: Number.POSITIVE_INFINITY,
  });
  const load = (quizId: number, revision: number) => async () => ({
    revision,
    questions: await repo.questionsOf(quizId),
  });

  return {
    /** Their ids, order and answer slots, which corrections keep (a tap's checks, the count). */
    of: async (quizId: number) => (await cache.get(quizId, load(quizId, -1))).questions,

    /** Their texts and keys as corrected up to the game row's revision (the states, the standings). */
    async at(game: Pick<GameRow, 'quizId' | 'revision'>) {
      const cached = await cache.get(game.quizId, load(game.quizId, game.revision));
      if (cached.revision >= game.revision) return cached.questions;
      return (await cache.get(game.quizId, load(game.quizId, game.revision), { fresh: true })).questions;
    },
  };
}
