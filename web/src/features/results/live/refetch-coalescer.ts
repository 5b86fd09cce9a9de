/**
 * Runs `refetch` on demand, never twice at once: a trigger during a run asks for exactly one more
 * run after it (however many triggers came meanwhile), so the last change is always fetched and a
 * burst of updates costs at most two requests.
 *
 * Between two runs it rests as long as the last run took: a small quiz (20 ms) still updates at once,
 * while the report of 10,000 students still answering (about half a second to build, 4 MB) is fetched
 * at most half of the time instead of back to back for the whole exam.
 */
export function createRefetchCoalescer(
  refetch: () => Promise<unknown>,
  rest: (ms: number) => Promise<void> = (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
) {
  let running = false;
  let pending = false;
  let stopped = false;

  async function loop() {
    running = true;
    try {
      while (pending && !stopped) {
        pending = false;
        const started = Date.now();
        try {
          await refetch();
        } catch {
          // the query shows its own error; the next trigger tries again
        }
        if (pending) await rest(Date.now() - started);
      }
    } finally {
      running = false;
    }
  }

  return {
    trigger() {
      if (stopped) return;
      pending = true;
      if (!running) void loop();
    },
    /** True while a refetch runs. */
    get busy() {
      return running;
    },
    stop() {
      stopped = true;
    },
  };
}
