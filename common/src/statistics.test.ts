import { describe, expect, it } from 'vitest';
import { prng } from './ordering';
import { analyseQuiz, competitionRanks, type QuizAnalysis } from './statistics';
import {
  type QuizSufficientStats,
  sufficientStatsFromResponses,
  upperLowerGroupSize,
} from './sufficient-stats';

type Chosen = (number | null)[][];

/** Items with ids 11, 12, ... and the given correct answers. */
const itemsWith = (...correct: number[]) => correct.map((c, i) => ({ questionId: 11 + i, correctAnswer: c }));

const analyse = (correct: number[], chosen: Chosen) =>
  analyseQuiz(sufficientStatsFromResponses(itemsWith(...correct), chosen));

/** toBeCloseTo that also accepts matching nulls. */
function expectClose(actual: number | null, expected: number | null, digits = 6) {
  if (expected === null) expect(actual).toBeNull();
  else {
    expect(actual).not.toBeNull();
    expect(actual ?? Number.NaN).toBeCloseTo(expected, digits);
  }
}

describe('hand-computed example: 5 participants × 3 items', () => {
  // Items: Q11 (correct 1), Q12 (correct 2), Q13 (correct 3).
  //
  //        chosen            x (1 = correct)   T    T²
  //   P0   [1, 3, 3]         1 0 1             2    4
  //   P1   [1, 2, 4]         1 1 0             2    4
  //   P2   [1, 2, –]         1 1 0             2    4
  //   P3   [1, 1, 1]         1 0 0             1    1
  //   P4   [4, –, 4]         0 0 0             0    0
  //                   S_i =  4 2 1      ΣT = 7   ΣT² = 13
  //
  // C_i = Σ x_is·T_s:  C_11 = 2+2+2+1 = 7,  C_12 = 2+2 = 4,  C_13 = 2.
  // groupSize = round(0.27·5) = round(1.35) = 1. Order by T desc, ties by row: P0, P1, P2, P3, P4.
  //   upper = {P0} → U = (1, 0, 1);  lower = {P4} → L = (0, 0, 0).
  //   (Breaking the three-way tie at T = 2 any other way would change U: that is what the tie rule fixes.)
  const items = itemsWith(1, 2, 3);
  const chosen: Chosen = [
    [1, 3, 3],
    [1, 2, 4],
    [1, 2, null],
    [1, 1, 1],
    [4, null, 4],
  ];
  const expectedStats: QuizSufficientStats = {
    n: 5,
    k: 3,
    sumTotal: 7,
    sumTotalSq: 13,
    groupSize: 1,
    items: [
      // Q11 choices: 1,1,1,1,4 → [4,0,0,1]
      {
        questionId: 11,
        correctAnswer: 1,
        sumCorrect: 4,
        sumCorrectTimesTotal: 7,
        upperCorrect: 1,
        lowerCorrect: 0,
        choiceCounts: [4, 0, 0, 1],
      },
      // Q12 choices: 3,2,2,1,– → [1,2,1,0]
      {
        questionId: 12,
        correctAnswer: 2,
        sumCorrect: 2,
        sumCorrectTimesTotal: 4,
        upperCorrect: 0,
        lowerCorrect: 0,
        choiceCounts: [1, 2, 1, 0],
      },
      // Q13 choices: 3,4,–,1,4 → [1,0,1,2]
      {
        questionId: 13,
        correctAnswer: 3,
        sumCorrect: 1,
        sumCorrectTimesTotal: 2,
        upperCorrect: 1,
        lowerCorrect: 0,
        choiceCounts: [1, 0, 1, 2],
      },
    ],
  };

  it('builds the sufficient statistics', () => {
    expect(sufficientStatsFromResponses(items, chosen)).toEqual(expectedStats);
  });

  it('computes the test-level statistics', () => {
    const a = analyseQuiz(expectedStats);
    expect(a.n).toBe(5);
    // Percentages 100·T/3: 66.67, 66.67, 66.67, 33.33, 0 → mean = 100·7/(3·5) = 46.6667.
    expectClose(a.meanScore, 700 / 15);
    // E[T] = 7/5 = 1.4, E[T²] = 13/5 = 2.6, σ²_T = 2.6 − 1.96 = 0.64, σ_T = 0.8.
    // SD% = (100/3)·0.8 = 26.6667.
    expectClose(a.standardDeviation, 80 / 3);
    // p = (0.8, 0.4, 0.2); p(1−p) = 0.16 + 0.24 + 0.16 = 0.56.
    // KR-20 = 3/2·(1 − 0.56/0.64) = 1.5·0.125 = 0.1875.
    expectClose(a.kr20, 0.1875);
    // SEM = 26.6667·sqrt(1 − 0.1875) = 26.6667·sqrt(0.8125) = 26.6667·0.901388 = 24.0370.
    expectClose(a.sem, 24.0370085);
  });

  it('computes every item statistic', () => {
    const [q11, q12, q13] = analyseQuiz(expectedStats).items;

    // Q11: p = 4/5 = 0.8. D = (1 − 0)/1 = 1.
    // Rest score R = T − x = (1,1,1,0,0). E[xR] = (C−S)/N = (7−4)/5 = 0.6; E[R] = (ΣT−S)/N = 3/5 = 0.6;
    // E[R²] = (ΣT² − 2C + S)/N = (13 − 14 + 4)/5 = 0.6 → var R = 0.6 − 0.36 = 0.24.
    // cov = 0.6 − 0.8·0.6 = 0.12; var x = 0.8·0.2 = 0.16; r = 0.12/sqrt(0.16·0.24) = 0.12/0.195959 = 0.612372.
    expect(q11.questionId).toBe(11);
    expectClose(q11.facility, 0.8);
    expectClose(q11.discrimination, 1);
    expectClose(q11.pointBiserial, 0.61237244);
    expect(q11.distractorShares).toEqual([0.8, 0, 0, 0.2]);
    expect(q11.flags).toEqual([]);

    // Q12: p = 2/5 = 0.4. D = (0 − 0)/1 = 0.
    // E[xR] = (4−2)/5 = 0.4; E[R] = (7−2)/5 = 1; E[R²] = (13 − 8 + 2)/5 = 1.4 → var R = 0.4.
    // cov = 0.4 − 0.4·1 = 0 → r = 0 → low_discrimination.
    expect(q12.questionId).toBe(12);
    expectClose(q12.facility, 0.4);
    expectClose(q12.discrimination, 0);
    expectClose(q12.pointBiserial, 0);
    expect(q12.distractorShares).toEqual([0.2, 0.4, 0.2, 0]); // sums to 0.8: P4 left it unanswered
    expect(q12.flags).toEqual(['low_discrimination']);

    // Q13: p = 1/5 = 0.2 (exactly the threshold: NOT too_hard, the test is strict). D = (1 − 0)/1 = 1.
    // E[xR] = (2−1)/5 = 0.2; E[R] = (7−1)/5 = 1.2; E[R²] = (13 − 4 + 1)/5 = 2 → var R = 2 − 1.44 = 0.56.
    // cov = 0.2 − 0.2·1.2 = −0.04; var x = 0.16; r = −0.04/sqrt(0.16·0.56) = −0.04/0.299333 = −0.133631.
    // (The tiny 1-person groups say D = 1 while the correlation is negative: D is crude for small N.)
    expect(q13.questionId).toBe(13);
    expectClose(q13.facility, 0.2);
    expectClose(q13.discrimination, 1);
    expectClose(q13.pointBiserial, -0.13363062);
    expect(q13.distractorShares).toEqual([0.2, 0, 0.2, 0.4]);
    expect(q13.flags).toEqual(['low_discrimination']);
  });

  it('ranks the participants', () => {
    // 66.67, 66.67, 66.67, 33.33, 0 → 1, 1, 1, 4, 5
    expect(competitionRanks([200 / 3, 200 / 3, 200 / 3, 100 / 3, 0])).toEqual([1, 1, 1, 4, 5]);
  });
});

