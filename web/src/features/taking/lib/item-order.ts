/**
 * An ordering question's order as the run screen keeps it: the presented slot numbers (1..n) in the
 * student's order, what the save sends.
 */

/** The order as presented: 1, 2, …, n. */
export const presentedOrder = (count: number) => Array.from({ length: count }, (_, i) => i + 1);

/** Whether `answer` is an order of these n items (a saved one), rather than nothing or damage. */
export function isOrderOf(answer: unknown, count: number): answer is number[] {
  if (!Array.isArray(answer) || answer.length !== count) return false;
  const seen = new Set(answer);
  return seen.size === count && answer.every((n) => Number.isInteger(n) && n >= 1 && n <= count);
}

/** The order with the item at position `from` moved to position `to` (0-based; `to` clamped). */
export function moveItem(order: readonly number[], from: number, to: number): number[] {
  const next = [...order];
  const target = Math.max(0, Math.min(order.length - 1, to));
  const [item] = next.splice(from, 1);
  next.splice(target, 0, item);
  return next;
}
