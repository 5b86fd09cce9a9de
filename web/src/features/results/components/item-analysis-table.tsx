import CheckRounded from '@mui/icons-material/CheckRounded';
import {
  Alert,
  Box,
  Card,
  Chip,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableRow,
  Tooltip,
  Typography,
} from '@mui/material';
import type { QuestionType, ResultsReport } from '@quizzical/common';
import { ANSWER_LETTERS, enoughForVerdict, MIN_N_ITEM_FLAGS } from '@quizzical/common';
import { memo, type ReactNode } from 'react';
import { useT } from '../../../lib/i18n';
import { formatCount, formatShare, formatStat } from '../format';
import { flagTexts, type ItemFlag } from '../results-texts';
import { HeaderWithHelp, ItemAnalysisHead } from './item-analysis-head';
import { TENTATIVE_GREY } from './key-numbers';
import { ResultsSection } from './results-section';

/** The types whose answer shares tell right from wrong options (a poll has no right one, an ordering no options). */
const SHARES_SHOWN: readonly QuestionType[] = ['single', 'true_false', 'multiple'];

const FLAG_ORDER: ItemFlag[] = ['too_hard', 'too_easy', 'low_discrimination'];

function Num({ children, weak }: { children: ReactNode; weak?: boolean }) {
  return (
    <Box
      component="span"
      sx={{
        fontVariantNumeric: 'tabular-nums',
        color: weak ? '#b91c1c' : undefined,
        fontWeight: weak ? 700 : 400,
      }}
    >
      {children}
    </Box>
  );
}

/**
 * Item analysis (docs/STATISTICS.md): facility, discrimination, point-biserial and distractor
 * shares per question, weak questions flagged, and what to do about each flag.
 */
