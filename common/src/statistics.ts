/**
 * Item analysis and reliability statistics for the quiz results report.
 *
 * Everything is derived from a handful of *sufficient statistics* (see `QuizSufficientStats`), built in
 * one pass over the participants' answers (`sufficientStatsFromResponses`; the server reads them as one
 * short digit string per participant); `analyseQuiz` derives every statistic from them algebraically. The derivations are in docs/STATISTICS.md; the short version is in the comments below.
 *
 * Notation: N participants s, k items i, x_is ∈ {0, 1} (unanswered = 0), T_s = Σ_i x_is,
 * S_i = Σ_s x_is, C_i = Σ_s x_is·T_s, rest score R_is = T_s − x_is. All moments are population moments
 * (divide by N). To keep zero tests exact and avoid cancellation, every variance/covariance is first
 * formed as an *integer* numerator scaled by N² (e.g. N²·var T = N·ΣT² − (ΣT)²) and only divided at
 * the end; with integer inputs these numerators are exact as long as they stay below 2^53.
 */

export interface ItemSufficientStats {
  questionId: number;
  /** 1..4 */
  correctAnswer: number;
  /** S_i = Σ_s x_is over the N finished participants */
  sumCorrect: number;
  /** C_i = Σ_s x_is·T_s (T_s = participant s's total correct count) */
  sumCorrectTimesTotal: number;
  /** Σ x_is over the upper group (top `groupSize` participants by T) */
  upperCorrect: number;
  /** Σ x_is over the lower group (bottom `groupSize` participants by T) */
  lowerCorrect: number;
  /** how many of the N chose answer 1..4 (unanswered not counted) */
  choiceCounts: [number, number, number, number];
}

export interface QuizSufficientStats {
  /** N finished participants */
  n: number;
  /** number of items */
  k: number;
  /** Σ T_s */
  sumTotal: number;
  /** Σ T_s² */
  sumTotalSq: number;
  /** size of each of the upper and lower groups (`upperLowerGroupSize(n)`) */
  groupSize: number;
  items: ItemSufficientStats[];
}

export type ItemFlag = 'too_easy' | 'too_hard' | 'low_discrimination';

export interface ItemAnalysis {
  questionId: number;
  /** p_i = S_i / N */
  facility: number | null;
  /** D = (U_i − L_i) / groupSize */
  discrimination: number | null;
  /** corr(x_i, T − x_i): corrected item-total (rest-score) point-biserial correlation */
  pointBiserial: number | null;
  /** share of the N choosing each answer 1..4 (does not sum to 1 when some left the item unanswered) */
  distractorShares: [number, number, number, number] | null;
  /** facility > 0.95, facility < 0.2, pointBiserial < 0.2 */
  flags: ItemFlag[];
}

export interface QuizAnalysis {
  n: number;
  /** mean of percentage scores 100·T/k */
  meanScore: number | null;
  /** population SD of percentage scores */
  standardDeviation: number | null;
  kr20: number | null;
  /** standard error of measurement in percentage points: SD% · sqrt(1 − KR20) */
  sem: number | null;
  items: ItemAnalysis[];
}

/** Flag thresholds (strict inequalities). */
export const TOO_EASY_FACILITY = 0.95;
export const TOO_HARD_FACILITY = 0.2;
export const LOW_DISCRIMINATION_POINT_BISERIAL = 0.2;

/**
 * Fewest finished participants before the report gives a verdict (docs/STATISTICS.md §7). Below them
 * the numbers are still shown, with their n, but the verdicts (reliability word, item flags) are greyed
 * as tentative: with so few students one more or one fewer can turn them around.
 */
export const MIN_N_RELIABILITY = 10;
export const MIN_N_ITEM_FLAGS = 10;

/** True when `n` finished participants are enough for a verdict that needs `minimum`. */
export const enoughForVerdict = (n: number, minimum: number) => n >= minimum;

/**
 * Size of each of the upper and lower groups (Kelley's 27% rule): 0 when n < 2, otherwise
 * max(1, round(0.27·n)) with halves rounded up. Computed in integers, floor((27n + 50) / 100), so that
 * any other implementation (SQL included) can use exactly the same expression and no floating-point rounding is involved
 * (0.27·50 is not exactly 13.5 in binary floating point).
 *
 * For n ≥ 2 this never lets the groups overlap: g ≤ 0.27n + 0.5, so 2g ≤ 0.54n + 1 ≤ n for n ≥ 3, and
 * n = 2 gives g = 1. `analyseQuiz` nevertheless accepts overlapping groups (2g > n) if a caller passes them.
 */
export function upperLowerGroupSize(n: number): number {
  if (!Number.isInteger(n) || n < 0) throw new RangeError(`n must be a non-negative integer, got ${n}`);
  if (n < 2) return 0;
  return Math.max(1, Math.floor((27 * n + 50) / 100));
}

