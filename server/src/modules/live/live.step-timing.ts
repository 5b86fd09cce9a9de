/** A step slower than this to reach every phone of an instance is logged with where its time went. */
const SLOW_STEP_MS = 500;

/** The parts of one step's fan-out (reads, writes), for the log of a slow one. */
export function stepTiming(slowMs = SLOW_STEP_MS) {
  const start = performance.now();
  let last = start;
  const parts: Record<string, number> = {};
  return {
    mark(part: string) {
      const at = performance.now();
      parts[`${part} ms`] = Math.round(at - last);
      last = at;
    },
    warnIfSlow(
      logger: { warn(context: Record<string, number>, message: string): void },
      context: Record<string, number>,
    ) {
      if (last - start > slowMs) logger.warn({ ...context, ...parts }, 'live streams: a slow step');
    },
  };
}