describe('edge cases', () => {
  it('one participant: SD 0, no reliability, no correlations, no groups', () => {
    // x = (1, 1, 0), T = 2 → 66.67%. σ² = 0 → SD 0; N < 2 → KR-20, SEM, r null; groupSize 0 → D null.
    const stats = sufficientStatsFromResponses(itemsWith(1, 2, 3), [[1, 2, 4]]);
    expect(stats.groupSize).toBe(0);
    const a = analyseQuiz(stats);
    expectClose(a.meanScore, 200 / 3);
    expect(a.standardDeviation).toBe(0);
    expect(a.kr20).toBeNull();
    expect(a.sem).toBeNull();
    expect(a.items.map((i) => i.facility)).toEqual([1, 1, 0]);
    expect(a.items.map((i) => i.discrimination)).toEqual([null, null, null]);
    expect(a.items.map((i) => i.pointBiserial)).toEqual([null, null, null]);
    expect(a.items.map((i) => i.distractorShares)).toEqual([
      [1, 0, 0, 0],
      [0, 1, 0, 0],
      [0, 0, 0, 1],
    ]);
    expect(a.items.map((i) => i.flags)).toEqual([['too_easy'], ['too_easy'], ['too_hard']]);
  });

  it('everyone correct on every item: zero variance', () => {
    // 3 × 2, all correct: T = (2,2,2), ΣT = 6, ΣT² = 12 → σ²_T = 12/3 − 2² = 0 → KR-20 null, SEM null; p = 1 → var x = 0 → r null.
    // groupSize = round(0.81) = 1: U = L = 1 → D = 0. Only too_easy (no r, so no low_discrimination).
    const a = analyse(
      [1, 2],
      [
        [1, 2],
        [1, 2],
        [1, 2],
      ],
    );
    expect(a.meanScore).toBe(100);
    expect(a.standardDeviation).toBe(0);
    expect(a.kr20).toBeNull();
    expect(a.sem).toBeNull();
    for (const item of a.items) {
      expect(item.facility).toBe(1);
      expect(item.pointBiserial).toBeNull();
      expect(item.discrimination).toBe(0);
      expect(item.flags).toEqual(['too_easy']);
    }
    expect(a.items[1].distractorShares).toEqual([0, 1, 0, 0]);
  });

  it('zero participants: everything null', () => {
    const stats = sufficientStatsFromResponses(itemsWith(1, 2), []);
    expect(stats).toEqual({
      n: 0,
      k: 2,
      sumTotal: 0,
      sumTotalSq: 0,
      groupSize: 0,
      items: [
        {
          questionId: 11,
          correctAnswer: 1,
          sumCorrect: 0,
          sumCorrectTimesTotal: 0,
          upperCorrect: 0,
          lowerCorrect: 0,
          choiceCounts: [0, 0, 0, 0],
        },
        {
          questionId: 12,
          correctAnswer: 2,
          sumCorrect: 0,
          sumCorrectTimesTotal: 0,
          upperCorrect: 0,
          lowerCorrect: 0,
          choiceCounts: [0, 0, 0, 0],
        },
      ],
    });
    const empty = {
      facility: null,
      discrimination: null,
      pointBiserial: null,
      distractorShares: null,
      flags: [],
    };
    expect(analyseQuiz(stats)).toEqual<QuizAnalysis>({
      n: 0,
      meanScore: null,
      standardDeviation: null,
      alpha: null,
      kr20: null,
      sem: null,
      items: [
        { questionId: 11, ...empty },
        { questionId: 12, ...empty },
      ],
    });
  });

  it('k = 0: everything null and no items', () => {
    expect(analyse([], [[], []])).toEqual<QuizAnalysis>({
      n: 2,
      meanScore: null,
      standardDeviation: null,
      alpha: null,
      kr20: null,
      sem: null,
      items: [],
    });
  });

  it('k = 1: no KR-20, and the rest score is constant so no correlation', () => {
    // chosen 1, 1, 2, – with key 1 → x = T = (1,1,0,0); percentages 100,100,0,0.
    // mean = 50; deviations ±50 → variance 2500 → SD = 50. KR-20 null (k < 2) → SEM null.
    // R = T − x = 0 for everyone → var R = 0 → r null.
    // groupSize = round(1.08) = 1; order P0,P1,P2,P3 → U = x_P0 = 1, L = x_P3 = 0 → D = 1.
    const a = analyse([1], [[1], [1], [2], [null]]);
    expectClose(a.meanScore, 50);
    expectClose(a.standardDeviation, 50);
    expect(a.kr20).toBeNull();
    expect(a.sem).toBeNull();
    const [q] = a.items;
    expectClose(q.facility, 0.5);
    expect(q.pointBiserial).toBeNull();
    expect(q.discrimination).toBe(1);
    expect(q.distractorShares).toEqual([0.5, 0.25, 0, 0]);
    expect(q.flags).toEqual([]);
  });

  it('an item nobody answers correctly is too_hard (and has no correlation)', () => {
    // Keys (1,1,1).  chosen → x:  [1,2,1] → 1 0 1 (T 2);  [1,3,2] → 1 0 0 (T 1);
    //                             [2,4,1] → 0 0 1 (T 1);  [2,–,2] → 0 0 0 (T 0).
    // Q12: p = 0 → too_hard; var x = 0 → r null (so no low_discrimination); U = L = 0 → D = 0.
    // Shares of Q12: answers 2,3,4,– → (0, 0.25, 0.25, 0.25).
    // Test level: p(1−p) = 0.25 + 0 + 0.25 = 0.5; ΣT = 4, ΣT² = 6 → σ²_T = 1.5 − 1 = 0.5
    //   → KR-20 = 1.5·(1 − 0.5/0.5) = 0, so SEM = SD% = (100/3)·sqrt(0.5) = 23.5702.
    const a = analyse(
      [1, 1, 1],
      [
        [1, 2, 1],
        [1, 3, 2],
        [2, 4, 1],
        [2, null, 2],
      ],
    );
    const q12 = a.items[1];
    expect(q12.facility).toBe(0);
    expect(q12.pointBiserial).toBeNull();
    expect(q12.discrimination).toBe(0);
    expect(q12.distractorShares).toEqual([0, 0.25, 0.25, 0.25]);
    expect(q12.flags).toEqual(['too_hard']);
    expectClose(a.kr20, 0);
    expectClose(a.standardDeviation, (100 / 3) * Math.sqrt(0.5));
    expectClose(a.sem, 23.57022604);
  });

  it('keeps a negative KR-20 (no clamping)', () => {
    // Keys (1,1). x: P0 = 1 0, P1 = 0 1, P2 = 1 1 → T = (1, 1, 2).
    // p = (2/3, 2/3), Σp(1−p) = 2·(2/9) = 4/9. ΣT = 4, ΣT² = 6 → σ²_T = 6/3 − (4/3)² = 2 − 16/9 = 2/9.
    // KR-20 = 2/1·(1 − (4/9)/(2/9)) = 2·(1 − 2) = −2.
    // SD% = 50·sqrt(2/9) = 23.5702; SEM = 23.5702·sqrt(1 − (−2)) = 23.5702·1.73205 = 40.8248.
    // Q11: S = 2, C = 1·1 + 1·2 = 3. E[xR] = (3−2)/3 = 1/3, E[R] = (4−2)/3 = 2/3,
    //   E[R²] = (6 − 6 + 2)/3 = 2/3 → var R = 2/9; cov = 1/3 − (2/3)(2/3) = −1/9;
    //   r = (−1/9)/sqrt(2/9 · 2/9) = −0.5 (same for Q12 by symmetry).
    // groupSize = 1; order P2 (T 2), P0, P1 → U = x_P2 = (1,1), L = x_P1 = (0,1) → D = (1, 0).
    const a = analyse(
      [1, 1],
      [
        [1, 2],
        [2, 1],
        [1, 1],
      ],
    );
    expectClose(a.meanScore, 200 / 3);
    expectClose(a.kr20, -2);
    expectClose(a.standardDeviation, 50 * Math.sqrt(2 / 9));
    expectClose(a.sem, 40.82482905);
    expect(a.items.map((i) => i.pointBiserial)).toEqual([expect.closeTo(-0.5, 10), expect.closeTo(-0.5, 10)]);
    expect(a.items.map((i) => i.discrimination)).toEqual([1, 0]);
    expect(a.items.map((i) => i.flags)).toEqual([['low_discrimination'], ['low_discrimination']]);
  });

  it('uses groups exactly as given, even overlapping ones', () => {
    // A caller may pass 2·groupSize > N; D is still (U − L)/groupSize.
    const stats = sufficientStatsFromResponses(itemsWith(1, 1), [
      [1, 1],
      [1, 2],
      [2, 2],
    ]);
    stats.groupSize = 2;
    stats.items[0].upperCorrect = 2; // top two: P0, P1
    stats.items[0].lowerCorrect = 1; // bottom two: P1, P2
    expect(analyseQuiz(stats).items[0].discrimination).toBe(0.5);
  });

  it('rejects inconsistent input', () => {
    const stats = sufficientStatsFromResponses(itemsWith(1, 2), [[1, 2]]);
    expect(() => analyseQuiz({ ...stats, k: 3 })).toThrow(RangeError);
    expect(() => sufficientStatsFromResponses(itemsWith(1, 2), [[1]])).toThrow(RangeError);
    expect(() => sufficientStatsFromResponses(itemsWith(1), [[5]])).toThrow(RangeError);
    expect(() => upperLowerGroupSize(-1)).toThrow(RangeError);
    expect(() => upperLowerGroupSize(2.5)).toThrow(RangeError);
    expect(() => competitionRanks([1, Number.NaN])).toThrow(RangeError);
  });
});