/**
 * Standard competition ("1224") ranking: highest value first, equal values share the best rank of their
 * block and the following rank is skipped. Returns the rank of each input, in input order.
 * `[80, 90, 80, 70]` → `[2, 1, 2, 4]`.
 */
export function competitionRanks(percentages: number[]): number[] {
  if (percentages.some((v) => Number.isNaN(v))) throw new RangeError('cannot rank NaN');
  const order = percentages.map((_, i) => i).sort((a, b) => percentages[b] - percentages[a] || a - b);
  const ranks = new Array<number>(percentages.length);
  order.forEach((index, position) => {
    const previous = position > 0 ? order[position - 1] : -1;
    ranks[index] =
      previous >= 0 && percentages[previous] === percentages[index] ? ranks[previous] : position + 1;
  });
  return ranks;
}

/**
 * Builds the sufficient statistics from the response matrix (10,000 × 40 takes a few milliseconds). `chosen[s][i]` is the answer (1..4) participant s chose on item i, or null when unanswered;
 * x_is = 1 exactly when it equals the item's correct answer. Upper/lower groups: participants sorted by
 * T descending, ties by row index ascending (the server passes the rows ordered by start time, then
 * session id, so ties are broken by that stable key); the upper group is the first `groupSize` of that
 * order, the lower group the last `groupSize`.
 */
export function sufficientStatsFromResponses(
  items: { questionId: number; correctAnswer: number }[],
  chosen: (number | null)[][],
): QuizSufficientStats {
  const n = chosen.length;
  const k = items.length;
  const correctAnswers = items.map((item) => item.correctAnswer);

  // pass 1: every participant's total T_s (and the input checked)
  const totals = new Int32Array(n);
  for (let s = 0; s < n; s++) {
    const row = chosen[s];
    if (row.length !== k) throw new RangeError(`row ${s} has ${row.length} answers, expected ${k}`);
    let total = 0;
    for (let i = 0; i < k; i++) {
      const answer = row[i];
      if (answer === null) continue;
      if (!(Number.isInteger(answer) && answer >= 1 && answer <= 4)) {
        throw new RangeError(`row ${s}, item ${i}: answer must be 1..4 or null, got ${answer}`);
      }
      if (answer === correctAnswers[i]) total++;
    }
    totals[s] = total;
  }

  // pass 2: the item sums S_i, C_i and the choice counts
  const sumCorrect = new Array<number>(k).fill(0);
  const sumCorrectTimesTotal = new Array<number>(k).fill(0);
  const choiceCounts = items.map(() => [0, 0, 0, 0] as [number, number, number, number]);
  let sumTotal = 0;
  let sumTotalSq = 0;
  for (let s = 0; s < n; s++) {
    const row = chosen[s];
    const total = totals[s];
    sumTotal += total;
    sumTotalSq += total * total;
    for (let i = 0; i < k; i++) {
      const answer = row[i];
      if (answer === null) continue;
      choiceCounts[i][answer - 1]++;
      if (answer === correctAnswers[i]) {
        sumCorrect[i]++;
        sumCorrectTimesTotal[i] += total;
      }
    }
  }

  // upper and lower groups: T descending, ties by row index (a stable counting sort on T ∈ 0..k)
  const groupSize = upperLowerGroupSize(n);
  const order = orderByTotalDescending(totals, k);
  const correctIn = (rows: ArrayLike<number>) => {
    const sums = new Array<number>(k).fill(0);
    for (let p = 0; p < rows.length; p++) {
      const row = chosen[rows[p]];
      for (let i = 0; i < k; i++) if (row[i] === correctAnswers[i]) sums[i]++;
    }
    return sums;
  };
  const upperCorrect = correctIn(order.subarray(0, groupSize));
  const lowerCorrect = correctIn(order.subarray(n - groupSize));

  return {
    n,
    k,
    sumTotal,
    sumTotalSq,
    groupSize,
    items: items.map((item, i) => ({
      questionId: item.questionId,
      correctAnswer: item.correctAnswer,
      sumCorrect: sumCorrect[i],
      sumCorrectTimesTotal: sumCorrectTimesTotal[i],
      upperCorrect: upperCorrect[i],
      lowerCorrect: lowerCorrect[i],
      choiceCounts: choiceCounts[i],
    })),
  };
}

/** Row indices by total descending, equal totals in row order; totals are integers in 0..maxTotal. */
function orderByTotalDescending(totals: Int32Array, maxTotal: number): Uint32Array {
  const starts = new Array<number>(maxTotal + 2).fill(0);
  for (const t of totals) starts[maxTotal - t + 1]++;
  for (let b = 1; b < starts.length; b++) starts[b] += starts[b - 1];
  const order = new Uint32Array(totals.length);
  for (let s = 0; s < totals.length; s++) order[starts[maxTotal - totals[s]]++] = s;
  return order;
}

