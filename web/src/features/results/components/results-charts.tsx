import { Box, Typography } from '@mui/material';
import type { ResultsReport } from '@quizzical/common';
import { memo } from 'react';
import { formatPercent } from '../format';
import { ColumnChart, countTicks, RowChart } from './bar-charts';
import { ChartCard } from './chart-card';

const BANDS = ['0–9', '10–19', '20–29', '30–39', '40–49', '50–59', '60–69', '70–79', '80–89', '90–100'];
/** Red to green through amber: low scores warm, high scores green. */
const BAND_COLORS = [
  '#c62828',
  '#d84315',
  '#e65100',
  '#ef6c00',
  '#f59e0b',
  '#eab308',
  '#84cc16',
  '#22c55e',
  '#16a34a',
  '#15803d',
];
const RATING_COLORS = ['#c62828', '#ef6c00', '#94a3b8', '#22c55e', '#15803d'];
const PERCENT_TICKS = [0, 25, 50, 75, 100];
/** A question's success rate: red below 40 %, amber below 70 %, green from 70 %. */
const successColor = (percent: number) => (percent < 40 ? '#dc2626' : percent < 70 ? '#f59e0b' : '#16a34a');
const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

type Report = ResultsReport;

/** Each chart re-renders only when its own slice of the report changed (the query keeps equal slices identical). */
const ScoreHistogram = memo(function ScoreHistogram({ counts }: { counts: Report['score_histogram'] }) {
  const total = counts.reduce((a, b) => a + b, 0);
  return (
    <ChartCard
      title="Score distribution"
      subtitle="Finished participants per score band (% correct)"
      summary={BANDS.map((band, i) => `${band}%: ${plural(counts[i] ?? 0, 'participant')}`).join('; ')}
      empty={total === 0 ? 'Scores appear here as soon as a participant finishes.' : null}
    >
      <ColumnChart
        axisWidth={36}
        axisTitle="Score (%)"
        ticks={countTicks(Math.max(...counts))}
        bars={BANDS.map((band, i) => ({
          tick: band.split('–')[0],
          value: counts[i] ?? 0,
          color: BAND_COLORS[i],
          label: counts[i] ? String(counts[i]) : null,
          title: `${band}%: ${plural(counts[i] ?? 0, 'participant')}`,
        }))}
      />
    </ChartCard>
  );
});

const CorrectShare = memo(function CorrectShare({ questions }: { questions: Report['questions_report'] }) {
  const labels = questions.map((_, i) => `Q${i + 1}`);
  const few = labels.length <= 12;
  // a chart is about 280 px wide (a phone, or a third of a desktop): ten 'Q10'-wide names do not fit
  const tickEvery = labels.length <= 9 ? 1 : Math.max(2, Math.ceil(labels.length / 7));
  const any = questions.some((q) => q.percentage !== null);
  return (
    <ChartCard
      title="Correct answers per question"
      subtitle="Share of the given answers that are correct"
      summary={questions
        .map(
          (q, i) =>
            `Question ${i + 1}: ${q.percentage === null ? 'no answers' : formatPercent(q.percentage)}`,
        )
        .join('; ')}
      empty={
        labels.length === 0
          ? 'This quizz has no questions.'
          : any
            ? null
            : 'Each question’s success rate appears with the first answers.'
      }
    >
      <ColumnChart
        axisWidth={44}
        ticks={PERCENT_TICKS}
        formatTick={(v) => `${v}%`}
        bars={questions.map((q, i) => ({
          // many questions: every n-th name, as many as fit
          tick: i % tickEvery === 0 ? labels[i] : null,
          value: q.percentage,
          color: successColor(q.percentage ?? 0),
          // beyond 8 columns the % sign would not fit beside its neighbours (the axis has it)
          label:
            !few || q.percentage === null
              ? null
              : `${Math.round(q.percentage)}${labels.length > 8 ? '' : '%'}`,
          title: `${labels[i]}: ${q.percentage === null ? 'no answers' : formatPercent(q.percentage)}`,
        }))}
      />
    </ChartCard>
  );
});

const Difficulty = memo(function Difficulty({ difficulty }: { difficulty: Report['difficulty'] }) {
  const total = difficulty.reduce((sum, d) => sum + d.count, 0);
  const most = Math.max(1, ...difficulty.map((d) => d.count));
  return (
    <ChartCard
      title="Difficulty felt by the students"
      subtitle={total ? `Survey ratings (${plural(total, 'answer')})` : 'Survey ratings from 1 to 5'}
      summary={difficulty.map((d) => `${d.label}: ${plural(d.count, 'rating')}`).join('; ')}
      empty={total === 0 ? 'Ratings appear when students fill in the survey at the end.' : null}
    >
      <RowChart
        labelWidth={96}
        ticks={countTicks(most)}
        bars={difficulty.map((d, i) => ({
          tick: d.label,
          value: d.count,
          color: RATING_COLORS[i] ?? RATING_COLORS[2],
          label: d.count ? String(d.count) : null,
          title: `${d.label}: ${plural(d.count, 'rating')}`,
        }))}
      />
    </ChartCard>
  );
});

/** The three overview charts: scores, success per question, felt difficulty. */
export function ResultsCharts({ report }: { report: ResultsReport }) {
  return (
    <Box component="section" aria-labelledby="charts" sx={{ mt: { xs: 4, md: 5 } }}>
      <Typography id="charts" variant="h5" component="h2" sx={{ mb: 2 }}>
        Overview
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', md: '1fr 1fr', lg: '1fr 1fr 1fr' },
        }}
      >
        <ScoreHistogram counts={report.score_histogram} />
        <CorrectShare questions={report.questions_report} />
        <Difficulty difficulty={report.difficulty} />
      </Box>
    </Box>
  );
}