export const ItemAnalysisTable = memo(function ItemAnalysisTable({
  analysis,
  questions,
}: {
  analysis: ResultsReport['item_analysis'];
  questions: ResultsReport['questions_report'];
}) {
  const t = useT();
  const byId = new Map(analysis.items.map((item) => [item.questionId, item]));
  // below the minimum the flags are shown greyed, as tentative, and nothing is marked weak (docs/STATISTICS.md §7)
  const judged = enoughForVerdict(analysis.n, MIN_N_ITEM_FLAGS);
  const flagged = judged
    ? FLAG_ORDER.filter((flag) => analysis.items.some((item) => item.flags.includes(flag)))
    : [];

  return (
    <ResultsSection
      id="item-analysis"
      title={t('results.item_analysis.title')}
      intro={t('results.item_analysis.intro', { count: analysis.n })}
    >
      <Typography sx={{ mb: 2, fontWeight: 600 }}>
        <HeaderWithHelp
          label={t('results.item_analysis.alpha', { alpha: formatStat(analysis.alpha ?? analysis.kr20) })}
          stat="alpha"
        />
      </Typography>
      {analysis.n < 2 ? (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t('results.item_analysis.need_two')}
        </Alert>
      ) : (
        !judged && (
          <Alert severity="info" sx={{ mb: 2 }}>
            {t('results.item_analysis.greyed', { count: formatCount(analysis.n), min: MIN_N_ITEM_FLAGS })}
          </Alert>
        )
      )}
      <Card>
        <TableContainer tabIndex={0} role="region" aria-label={t('results.item_analysis.table_label')}>
          <Table size="small" aria-labelledby="item-analysis" sx={{ minWidth: 820 }}>
            <ItemAnalysisHead />
            <TableBody>
              {questions.map((q, index) => {
                const item = byId.get(q.question.id);
                const shownFlags = item?.flags ?? [];
                const flags = judged ? shownFlags : [];
                return (
                  <TableRow
                    key={q.question.id}
                    sx={flags.length ? { bgcolor: 'rgba(180,83,9,0.05)' } : undefined}
                  >
                    <TableCell sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>
                      {t('results.question_short', { number: index + 1 })}
                    </TableCell>
                    <TableCell align="right">
                      <Num>{formatCount(analysis.n)}</Num>
                    </TableCell>
                    <TableCell align="right">
                      <Num weak={flags.includes('too_easy') || flags.includes('too_hard')}>
                        {formatStat(item?.facility)}
                      </Num>
                    </TableCell>
                    <TableCell align="right">
                      <Num weak={judged && (item?.discrimination ?? 1) < 0}>
                        {formatStat(item?.discrimination)}
                      </Num>
                    </TableCell>
                    <TableCell align="right">
                      <Num weak={flags.includes('low_discrimination')}>{formatStat(item?.pointBiserial)}</Num>
                    </TableCell>
                    <TableCell>
                      <Stack direction="row" spacing={1.5} sx={{ whiteSpace: 'nowrap' }}>
                        {!SHARES_SHOWN.includes(q.question.type) && '—'}
                        {ANSWER_LETTERS.map((letter, i) => {
                          if (!SHARES_SHOWN.includes(q.question.type)) return null;
                          const answer = [
                            q.question.answer1,
                            q.question.answer2,
                            q.question.answer3,
                            q.question.answer4,
                          ][i];
                          // true/false's texts may be empty: its two options are there all the same
                          if (!answer && !(q.question.type === 'true_false' && i < 2)) return null;
                          const correct =
                            q.question.type === 'multiple'
                              ? q.question.correct_answers.includes(i + 1)
                              : q.correctAnswer === i + 1;
                          return (
                            <Box
                              key={letter}
                              component="span"
                              sx={{
                                display: 'inline-flex',
                                alignItems: 'center',
                                gap: 0.25,
                                fontVariantNumeric: 'tabular-nums',
                                color: correct ? '#1b5e20' : 'text.primary',
                                fontWeight: correct ? 700 : 400,
                              }}
                            >
                              {letter}
                              {correct && (
                                <CheckRounded
                                  sx={{ fontSize: 15 }}
                                  titleAccess={t('results.item_analysis.correct')}
                                />
                              )}{' '}
                              {formatShare(item?.distractorShares?.[i])}
                            </Box>
                          );
                        })}
                      </Stack>
                    </TableCell>
                    <TableCell>
                      {shownFlags.length === 0 ? (
                        <Typography variant="body2" color="textSecondary">
                          {item?.facility === null || item === undefined
                            ? '—'
                            : judged
                              ? t('results.item_analysis.ok')
                              : t('results.item_analysis.too_few')}
                        </Typography>
                      ) : (
                        <Stack direction="row" spacing={0.75} useFlexGap sx={{ flexWrap: 'wrap' }}>
                          {shownFlags.map((flag) =>
                            judged ? (
                              <Chip
                                key={flag}
                                size="small"
                                label={flagTexts(flag).label}
                                sx={{ bgcolor: '#fef3c7', color: '#92400e', fontWeight: 700 }}
                              />
                            ) : (
                              <Tooltip
                                key={flag}
                                title={t('results.item_analysis.tentative_title', { min: MIN_N_ITEM_FLAGS })}
                                enterTouchDelay={0}
                              >
                                <Chip
                                  size="small"
                                  variant="outlined"
                                  data-tentative="true"
                                  label={t('results.flags.tentative', { flag: flagTexts(flag).label })}
                                  aria-label={t('results.item_analysis.tentative_label', {
                                    flag: flagTexts(flag).label,
                                    min: MIN_N_ITEM_FLAGS,
                                  })}
                                  sx={{ color: TENTATIVE_GREY, borderStyle: 'dashed', fontStyle: 'italic' }}
                                />
                              </Tooltip>
                            ),
                          )}
                        </Stack>
                      )}
                    </TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        </TableContainer>
      </Card>
      <Box
        sx={{ mt: 2, display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' } }}
      >
        {FLAG_ORDER.map((flag) => (
          <Box
            key={flag}
            sx={{
              p: 2,
              borderRadius: '14px',
              border: '1px solid',
              borderColor: flagged.includes(flag) ? 'rgba(180,83,9,0.35)' : 'divider',
              bgcolor: flagged.includes(flag) ? 'rgba(254,243,199,0.5)' : 'background.paper',
            }}
          >
            <Typography variant="subtitle2" component="p" sx={{ fontWeight: 700 }}>
              {flagTexts(flag).label}{' '}
              <Typography component="span" variant="body2" color="textSecondary">
                ({flagTexts(flag).rule})
              </Typography>
            </Typography>
            <Typography variant="body2" color="textSecondary" sx={{ mt: 0.5 }}>
              {flagTexts(flag).advice}
            </Typography>
          </Box>
        ))}
      </Box>
    </ResultsSection>
  );
});
