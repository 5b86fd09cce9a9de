import { describe, expect, it } from 'vitest';
import { upperLowerGroupSize } from './sufficient-stats';

describe('upperLowerGroupSize', () => {
  it('follows the 27% rule', () => {
    // 0.27·n: 2 → 0.54, 3 → 0.81, 4 → 1.08, 5 → 1.35, 6 → 1.62, 10 → 2.7, 50 → 13.5, 100 → 27, 150 → 40.5
    const cases: [number, number][] = [
      [0, 0],
      [1, 0],
      [2, 1],
      [3, 1],
      [4, 1],
      [5, 1],
      [6, 2],
      [10, 3],
      [50, 14],
      [100, 27],
      [150, 41],
    ];
    for (const [n, g] of cases) expect(upperLowerGroupSize(n), `n = ${n}`).toBe(g);
  });

  it('never makes the groups overlap for n ≥ 2', () => {
    for (let n = 2; n <= 5000; n++) expect(2 * upperLowerGroupSize(n)).toBeLessThanOrEqual(n);
  });
});
