/**
 * Item analysis and reliability statistics for the quiz results report.
 *
 * Everything is derived from a handful of *sufficient statistics* (see `QuizSufficientStats`), built in
 * one pass over the participants' answers (`sufficientStatsFromResponses` in sufficient-stats.ts; the
 * server reads them as one short digit string per participant); `analyseQuiz` derives every statistic from them algebraically. The derivations are in docs/STATISTICS.md; the short version is in the comments below.
 *
 * Notation: N participants s, k items i, x_is ∈ {0, 1} (unanswered = 0), T_s = Σ_i x_is,
 * S_i = Σ_s x_is, C_i = Σ_s x_is·T_s, rest score R_is = T_s − x_is. All moments are population moments
 * (divide by N). To keep zero tests exact and avoid cancellation, every variance/covariance is first
 * formed as an *integer* numerator scaled by N² (e.g. N²·var T = N·ΣT² − (ΣT)²) and only divided at
 * the end; with integer inputs these numerators are exact as long as they stay below 2^53.
 */

import type { ItemSufficientStats, QuizSufficientStats } from './sufficient-stats';

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
  /**
   * Cronbach's alpha, k/(k−1)·(1 − Σ var x_i / var T), on fractions of a point; with right-or-wrong
   * items it is KR-20 (var x_i = p_i(1 − p_i)), hence the same number under both names.
   */
  alpha: number | null;
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

/** Derives every report statistic from the sufficient statistics. Numbers are returned unrounded. */
export function analyseQuiz(stats: QuizSufficientStats): QuizAnalysis {
  const { n, k, sumTotal, sumTotalSq, groupSize } = stats;
  if (stats.items.length !== k) {
    throw new RangeError(`k is ${k} but ${stats.items.length} item statistics were given`);
  }
  if (k === 0)
    return { n, meanScore: null, standardDeviation: null, alpha: null, kr20: null, sem: null, items: [] };

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
  if (k >= 2 && n >= 2 && totalVarNumerator > 1e-9 * n * n) {
    // N²·var x_i = N·Σx² − (Σx)²: Σx² = S_i for right-or-wrong items (KR-20's p(1−p)), Q_i on fractions
    const itemVarNumerator = stats.items.reduce(
      (sum, item) => sum + (n * (item.sumSquares ?? item.sumCorrect) - item.sumCorrect * item.sumCorrect),
      0,
    );
    kr20 = (k / (k - 1)) * ((totalVarNumerator - itemVarNumerator) / totalVarNumerator);
    // KR-20 ≤ 1 always (var T ≤ k·Σ var x_i by Cauchy–Schwarz), so 1 − KR-20 ≥ 0; the max() only guards
    // against inconsistent input producing NaN.
    const oneMinusKr20 = (k * itemVarNumerator - totalVarNumerator) / ((k - 1) * totalVarNumerator);
    sem = (standardDeviation ?? 0) * Math.sqrt(Math.max(0, oneMinusKr20));
  }

  return { n, meanScore, standardDeviation, alpha: kr20, kr20, sem, items };
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

  // Rest score R = T − x, with Q = Σx² (= S when x is 0 or 1):
  //   ΣxR = Σ(xT − x²) = C − Q,   ΣR = ΣT − S,   ΣR² = Σ(T² − 2xT + x²) = ΣT² − 2C + Q.
  // N²·cov(x,R) = N·ΣxR − Σx·ΣR,  N²·var x = N·S − S²,  N²·var R = N·ΣR² − (ΣR)²; the N² cancels in r.
  let pointBiserial: number | null = null;
  if (n >= 2) {
    const q = item.sumSquares ?? s;
    const sumRest = sumTotal - s;
    const sumRestSq = sumTotalSq - 2 * c + q;
    const covNumerator = n * (c - q) - s * sumRest;
    const varXNumerator = n * q - s * s;
    const varRNumerator = n * sumRestSq - sumRest * sumRest;
    // with fractions the numerators are no longer integers: a rounding residue is not a variance
    if (varXNumerator > 1e-9 * n * n && varRNumerator > 1e-9 * n * n) {
      // sqrt of each factor separately: their product could exceed 2^53 for large classes. |r| ≤ 1 holds
      // exactly for the integer numerators; the clamp only removes a last-bit rounding excess.
      const r = covNumerator / (Math.sqrt(varXNumerator) * Math.sqrt(varRNumerator));
      pointBiserial = Math.max(-1, Math.min(1, r));
    }
  }

  const distractorShares: [number, number, number, number] | null = item.choiceCounts
    ? [item.choiceCounts[0] / n, item.choiceCounts[1] / n, item.choiceCounts[2] / n, item.choiceCounts[3] / n]
    : null;

  const flags: ItemFlag[] = [];
  if (facility > TOO_EASY_FACILITY) flags.push('too_easy');
  if (facility < TOO_HARD_FACILITY) flags.push('too_hard');
  if (pointBiserial !== null && pointBiserial < LOW_DISCRIMINATION_POINT_BISERIAL) {
    flags.push('low_discrimination');
  }

  return { questionId, facility, discrimination, pointBiserial, distractorShares, flags };
}
