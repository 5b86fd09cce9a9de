import { describe, expect, it } from 'vitest';
import { playerName, pointsIfCorrect, pointsOf, rankPlayers } from './live.scoring';

describe('points of one answer', () => {
  // what a right answer would earn; pointsOf scales it by the answer's fraction (below)
  const speed = (answerTimeMs: number, questionTime: number | null = 20) =>
    pointsIfCorrect({ scoring: 'speed', answerTimeMs, questionTime });

  it('accuracy: one point for a correct answer, whatever the time', () => {
    expect(pointsIfCorrect({ scoring: 'accuracy', answerTimeMs: 19_000, questionTime: 20 })).toBe(1);
  });

  it('speed: 1,000 at once, falling to 500 at the end of the countdown, never below', () => {
    expect(speed(0)).toBe(1000);
    expect(speed(5_000)).toBe(875);
    expect(speed(10_000)).toBe(750);
    expect(speed(20_000)).toBe(500);
    expect(speed(45_000)).toBe(500);
    expect(speed(-50)).toBe(1000);
  });

  it("speed: over the countdown of the question, or 20 s with 'No time limit'", () => {
    expect(speed(5_000, 10)).toBe(750);
    expect(speed(4_000, null)).toBe(900);
  });

  it('speed, fair game: a player with twice the time is measured against twice the window', () => {
    const withFactor = (answerTimeMs: number, timeFactor: number) =>
      pointsIfCorrect({ scoring: 'speed', answerTimeMs, questionTime: 20, timeFactor });
    expect(withFactor(20_000, 2)).toBe(750);
    expect(withFactor(20_000, 1)).toBe(500);
    expect(withFactor(15_000, 1.5)).toBe(750);
    expect(withFactor(10_000, 1)).toBe(withFactor(15_000, 1.5));
  });
});

describe("an answer's points from its points if right and its fraction (the tap's and the rescore's rule)", () => {
  it('speed: the points if right scaled by the fraction, rounded; wrong and poll answers earn 0', () => {
    expect(pointsOf({ scoring: 'speed', pointsIfCorrect: 875, fraction: 1 })).toBe(875);
    expect(pointsOf({ scoring: 'speed', pointsIfCorrect: 875, fraction: 0.5 })).toBe(438);
    expect(pointsOf({ scoring: 'speed', pointsIfCorrect: 900, fraction: 1 / 3 })).toBe(300);
    expect(pointsOf({ scoring: 'speed', pointsIfCorrect: 900, fraction: 0 })).toBe(0);
    expect(pointsOf({ scoring: 'speed', pointsIfCorrect: 900, fraction: null })).toBe(0);
  });

  it('accuracy: the point only for a whole answer', () => {
    expect(pointsOf({ scoring: 'accuracy', pointsIfCorrect: 1, fraction: 1 })).toBe(1);
    expect(pointsOf({ scoring: 'accuracy', pointsIfCorrect: 1, fraction: 0.75 })).toBe(0);
    expect(pointsOf({ scoring: 'accuracy', pointsIfCorrect: 1, fraction: null })).toBe(0);
  });
});

describe('ranking', () => {
  const player = (sessionId: string, points: number, answerTimeMs: number, joinOrder: number) => ({
    sessionId,
    playerId: sessionId,
    name: sessionId,
    points,
    answerTimeMs,
    joinOrder,
  });

  it('points first, then the shorter answer time, then who joined first: one rank each', () => {
    const ranked = rankPlayers([
      player('late-tie', 2, 5_000, 4),
      player('slow', 2, 9_000, 1),
      player('best', 3, 20_000, 3),
      player('early-tie', 2, 5_000, 2),
    ]);
    expect(ranked.map((p) => [p.rank, p.sessionId])).toEqual([
      [1, 'best'],
      [2, 'early-tie'],
      [3, 'late-tie'],
      [4, 'slow'],
    ]);
  });

  it("names: the nickname, else the names, else 'Player n'", () => {
    expect(playerName({ nickname: 'Fox', firstName: 'A', lastName: 'B', joinOrder: 1 })).toBe('Fox');
    expect(playerName({ nickname: '', firstName: 'Ada', lastName: 'Lovelace', joinOrder: 1 })).toBe(
      'Ada Lovelace',
    );
    expect(playerName({ nickname: '', firstName: '', lastName: '', joinOrder: 7 })).toBe('Player 7');
  });
});