describe('competitionRanks', () => {
  it('gives ties the same rank and skips the next ones ("1224")', () => {
    expect(competitionRanks([80, 90, 80, 70])).toEqual([2, 1, 2, 4]);
    expect(competitionRanks([])).toEqual([]);
    expect(competitionRanks([50, 50, 50])).toEqual([1, 1, 1]);
    expect(competitionRanks([0, 100, 100, 40, 40, 40, 10])).toEqual([7, 1, 1, 3, 3, 3, 6]);
  });
});

// ---------------------------------------------------------------------------------------------------------
// Property check: the sufficient-statistics path agrees with a naive computation on the full matrix.

const mean = (v: number[]) => v.reduce((a, b) => a + b, 0) / v.length;
/** Two-pass population variance. */
const variance = (v: number[]) => {
  const m = mean(v);
  return mean(v.map((x) => (x - m) ** 2));
};
/** Two-pass Pearson correlation; null when either variable is constant. */
function correlation(x: number[], y: number[]): number | null {
  const mx = mean(x);
  const my = mean(y);
  const sxy = x.reduce((sum, xi, s) => sum + (xi - mx) * (y[s] - my), 0);
  const sxx = x.reduce((sum, xi) => sum + (xi - mx) ** 2, 0);
  const syy = y.reduce((sum, yi) => sum + (yi - my) ** 2, 0);
  return sxx === 0 || syy === 0 ? null : sxy / Math.sqrt(sxx * syy);
}

