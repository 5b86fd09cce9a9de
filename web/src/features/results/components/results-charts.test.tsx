import type { ResultsReport } from '@quizzical/common';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { countTicks } from './bar-charts';
import { ResultsCharts } from './results-charts';

const LABELS = ['Very difficult', 'Difficult', 'Neutral', 'Easy', 'Very easy'];

function report(percentages: (number | null)[], histogram: number[], ratings: number[]): ResultsReport {
  return {
    questions_report: percentages.map((percentage) => ({ percentage })),
    score_histogram: histogram,
    difficulty: ratings.map((count, i) => ({ rating: i + 1, label: LABELS[i], count })),
  } as unknown as ResultsReport;
}

/** The drawing of a chart (hidden from screen readers, who read the summary). */
const drawing = (title: string) => {
  const figure = screen.getByRole('figure', { name: title });
  const hidden = figure.querySelector<HTMLElement>('[aria-hidden="true"]');
  if (!hidden) throw new Error(`no drawing in ${title}`);
  return hidden;
};
/** Titles of the bands (hover texts), and the value labels written on the bars. */
const titles = (el: HTMLElement) =>
  Array.from(el.querySelectorAll('[title]'), (b) => b.getAttribute('title'));
const barHeights = (el: HTMLElement) =>
  Array.from(el.querySelectorAll<HTMLElement>('[data-bar]'), (b) => b.style.height || b.style.width);

describe('countTicks', () => {
  it('covers the largest count in at most four whole steps of 1, 2, 5, 10, 20, 50…', () => {
    expect(countTicks(0)).toEqual([0, 1]);
    expect(countTicks(1)).toEqual([0, 1]);
    expect(countTicks(4)).toEqual([0, 1, 2, 3, 4]);
    expect(countTicks(6)).toEqual([0, 2, 4, 6]);
    expect(countTicks(13)).toEqual([0, 5, 10, 15]);
    expect(countTicks(41)).toEqual([0, 20, 40, 60]);
    expect(countTicks(180)).toEqual([0, 50, 100, 150, 200]);
  });
});

describe('ResultsCharts (drawn without a charts library)', () => {
  afterEach(cleanup);

  it('draws the score bands, the success per question and the felt difficulty, with their numbers', () => {
    render(
      <ResultsCharts report={report([100, 50, 20, null], [0, 0, 0, 0, 0, 1, 6, 2, 0, 0], [1, 2, 5, 0, 2])} />,
    );

    const scores = drawing('Score distribution');
    expect(within(scores).getByText('Score (%)')).toBeTruthy();
    expect(titles(scores)).toContain('60–69%: 6 participants');
    // the y axis ends at 6: the tallest band fills it
    expect(barHeights(scores).filter((h) => h !== '0%')).toEqual([
      `${(1 / 6) * 100}%`,
      '100%',
      `${(2 / 6) * 100}%`,
    ]);
    expect(scores.textContent).toContain('90'); // the bands' ticks, 0 10 … 90

    const success = drawing('Correct answers per question');
    expect(titles(success)).toEqual(['Q1: 100%', 'Q2: 50%', 'Q3: 20%', 'Q4: no answers']);
    // no bar without answers; red below 40 %, amber below 70 %, green from 70 %
    const bars = Array.from(success.querySelectorAll<HTMLElement>('[data-bar]'));
    expect(bars.map((b) => [b.style.height, b.textContent])).toEqual([
      ['100%', '100%'],
      ['50%', '50%'],
      ['20%', '20%'],
    ]);
    expect(bars.map((b) => b.style.background)).toEqual([
      'rgb(22, 163, 74)',
      'rgb(245, 158, 11)',
      'rgb(220, 38, 38)',
    ]);

    const felt = drawing('Difficulty felt by the students');
    expect(within(felt).getByText('Very difficult')).toBeTruthy();
    expect(titles(felt)).toContain('Neutral: 5 ratings');
    // a rating nobody gave has no label
    expect(Array.from(felt.querySelectorAll('[data-bar]'), (b) => b.textContent)).toEqual([
      '1',
      '2',
      '5',
      '',
      '2',
    ]);

    // screen readers read the numbers as text
    expect(screen.getByText(/60–69%: 6 participants/)).toBeTruthy();
    expect(screen.getByText(/Question 4: no answers/)).toBeTruthy();
  });

  it('names every few questions and writes no values when there are many', () => {
    const many = Array.from({ length: 25 }, (_, i) => i * 4);
    render(<ResultsCharts report={report(many, [0, 0, 0, 0, 0, 0, 0, 0, 0, 1], [0, 0, 1, 0, 0])} />);
    const success = drawing('Correct answers per question');
    const ticks = Array.from(success.querySelectorAll('span'), (s) => s.textContent).filter((t) =>
      t?.startsWith('Q'),
    );
    expect(ticks).toEqual(['Q1', 'Q5', 'Q9', 'Q13', 'Q17', 'Q21', 'Q25']);
    expect(Array.from(success.querySelectorAll('[data-bar]'), (b) => b.textContent).join('')).toBe('');
    expect(titles(success)).toHaveLength(25);
  });

  it('drops the % sign of the values beyond 8 questions (the axis has it), names every other from 10', () => {
    const twelve = [90, 80, 70, 60, 50, 40, 30, 20, 10, 0, 100, null];
    render(<ResultsCharts report={report(twelve, [1, 0, 0, 0, 0, 0, 0, 0, 0, 0], [])} />);
    const success = drawing('Correct answers per question');
    const values = Array.from(success.querySelectorAll('[data-bar]'), (b) => b.textContent);
    expect(values).toEqual(['90', '80', '70', '60', '50', '40', '30', '20', '10', '0', '100']);
    const ticks = Array.from(success.querySelectorAll('span'), (s) => s.textContent).filter((t) =>
      t?.startsWith('Q'),
    );
    expect(ticks).toEqual(['Q1', 'Q3', 'Q5', 'Q7', 'Q9', 'Q11']);
  });

  it('shows what will appear instead of empty charts', () => {
    render(<ResultsCharts report={report([null, null], [0, 0, 0, 0, 0, 0, 0, 0, 0, 0], [0, 0, 0, 0, 0])} />);
    expect(screen.getByText('Scores appear here as soon as a participant finishes.')).toBeTruthy();
    expect(screen.getByText('Each question’s success rate appears with the first answers.')).toBeTruthy();
    expect(screen.getByText('Ratings appear when students fill in the survey at the end.')).toBeTruthy();
    expect(document.querySelectorAll('[data-bar]')).toHaveLength(0);
  });
});
