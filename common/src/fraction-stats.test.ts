import { describe, expect, it } from 'vitest';
import { analyseQuiz } from './statistics';
import { sufficientStatsFromFractions, sufficientStatsFromResponses } from './sufficient-stats';

describe('item analysis on fractions of a point', () => {
  // three students, two items: x = [[1, ½], [½, 0], [0, 0]], totals T = [1.5, 0.5, 0]
  const stats = sufficientStatsFromFractions(
    [{ questionId: 1 }, { questionId: 2 }],
    [
      [1, 0.5],
      [0.5, null],
      [0, 0],
    ],
  );
  const analysis = analyseQuiz(stats);

  it("gives Cronbach's alpha from the item and total variances", () => {
    // var T = 2.5/3 − (2/3)² = 7/18; var x1 = 1.25/3 − ¼ = 1/6; var x2 = 0.25/3 − 1/36 = 1/18
    // alpha = 2/1 · (1 − (1/6 + 1/18) / (7/18)) = 2 · (1 − 4/7) = 6/7
    expect(analysis.alpha).toBeCloseTo(6 / 7, 12);
    expect(analysis.kr20).toBe(analysis.alpha);
    expect(analysis.meanScore).toBeCloseTo((100 * 2) / (2 * 3), 12);
  });

  it('gives facility as the mean fraction, discrimination and the corrected item-total correlation', () => {
    const [first, second] = analysis.items;
    expect(first.facility).toBeCloseTo(0.5, 12);
    expect(second.facility).toBeCloseTo(1 / 6, 12);
    // groups of 1: upper is the first student (T 1.5), lower the third (T 0)
    expect(first.discrimination).toBeCloseTo(1, 12);
    expect(second.discrimination).toBeCloseTo(0.5, 12);
    // item 1's rest score is item 2: corr([1, ½, 0], [½, 0, 0]) = (1/12) / sqrt(1/6 · 1/18) = √3/2
    expect(first.pointBiserial).toBeCloseTo(Math.sqrt(3) / 2, 12);
    expect(second.pointBiserial).toBeCloseTo(Math.sqrt(3) / 2, 12);
    expect(first.distractorShares).toBeNull();
  });

  it('equals KR-20 and the right-or-wrong statistics when every fraction is 0 or 1', () => {
    const chosen = [
      [1, 2, 3],
      [1, 1, 3],
      [2, 2, null],
      [1, 3, 3],
      [4, 2, 1],
    ];
    const items = [
      { questionId: 1, correctAnswer: 1 },
      { questionId: 2, correctAnswer: 2 },
      { questionId: 3, correctAnswer: 3 },
    ];
    const byDigits = analyseQuiz(sufficientStatsFromResponses(items, chosen));
    const fractions = chosen.map((row) =>
      row.map((answer, i) => (answer === null ? null : answer === items[i].correctAnswer ? 1 : 0)),
    );
    const byFractions = analyseQuiz(sufficientStatsFromFractions(items, fractions));
    expect(byFractions.alpha).toBeCloseTo(byDigits.kr20 ?? Number.NaN, 12);
    byDigits.items.forEach((item, i) => {
      expect(byFractions.items[i].facility).toBeCloseTo(item.facility ?? Number.NaN, 12);
      expect(byFractions.items[i].discrimination).toBeCloseTo(item.discrimination ?? Number.NaN, 12);
      expect(byFractions.items[i].pointBiserial).toBeCloseTo(item.pointBiserial ?? Number.NaN, 12);
    });
  });

  it('has no alpha when the totals do not vary', () => {
    const flat = analyseQuiz(
      sufficientStatsFromFractions(
        [{ questionId: 1 }, { questionId: 2 }],
        [
          [0.5, 0.5],
          [1, 0],
        ],
      ),
    );
    expect(flat.alpha).toBeNull();
  });
});