function naiveAnalysis(correct: number[], chosen: Chosen) {
  const n = chosen.length;
  const k = correct.length;
  const x: number[][] = chosen.map((row) => row.map((a, i) => (a === correct[i] ? 1 : 0)));
  const t = x.map((row) => row.reduce((a, b) => a + b, 0));
  const pct = t.map((ti) => (100 * ti) / k);
  const p = correct.map((_, i) => mean(x.map((row) => row[i])));
  const varT = variance(t);
  const kr20 =
    k < 2 || n < 2 || varT === 0
      ? null
      : (k / (k - 1)) * (1 - p.reduce((a, pi) => a + pi * (1 - pi), 0) / varT);
  const sd = Math.sqrt(variance(pct));
  // Position in the ranking by counting (independent of the sort in the implementation).
  const position = t.map((ts, s) => t.filter((tr, r) => tr > ts || (tr === ts && r < s)).length);
  const g = n < 2 ? 0 : Math.max(1, Math.round((27 * n) / 100));
  return {
    meanScore: mean(pct),
    standardDeviation: sd,
    kr20,
    sem: kr20 === null ? null : sd * Math.sqrt(1 - kr20),
    items: correct.map((_, i) => {
      const xi = x.map((row) => row[i]);
      const upper = xi.filter((_, s) => position[s] < g).reduce((a, b) => a + b, 0);
      const lower = xi.filter((_, s) => position[s] >= n - g).reduce((a, b) => a + b, 0);
      return {
        facility: p[i],
        discrimination: g === 0 ? null : (upper - lower) / g,
        pointBiserial:
          n < 2
            ? null
            : correlation(
                xi,
                t.map((ts, s) => ts - xi[s]),
              ),
        distractorShares: [1, 2, 3, 4].map((c) => chosen.filter((row) => row[i] === c).length / n),
      };
    }),
  };
}

