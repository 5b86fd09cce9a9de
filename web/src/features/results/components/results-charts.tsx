import { Box, Typography } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import type { ResultsReport } from '@quizzical/common';
import { memo } from 'react';
import { formatPercent } from '../format';
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
      <BarChart
        height={240}
        xAxis={[
          {
            scaleType: 'band',
            data: BANDS,
            valueFormatter: (value: string, context) =>
              context.location === 'tick' ? value.split('–')[0] : `${value}%`,
            colorMap: { type: 'ordinal', values: BANDS, colors: BAND_COLORS },
            label: 'Score (%)',
            height: 48,
          },
        ]}
        yAxis={[{ tickMinStep: 1, width: 36 }]}
        series={[
          { data: counts, label: 'Participants', valueFormatter: (v) => plural(v ?? 0, 'participant') },
        ]}
        hideLegend
        disableKeyboardNavigation
        borderRadius={6}
        margin={{ top: 12, right: 8, bottom: 0, left: 0 }}
      />
    </ChartCard>
  );
});

const CorrectShare = memo(function CorrectShare({ questions }: { questions: Report['questions_report'] }) {
  const labels = questions.map((_, i) => `Q${i + 1}`);
  const data = questions.map((q) => q.percentage);
  const few = labels.length <= 12;
  const any = data.some((v) => v !== null);
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
      <BarChart
        height={240}
        xAxis={[{ scaleType: 'band', data: labels, height: 28 }]}
        yAxis={[
          {
            min: 0,
            max: 112, // room above 100% for the bar labels
            tickInterval: [0, 25, 50, 75, 100],
            width: 48,
            valueFormatter: (v: number) => `${v}%`,
            colorMap: { type: 'piecewise', thresholds: [40, 70], colors: ['#dc2626', '#f59e0b', '#16a34a'] },
          },
        ]}
        series={[
          {
            data,
            label: 'Correct',
            valueFormatter: (v) => (v === null ? 'No answers' : formatPercent(v)),
            barLabel: few ? (item) => (item.value === null ? null : `${Math.round(item.value)}%`) : undefined,
            barLabelPlacement: 'outside',
          },
        ]}
        hideLegend
        disableKeyboardNavigation
        borderRadius={6}
        margin={{ top: 20, right: 8, bottom: 0, left: 0 }}
      />
    </ChartCard>
  );
});

const Difficulty = memo(function Difficulty({ difficulty }: { difficulty: Report['difficulty'] }) {
  const labels = difficulty.map((d) => d.label);
  const counts = difficulty.map((d) => d.count);
  const total = counts.reduce((a, b) => a + b, 0);
  const most = Math.max(1, ...counts);
  return (
    <ChartCard
      title="Difficulty felt by the students"
      subtitle={total ? `Survey ratings (${plural(total, 'answer')})` : 'Survey ratings from 1 to 5'}
      summary={difficulty.map((d) => `${d.label}: ${plural(d.count, 'rating')}`).join('; ')}
      empty={total === 0 ? 'Ratings appear when students fill in the survey at the end.' : null}
    >
      <BarChart
        height={240}
        layout="horizontal"
        yAxis={[
          {
            scaleType: 'band',
            data: labels,
            width: 96,
            colorMap: { type: 'ordinal', values: labels, colors: RATING_COLORS },
          },
        ]}
        // room after the longest bar for its label
        xAxis={[{ tickMinStep: 1, height: 28, min: 0, max: most + Math.max(1, Math.ceil(most * 0.15)) }]}
        series={[
          {
            data: counts,
            label: 'Ratings',
            valueFormatter: (v) => plural(v ?? 0, 'rating'),
            barLabel: (item) => (item.value ? String(item.value) : null),
            barLabelPlacement: 'outside',
          },
        ]}
        hideLegend
        disableKeyboardNavigation
        borderRadius={6}
        margin={{ top: 8, right: 24, bottom: 0, left: 0 }}
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