/** Derives every report statistic from the sufficient statistics. Numbers are returned unrounded. */
export function analyseQuiz(stats: QuizSufficientStats): QuizAnalysis {
  const { n, k, sumTotal, sumTotalSq, groupSize } = stats;
  if (stats.items.length !== k) {
    throw new RangeError(`k is ${k} but ${stats.items.length} item statistics were given`);
  }
  if (k === 0) return { n, meanScore: null, standardDeviation: null, kr20: null, sem: null, items: [] };

  // N²·var(T) = N·ΣT² − (ΣT)²  (integer, exact; ≥ 0)
  const totalVarNumerator = n * sumTotalSq - sumTotal * sumTotal;

  const items = stats.items.map((item) => analyseItem(item, n, sumTotal, sumTotalSq, groupSize));

  // Percentage scores P_s = 100·T_s/k: mean = 100·ΣT/(kN), SD = (100/k)·sqrt(var T) = (100/k)·sqrt(V)/N.
  const meanScore = n === 0 ? null : (100 * sumTotal) / (k * n);
  const standardDeviation = n === 0 ? null : ((100 / k) * Math.sqrt(Math.max(0, totalVarNumerator))) / n;

  // KR-20 = k/(k−1)·(1 − Σp(1−p)/var T). Scaling both variances by N²:
  //   N²·Σp_i(1−p_i) = Σ(N·S_i − S_i²) =: W,   N²·var T =: V,
  //   KR-20 = k/(k−1)·(V − W)/V   and   1 − KR-20 = (k·W − V)/((k−1)·V).
  let kr20: number | null = null;
  let sem: number | null = null;
  if (k >= 2 && n >= 2 && totalVarNumerator > 0) {
    const itemVarNumerator = stats.items.reduce(
      (sum, item) => sum + (n * item.sumCorrect - item.sumCorrect * item.sumCorrect),
      0,
    );
    kr20 = (k / (k - 1)) * ((totalVarNumerator - itemVarNumerator) / totalVarNumerator);
    // KR-20 ≤ 1 always (var T ≤ k·Σ var x_i by Cauchy–Schwarz), so 1 − KR-20 ≥ 0; the max() only guards
    // against inconsistent input producing NaN.
    const oneMinusKr20 = (k * itemVarNumerator - totalVarNumerator) / ((k - 1) * totalVarNumerator);
    sem = (standardDeviation ?? 0) * Math.sqrt(Math.max(0, oneMinusKr20));
  }

  return { n, meanScore, standardDeviation, kr20, sem, items };
}

function analyseItem(
  item: ItemSufficientStats,
  n: number,
  sumTotal: number,
  sumTotalSq: number,
  groupSize: number,
): ItemAnalysis {
  const { questionId, sumCorrect: s, sumCorrectTimesTotal: c } = item;
  if (n === 0) {
    return {
      questionId,
      facility: null,
      discrimination: null,
      pointBiserial: null,
      distractorShares: null,
      flags: [],
    };
  }

  const facility = s / n;
  const discrimination = groupSize > 0 ? (item.upperCorrect - item.lowerCorrect) / groupSize : null;

  // Rest score R = T − x. Because x² = x:
  //   ΣxR = Σ(xT − x²) = C − S,   ΣR = ΣT − S,   ΣR² = Σ(T² − 2xT + x²) = ΣT² − 2C + S.
  // N²·cov(x,R) = N·ΣxR − Σx·ΣR,  N²·var x = N·S − S²,  N²·var R = N·ΣR² − (ΣR)²; the N² cancels in r.
  let pointBiserial: number | null = null;
  if (n >= 2) {
    const sumRest = sumTotal - s;
    const sumRestSq = sumTotalSq - 2 * c + s;
    const covNumerator = n * (c - s) - s * sumRest;
    const varXNumerator = n * s - s * s;
    const varRNumerator = n * sumRestSq - sumRest * sumRest;
    if (varXNumerator > 0 && varRNumerator > 0) {
      // sqrt of each factor separately: their product could exceed 2^53 for large classes. |r| ≤ 1 holds
      // exactly for the integer numerators; the clamp only removes a last-bit rounding excess.
      const r = covNumerator / (Math.sqrt(varXNumerator) * Math.sqrt(varRNumerator));
      pointBiserial = Math.max(-1, Math.min(1, r));
    }
  }

  const [a, b, cc, d] = item.choiceCounts;
  const distractorShares: [number, number, number, number] = [a / n, b / n, cc / n, d / n];

  const flags: ItemFlag[] = [];
  if (facility > TOO_EASY_FACILITY) flags.push('too_easy');
  if (facility < TOO_HARD_FACILITY) flags.push('too_hard');
  if (pointBiserial !== null && pointBiserial < LOW_DISCRIMINATION_POINT_BISERIAL) {
    flags.push('low_discrimination');
  }

  return { questionId, facility, discrimination, pointBiserial, distractorShares, flags };
}