/** A random quiz: N in [minN, minN + spanN), k in [minK, minK + spanK). */
function randomQuiz(seed: number, minN: number, spanN: number, minK: number, spanK: number) {
  const random = prng(seed);
  const n = minN + Math.floor(random() * spanN);
  const k = minK + Math.floor(random() * spanK);
  const correct = Array.from({ length: k }, () => 1 + Math.floor(random() * 4));
  const easiness = Array.from({ length: k }, () => random());
  // Each participant has an ability; a right answer is likelier for able participants and easy items,
  // otherwise a random wrong answer or (sometimes) none.
  const chosen: Chosen = Array.from({ length: n }, () => {
    const ability = random();
    return correct.map((c, i) => {
      if (random() < (ability + easiness[i]) / 2) return c;
      if (random() < 0.15) return null;
      return 1 + ((c + Math.floor(random() * 3)) % 4); // one of the three other answers
    });
  });
  return { n, correct, chosen };
}

function expectAgreement(correct: number[], chosen: Chosen) {
  const actual = analyse(correct, chosen);
  const expected = naiveAnalysis(correct, chosen);
  expect(actual.n).toBe(chosen.length);
  expectClose(actual.meanScore, expected.meanScore, 9);
  expectClose(actual.standardDeviation, expected.standardDeviation, 9);
  expectClose(actual.kr20, expected.kr20, 9);
  expectClose(actual.sem, expected.sem, 9);
  actual.items.forEach((item, i) => {
    const e = expected.items[i];
    expectClose(item.facility, e.facility, 12);
    expectClose(item.discrimination, e.discrimination, 12);
    expectClose(item.pointBiserial, e.pointBiserial, 9);
    expect(item.distractorShares).toEqual(e.distractorShares.map((v) => expect.closeTo(v, 12)));
    // the correct answer's share is the facility
    expectClose(item.distractorShares?.[correct[i] - 1] ?? null, item.facility, 12);
  });
}

describe('property: sufficient statistics agree with a naive computation on the full matrix', () => {
  // N 2..41, k 2..10
  for (const seed of [1, 2, 3, 5, 8, 13, 21, 34, 55, 89, 144, 233]) {
    it(`random matrix, seed ${seed}`, () => {
      const { correct, chosen } = randomQuiz(seed, 2, 40, 2, 9);
      expectAgreement(correct, chosen);
    });
  }

  // Tiny quizzes (N 2..4, k 1..3) hit the degenerate cases: constant items, constant rest scores, zero
  // total variance; the null conventions must agree too.
  it('tiny random matrices', () => {
    for (let seed = 1000; seed < 1200; seed++) {
      const { correct, chosen } = randomQuiz(seed, 2, 3, 1, 3);
      expectAgreement(correct, chosen);
    }
  });
});
