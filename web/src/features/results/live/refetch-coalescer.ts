/**
 * Runs `refetch` on demand, never twice at once: a trigger during a run asks for exactly one more
 * run after it (however many triggers came meanwhile), so the last change is always fetched and a
 * burst of updates costs at most two requests.
 */
export function createRefetchCoalescer(refetch: () => Promise<unknown>) {
  let running = false;
  let pending = false;
  let stopped = false;

  async function loop() {
    running = true;
    try {
      while (pending && !stopped) {
        pending = false;
        try {
          await refetch();
        } catch {
          // the query shows its own error; the next trigger tries again
        }
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
