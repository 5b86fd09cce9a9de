import { Box } from '@mui/material';
import type { ResultsReport } from '@quizzical/common';
import { memo } from 'react';
import { formatNumber as formatLocalNumber, useT } from '../../../lib/i18n';
import { formatPercent } from '../format';
import { ColumnChart, countTicks, RowChart } from './bar-charts';
import { ChartCard } from './chart-card';
import { ResultsSection } from './results-section';

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
/** A whole percentage with the language's sign and spacing ('50%', '50 %'). */
const wholePercent = (value: number) => formatPercent(Math.round(value));

type Report = ResultsReport;

/** Each chart re-renders only when its own slice of the report changed (the query keeps equal slices identical). */
const ScoreHistogram = memo(function ScoreHistogram({ counts }: { counts: Report['score_histogram'] }) {
  const t = useT();
  const total = counts.reduce((a, b) => a + b, 0);
  const bandText = (band: string, i: number) => t('results.charts.band', { band, count: counts[i] ?? 0 });
  return (
    <ChartCard
      title={t('results.charts.scores_title')}
      subtitle={t('results.charts.scores_subtitle')}
      summary={BANDS.map(bandText).join('; ')}
      empty={total === 0 ? t('results.charts.scores_empty') : null}
    >
      <ColumnChart
        axisWidth={36}
        axisTitle={t('results.charts.scores_axis')}
        ticks={countTicks(Math.max(...counts))}
        bars={BANDS.map((band, i) => ({
          tick: band.split('–')[0],
          value: counts[i] ?? 0,
          color: BAND_COLORS[i],
          label: counts[i] ? formatLocalNumber(counts[i]) : null,
          title: bandText(band, i),
        }))}
      />
    </ChartCard>
  );
});

const CorrectShare = memo(function CorrectShare({ questions }: { questions: Report['questions_report'] }) {
  const t = useT();
  const labels = questions.map((_, i) => t('results.question_short', { number: i + 1 }));
  const valueText = (percentage: number | null) =>
    percentage === null ? t('results.charts.no_answers') : formatPercent(percentage);
  const few = labels.length <= 12;
  // a chart is about 280 px wide (a phone, or a third of a desktop): ten 'Q10'-wide names do not fit
  const tickEvery = labels.length <= 9 ? 1 : Math.max(2, Math.ceil(labels.length / 7));
  const any = questions.some((q) => q.percentage !== null);
  return (
    <ChartCard
      title={t('results.charts.success_title')}
      subtitle={t('results.charts.success_subtitle')}
      summary={questions
        .map((q, i) => t('results.charts.success_summary', { number: i + 1, value: valueText(q.percentage) }))
        .join('; ')}
      empty={labels.length === 0 ? t('results.no_questions') : any ? null : t('results.charts.success_empty')}
    >
      <ColumnChart
        axisWidth={44}
        ticks={PERCENT_TICKS}
        formatTick={wholePercent}
        bars={questions.map((q, i) => ({
          // many questions: every n-th name, as many as fit
          tick: i % tickEvery === 0 ? labels[i] : null,
          value: q.percentage,
          color: successColor(q.percentage ?? 0),
          // beyond 8 columns the % sign would not fit beside its neighbours (the axis has it)
          label:
            !few || q.percentage === null
              ? null
              : labels.length > 8
                ? formatLocalNumber(Math.round(q.percentage))
                : wholePercent(q.percentage),
          title: t('results.charts.success_bar', { question: labels[i], value: valueText(q.percentage) }),
        }))}
      />
    </ChartCard>
  );
});

const Difficulty = memo(function Difficulty({ difficulty }: { difficulty: Report['difficulty'] }) {
  const t = useT();
  const total = difficulty.reduce((sum, d) => sum + d.count, 0);
  // the server's label is English: the rating's name comes from the catalogue
  const ratingText = (d: Report['difficulty'][number]) =>
    t('results.charts.ratings', { label: t('results.rating', { rating: d.rating }), count: d.count });
  const most = Math.max(1, ...difficulty.map((d) => d.count));
  return (
    <ChartCard
      title={t('results.charts.difficulty_title')}
      subtitle={
        total
          ? t('results.charts.difficulty_subtitle', { count: total })
          : t('results.charts.difficulty_scale')
      }
      summary={difficulty.map(ratingText).join('; ')}
      empty={total === 0 ? t('results.charts.difficulty_empty') : null}
    >
      <RowChart
        labelWidth={96}
        ticks={countTicks(most)}
        bars={difficulty.map((d, i) => ({
          tick: t('results.rating', { rating: d.rating }),
          value: d.count,
          color: RATING_COLORS[i] ?? RATING_COLORS[2],
          label: d.count ? formatLocalNumber(d.count) : null,
          title: ratingText(d),
        }))}
      />
    </ChartCard>
  );
});

/** The three overview charts: scores, success per question, felt difficulty. */
export function ResultsCharts({ report }: { report: ResultsReport }) {
  const t = useT();
  return (
    <ResultsSection id="charts" title={t('results.charts.title')}>
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
    </ResultsSection>
  );
}
