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
import { useT } from '../../../lib/i18n';
import {
  answersPercentage,
  formatCount,
  formatNumber,
  formatPercent,
  formatStat,
  reliabilityWord,
} from '../format';
import { statHelp } from '../results-texts';
import { ResultsSection } from './results-section';

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
  const t = useT();
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
          // long words (German 'Standardabweichung') break inside the card rather than overflow it
          sx={{
            fontWeight: 700,
            color: 'text.secondary',
            flexGrow: 1,
            minWidth: 0,
            overflowWrap: 'anywhere',
            hyphens: 'auto',
          }}
        >
          {label}
        </Typography>
        {help && (
          <Tooltip title={help} enterTouchDelay={0}>
            <IconButton
              size="small"
              aria-label={t('results.key_numbers.about', { label, help })}
              sx={{ mr: -1, my: -0.5 }}
            >
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
  const t = useT();
  const expected = quizz.number_students;
  const inProgress = num_responses - num_finished;
  // Cronbach's alpha on the fractions of a point: KR-20 when every question is right or wrong
  const alpha = item_analysis.alpha ?? item_analysis.kr20;
  const reliability = reliabilityWord(alpha);
  const needsMore = t('results.key_numbers.needs_more');
  // every statistic below is over the finished participants: n is said beside each
  const n = t('results.key_numbers.n', { count: formatCount(num_finished) });
  const judged = enoughForVerdict(item_analysis.n, MIN_N_RELIABILITY);
  const tooFew = t('results.key_numbers.too_few', { n, min: MIN_N_RELIABILITY });
  const greyed = (word: string) => (
    <Box component="span" sx={{ color: TENTATIVE_GREY, fontStyle: 'italic' }}>
      {word}
    </Box>
  );

  return (
    <ResultsSection id="key-numbers" title={t('results.key_numbers.title')}>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(3, 1fr)' },
        }}
      >
        <Stat
          label={t('results.key_numbers.participants')}
          value={formatCount(num_responses)}
          caption={
            expected
              ? t('results.key_numbers.of_expected', {
                  percentage: answersPercentage(num_responses, expected),
                  expected: formatCount(expected),
                })
              : t('results.key_numbers.joined')
          }
          icon={<Groups />}
          tone="#4f46e5"
        >
          {!!expected && (
            <LinearProgress
              variant="determinate"
              value={Math.min(100, (num_responses / expected) * 100)}
              aria-label={t('results.key_numbers.answers_percentage')}
              sx={{ mt: 1.25, height: 6, borderRadius: 3 }}
            />
          )}
        </Stat>
        <Stat
          label={t('results.key_numbers.finished')}
          value={formatCount(num_finished)}
          caption={
            inProgress > 0
              ? t('results.key_numbers.in_progress', { count: formatCount(inProgress) })
              : t('results.key_numbers.nobody_in_progress')
          }
          icon={<CheckCircleOutline />}
          tone="#2e7d32"
        />
        <Stat
          label={t('results.key_numbers.mean_score')}
          value={formatPercent(mean_score)}
          caption={
            mean_score === null
              ? t('results.key_numbers.mean_waiting')
              : t('results.key_numbers.mean_caption', { n })
          }
          help={statHelp('mean_score')}
          icon={<PercentRounded />}
          tone="#0f766e"
        />
        <Stat
          label={t('results.key_numbers.standard_deviation')}
          value={formatNumber(standard_deviation)}
          unit={t('results.key_numbers.points_unit')}
          caption={t('results.key_numbers.spread', { n })}
          help={statHelp('standard_deviation')}
          icon={<ShowChartRounded />}
          tone="#b45309"
        />
        <Stat
          label={t('results.key_numbers.alpha')}
          value={formatStat(alpha)}
          caption={
            !reliability ? (
              needsMore
            ) : judged ? (
              t('results.key_numbers.alpha_caption', { verdict: reliability, n })
            ) : (
              <>
                {greyed(reliability)} · {tooFew}
              </>
            )
          }
          tentative={alpha !== null && !judged}
          help={statHelp('alpha')}
          icon={<VerifiedOutlined />}
          tone="#7c3aed"
        />
        <Stat
          label={t('results.key_numbers.sem')}
          value={item_analysis.sem === null ? '—' : `±${formatNumber(item_analysis.sem)}`}
          unit={t('results.key_numbers.points_unit')}
          caption={
            item_analysis.sem === null
              ? needsMore
              : t('results.key_numbers.sem_caption', { n: judged ? n : tooFew })
          }
          tentative={item_analysis.sem !== null && !judged}
          help={statHelp('sem')}
          icon={<StraightenRounded />}
          tone="#be185d"
        />
      </Box>
    </ResultsSection>
  );
}
