import CheckCircleOutline from '@mui/icons-material/CheckCircleOutlineRounded';
import Groups from '@mui/icons-material/GroupsRounded';
import InfoOutlined from '@mui/icons-material/InfoOutlined';
import PercentRounded from '@mui/icons-material/PercentRounded';
import ShowChartRounded from '@mui/icons-material/ShowChartRounded';
import StraightenRounded from '@mui/icons-material/StraightenRounded';
import VerifiedOutlined from '@mui/icons-material/VerifiedOutlined';
import { Box, Card, IconButton, LinearProgress, Tooltip, Typography } from '@mui/material';
import { enoughForVerdict, MIN_N_RELIABILITY, type ResultsReport } from '@quizzical/common';
import { type ReactNode, useId } from 'react';
import {
  answersPercentage,
  formatCount,
  formatNumber,
  formatPercent,
  formatStat,
  reliabilityWord,
} from '../format';
import { STAT_HELP } from '../results-texts';

/** Greyed but still readable (4.8:1 on white): a tentative value is information, not decoration. */
export const TENTATIVE_GREY = '#6b7280';

interface StatProps {
  label: string;
  value: string;
  /** Shown smaller after the value ("pts"). */
  unit?: string;
  caption: ReactNode;
  help?: string;
  icon: ReactNode;
  tone: string;
  /** Too few participants for a verdict: the value is greyed (docs/STATISTICS.md §7). */
  tentative?: boolean;
  children?: ReactNode;
}

function Stat({ label, value, unit, caption, help, icon, tone, tentative, children }: StatProps) {
  const labelId = useId();
  return (
    <Card role="group" aria-labelledby={labelId} sx={{ p: { xs: 1.75, sm: 2.25 }, height: '100%' }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1 }}>
        <Box
          aria-hidden="true"
          sx={{
            width: 32,
            height: 32,
            borderRadius: '10px',
            display: 'grid',
            placeItems: 'center',
            bgcolor: `${tone}1a`,
            color: tone,
            '& svg': { fontSize: 19 },
          }}
        >
          {icon}
        </Box>
        <Typography
          id={labelId}
          variant="body2"
          sx={{ fontWeight: 700, color: 'text.secondary', flexGrow: 1 }}
        >
          {label}
        </Typography>
        {help && (
          <Tooltip title={help} enterTouchDelay={0}>
            <IconButton size="small" aria-label={`About ${label}: ${help}`} sx={{ mr: -1, my: -0.5 }}>
              <InfoOutlined fontSize="small" />
            </IconButton>
          </Tooltip>
        )}
      </Box>
      <Typography
        data-testid="stat-value"
        sx={{
          color: tentative ? TENTATIVE_GREY : undefined,
          fontSize: { xs: '1.6rem', sm: '2rem' },
          fontWeight: 800,
          letterSpacing: '-0.02em',
          lineHeight: 1.15,
          whiteSpace: 'nowrap',
        }}
      >
        {value}
        {unit && value !== '—' && (
          <Box
            component="span"
            sx={{ fontSize: '0.55em', fontWeight: 700, ml: 0.5, color: 'text.secondary' }}
          >
            {unit}
          </Box>
        )}
      </Typography>
      <Typography variant="body2" color="textSecondary" sx={{ mt: 0.5 }}>
        {caption}
      </Typography>
      {children}
    </Card>
  );
}

/** The headline numbers: who joined and finished, how they scored, how reliable the quiz is. */
export function KeyNumbers({ report }: { report: ResultsReport }) {
  const { num_responses, num_finished, mean_score, standard_deviation, item_analysis, quizz } = report;
  const expected = quizz.number_students;
  const inProgress = num_responses - num_finished;
  const reliability = reliabilityWord(item_analysis.kr20);
  const needsMore = 'Needs at least 2 finished participants and 2 questions';
  // every statistic below is over the finished participants: n is said beside each
  const n = `n = ${formatCount(num_finished)}`;
  const judged = enoughForVerdict(item_analysis.n, MIN_N_RELIABILITY);
  const tooFew = `${n}: no verdict below ${MIN_N_RELIABILITY} finished`;
  const greyed = (word: string) => (
    <Box component="span" sx={{ color: TENTATIVE_GREY, fontStyle: 'italic' }}>
      {word}
    </Box>
  );

  return (
    <Box component="section" aria-labelledby="key-numbers" sx={{ mt: { xs: 4, md: 5 } }}>
      <Typography id="key-numbers" variant="h5" component="h2" sx={{ mb: 2 }}>
        Key numbers
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(3, 1fr)' },
        }}
      >
        <Stat
          label="Participants"
          value={formatCount(num_responses)}
          caption={
            expected
              ? `${answersPercentage(num_responses, expected)} of ${formatCount(expected)} expected`
              : 'Students who joined'
          }
          icon={<Groups />}
          tone="#4f46e5"
        >
          {!!expected && (
            <LinearProgress
              variant="determinate"
              value={Math.min(100, (num_responses / expected) * 100)}
              aria-label="Answers percentage"
              sx={{ mt: 1.25, height: 6, borderRadius: 3 }}
            />
          )}
        </Stat>
        <Stat
          label="Finished"
          value={formatCount(num_finished)}
          caption={inProgress > 0 ? `${formatCount(inProgress)} in progress` : 'Nobody in progress'}
          icon={<CheckCircleOutline />}
          tone="#2e7d32"
        />
        <Stat
          label="Mean score"
          value={formatPercent(mean_score)}
          caption={mean_score === null ? 'When somebody finishes' : `Average of finished participants · ${n}`}
          help={STAT_HELP.meanScore}
          icon={<PercentRounded />}
          tone="#0f766e"
        />
        <Stat
          label="Standard deviation"
          value={formatNumber(standard_deviation)}
          unit="pts"
          caption={`Spread of the scores · ${n}`}
          help={STAT_HELP.standardDeviation}
          icon={<ShowChartRounded />}
          tone="#b45309"
        />
        <Stat
          label="KR-20 reliability"
          value={formatStat(item_analysis.kr20)}
          caption={
            !reliability ? (
              needsMore
            ) : judged ? (
              `${reliability} · 0 = noise, 1 = consistent · ${n}`
            ) : (
              <>
                {greyed(reliability)} · {tooFew}
              </>
            )
          }
          tentative={item_analysis.kr20 !== null && !judged}
          help={STAT_HELP.kr20}
          icon={<VerifiedOutlined />}
          tone="#7c3aed"
        />
        <Stat
          label="SEM"
          value={item_analysis.sem === null ? '—' : `±${formatNumber(item_analysis.sem)}`}
          unit="pts"
          caption={
            item_analysis.sem === null
              ? needsMore
              : judged
                ? `Typical error of a score · ${n}`
                : `Typical error of a score · ${tooFew}`
          }
          tentative={item_analysis.sem !== null && !judged}
          help={STAT_HELP.sem}
          icon={<StraightenRounded />}
          tone="#be185d"
        />
      </Box>
    </Box>
  );
}
