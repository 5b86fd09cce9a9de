const queue: Array<() => void> = [];

function runNext() {
  queue.shift()?.();
  if (queue.length > 0) setTimeout(runNext);
}

/**
 * Runs `work` in a task of its own, after the work queued before it: many small updates that would
 * otherwise land in one long task (ten market cards drawing their formulas when KaTeX arrives: 150 ms on
 * Lighthouse's phone) become short tasks, between which the browser can paint and answer input.
 */
export function runOnePerTask(work: () => void): void {
  queue.push(work);
  if (queue.length === 1) setTimeout(runNext);
}
