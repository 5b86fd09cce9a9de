import WarningAmberRounded from '@mui/icons-material/WarningAmberRounded';
import { Alert, Box, Card, Chip, Typography } from '@mui/material';
import type { ResultsReport } from '@quizzical/common';
import { enoughForVerdict, MIN_N_ITEM_FLAGS } from '@quizzical/common';
import { memo } from 'react';
import { QUESTION_TYPE_LABELS } from '../../../components/question-type-labels';
import { useT } from '../../../lib/i18n';
import { formatCount, formatPercent, formatStat } from '../format';
import { flagTexts } from '../results-texts';
import { ExplanationView } from './answer-views';
import { QuestionText } from './question-text';
import { ResultsSection } from './results-section';
import { TypeReport } from './type-reports';

type QuestionReport = ResultsReport['questions_report'][number];
type Item = ResultsReport['item_analysis']['items'][number];

/** Memoised: a card re-renders (and re-typesets its formulas) only when its question's numbers changed. */
const QuestionCard = memo(function QuestionCard({
  index,
  report,
  item,
  n,
}: {
  index: number;
  report: QuestionReport;
  item?: Item;
  /** Finished participants the item statistics are over. */
  n: number;
}) {
  // below the minimum a flag is only a hint (docs/STATISTICS.md §7): said so, without the warning colour
  const t = useT();
  const judged = enoughForVerdict(n, MIN_N_ITEM_FLAGS);
  const q = report.question;
  const headingId = `question-${index + 1}`;
  return (
    <Card component="article" aria-labelledby={headingId} sx={{ p: { xs: 2, sm: 3 } }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', mb: 1.5 }}>
        <Typography id={headingId} variant="h6" component="h3" sx={{ mr: 'auto' }}>
          {t('results.question_number', { number: index + 1 })}
        </Typography>
        <Chip size="small" variant="outlined" label={t(QUESTION_TYPE_LABELS[report.type])} />
        {report.type !== 'poll' && (
          <Chip
            size="small"
            label={
              report.percentage === null
                ? t('results.questions.no_answers_yet')
                : t('results.questions.percent_correct', { percent: formatPercent(report.percentage) })
            }
            color={report.percentage === null ? 'default' : 'primary'}
            variant={report.percentage === null ? 'outlined' : 'filled'}
            // no colour transition: the chip turns filled as live answers arrive, and must never be half-faded
            sx={{ fontWeight: 700, transition: 'none' }}
          />
        )}
        <Chip
          size="small"
          variant="outlined"
          label={t('results.questions.answers', { count: report.totalResponses })}
        />
      </Box>
      <QuestionText question={q} number={index + 1} imageWidth={120} />
      <TypeReport report={report} />
      <ExplanationView text={q.explanation} />
      {item && item.facility !== null && (
        <Typography variant="body2" color="textSecondary" sx={{ mt: 1.5 }}>
          {t('results.questions.stats', {
            facility: formatStat(item.facility),
            discrimination: formatStat(item.discrimination),
            point_biserial: formatStat(item.pointBiserial),
            n: formatCount(n),
          })}
        </Typography>
      )}
      {item?.flags.map((flag) => (
        <Alert
          key={flag}
          severity={judged ? 'warning' : 'info'}
          icon={<WarningAmberRounded fontSize="inherit" />}
          sx={{ mt: 1.5, py: 0.25, ...(judged ? {} : { bgcolor: '#f3f4f6', color: '#4b5563' }) }}
        >
          {judged ? (
            <>
              <strong>{flagTexts(flag).label}.</strong> {flagTexts(flag).advice}
            </>
          ) : (
            <>
              <strong>{t('results.flags.tentative', { flag: flagTexts(flag).label })}</strong>{' '}
              {t('results.questions.too_early', { count: n, min: MIN_N_ITEM_FLAGS })}
            </>
          )}
        </Alert>
      ))}
    </Card>
  );
});

/** Every question with how its answers were chosen, the correct one marked. */
export function QuestionReports({ report }: { report: ResultsReport }) {
  const t = useT();
  const items = new Map(report.item_analysis.items.map((item) => [item.questionId, item]));
  return (
    <ResultsSection id="questions" title={t('results.questions.title')} intro={t('results.questions.intro')}>
      {report.questions_report.length === 0 ? (
        <Card sx={{ p: 3 }}>
          <Typography color="textSecondary">{t('results.no_questions')}</Typography>
        </Card>
      ) : (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
          {report.questions_report.map((q, i) => (
            <QuestionCard
              key={q.question.id}
              index={i}
              report={q}
              item={items.get(q.question.id)}
              n={report.item_analysis.n}
            />
          ))}
        </Box>
      )}
    </ResultsSection>
  );
}
