/**
 * Per-session random orders that are stable across reloads: derived from the session's seed, so the
 * server stores one integer instead of permutations, and the same session always sees the same order.
 */

/** mulberry32: a small, fast, well-distributed 32-bit PRNG. */
export function prng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function shuffle<T>(items: readonly T[], random: () => number): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

/** The order in which a session sees the questions (ids). */
export function questionOrder(
  seed: number,
  questionIds: readonly number[],
  randomQuestions: boolean,
): number[] {
  return randomQuestions ? shuffle(questionIds, prng(seed)) : [...questionIds];
}

/**
 * The stored answer numbers (1..4) in the order a session sees them: only the non-empty answers are
 * shuffled; empty slots stay at the end. Slot i shows stored answer `order[i]`.
 */
export function answerOrder(
  seed: number,
  questionId: number,
  filled: readonly boolean[],
  randomAnswers: boolean,
): number[] {
  const present = [1, 2, 3, 4].filter((n) => filled[n - 1]);
  const absent = [1, 2, 3, 4].filter((n) => !filled[n - 1]);
  if (!randomAnswers) return [...present, ...absent];
  return [...shuffle(present, prng((seed ^ Math.imul(questionId, 0x9e3779b1)) >>> 0)), ...absent];
}
