import { describe, expect, it } from 'vitest';
import { stepTiming } from './live.step-timing';

const logger = () => {
  const warned: [Record<string, unknown>, string][] = [];
  return {
    warned,
    warn: (context: Record<string, unknown>, message: string) => warned.push([context, message]),
  };
};

describe("a step's fan-out timing", () => {
  it('logs a slow step with each part of its time', () => {
    const log = logger();
    const timing = stepTiming(-1);
    timing.mark('players read');
    timing.mark('written');
    timing.warnIfSlow(log, { quizId: 7, players: 5000 });
    expect(log.warned).toHaveLength(1);
    expect(log.warned[0][1]).toBe('live streams: a slow step');
    expect(log.warned[0][0]).toMatchObject({ quizId: 7, players: 5000 });
    expect(Object.keys(log.warned[0][0])).toEqual(['quizId', 'players', 'players read ms', 'written ms']);
  });

  it('says nothing of a step within its time', () => {
    const log = logger();
    const timing = stepTiming();
    timing.mark('written');
    timing.warnIfSlow(log, { quizId: 7, players: 1 });
    expect(log.warned).toEqual([]);
  });
});
