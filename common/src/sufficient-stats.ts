/**
 * The sufficient statistics of a quiz's results: a handful of sums over the participants' answers,
 * built in one pass (`sufficientStatsFromResponses`), from which `analyseQuiz` (statistics.ts) derives
 * every statistic of the report. Notation as in statistics.ts and docs/STATISTICS.md.
 */

export interface ItemSufficientStats {
  questionId: number;
  /** 1..4 */
  correctAnswer: number;
  /** S_i = Σ_s x_is over the N finished participants (x_is: the fraction of a point, 0..1) */
  sumCorrect: number;
  /** Q_i = Σ_s x_is²; absent when every x is 0 or 1 (then Q_i = S_i) */
  sumSquares?: number;
  /** C_i = Σ_s x_is·T_s (T_s = participant s's total correct count) */
  sumCorrectTimesTotal: number;
  /** Σ x_is over the upper group (top `groupSize` participants by T) */
  upperCorrect: number;
  /** Σ x_is over the lower group (bottom `groupSize` participants by T) */
  lowerCorrect: number;
  /** how many of the N chose answer 1..4 (unanswered not counted); null for items without options */
  choiceCounts: [number, number, number, number] | null;
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

  return withItems(
    { n, k, sumTotal, sumTotalSq, groupSize },
    items.map((item, i) => ({ ...item, choiceCounts: choiceCounts[i] })),
    { sumCorrect, sumCorrectTimesTotal, upperCorrect, lowerCorrect },
  );
}

/** Each item's sums, by item index: Q_i only when the x are fractions. */
interface ItemSums {
  sumCorrect: number[];
  sumSquares?: number[];
  sumCorrectTimesTotal: number[];
  upperCorrect: number[];
  lowerCorrect: number[];
}

/** The quiz's statistics from its totals and each item's sums. */
function withItems(
  quiz: Omit<QuizSufficientStats, 'items'>,
  items: { questionId: number; correctAnswer: number; choiceCounts: ItemSufficientStats['choiceCounts'] }[],
  sums: ItemSums,
): QuizSufficientStats {
  return {
    ...quiz,
    items: items.map((item, i) => ({
      questionId: item.questionId,
      correctAnswer: item.correctAnswer,
      sumCorrect: sums.sumCorrect[i],
      ...(sums.sumSquares && { sumSquares: sums.sumSquares[i] }),
      sumCorrectTimesTotal: sums.sumCorrectTimesTotal[i],
      upperCorrect: sums.upperCorrect[i],
      lowerCorrect: sums.lowerCorrect[i],
      choiceCounts: item.choiceCounts,
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

/** An item of `sufficientStatsFromFractions`: its id and, for items with options, how many chose each. */
export interface FractionItem {
  questionId: number;
  /** the single answer's key (0 for other types), carried into the item's statistics */
  correctAnswer?: number;
  choiceCounts?: [number, number, number, number] | null;
}

/**
 * The same statistics on fractions of a point: `fractions[s][i]` is what participant s earned on
 * scored item i, 0..1 (null: unanswered, counted 0). T_s is then the sum of the fractions, and Q_i = Σx²
 * is kept for the item variances (it equals S_i only when every x is 0 or 1). Upper and lower groups as
 * in `sufficientStatsFromResponses`: T descending, ties by row index.
 */
export function sufficientStatsFromFractions(
  items: FractionItem[],
  fractions: (number | null)[][],
): QuizSufficientStats {
  const n = fractions.length;
  const k = items.length;
  const totals = new Float64Array(n);
  for (let s = 0; s < n; s++) {
    const row = fractions[s];
    if (row.length !== k) throw new RangeError(`row ${s} has ${row.length} fractions, expected ${k}`);
    let total = 0;
    for (let i = 0; i < k; i++) {
      const x = row[i];
      if (x === null) continue;
      if (!(x >= 0 && x <= 1))
        throw new RangeError(`row ${s}, item ${i}: a fraction is 0..1 or null, got ${x}`);
      total += x;
    }
    totals[s] = total;
  }
  const sumCorrect = new Array<number>(k).fill(0);
  const sumSquares = new Array<number>(k).fill(0);
  const sumCorrectTimesTotal = new Array<number>(k).fill(0);
  let sumTotal = 0;
  let sumTotalSq = 0;
  for (let s = 0; s < n; s++) {
    const row = fractions[s];
    const total = totals[s];
    sumTotal += total;
    sumTotalSq += total * total;
    for (let i = 0; i < k; i++) {
      const x = row[i];
      if (x === null || x === 0) continue;
      sumCorrect[i] += x;
      sumSquares[i] += x * x;
      sumCorrectTimesTotal[i] += x * total;
    }
  }
  const groupSize = upperLowerGroupSize(n);
  const order = Array.from({ length: n }, (_, s) => s).sort((a, b) => totals[b] - totals[a] || a - b);
  const sumIn = (rows: number[]) => {
    const sums = new Array<number>(k).fill(0);
    for (const s of rows) for (let i = 0; i < k; i++) sums[i] += fractions[s][i] ?? 0;
    return sums;
  };
  const upperCorrect = sumIn(order.slice(0, groupSize));
  const lowerCorrect = sumIn(order.slice(n - groupSize));
  return withItems(
    { n, k, sumTotal, sumTotalSq, groupSize },
    items.map((item) => ({
      questionId: item.questionId,
      correctAnswer: item.correctAnswer ?? 0,
      choiceCounts: item.choiceCounts ?? null,
    })),
    { sumCorrect, sumSquares, sumCorrectTimesTotal, upperCorrect, lowerCorrect },
  );
}
