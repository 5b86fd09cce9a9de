import CheckRounded from '@mui/icons-material/CheckRounded';
import InfoOutlined from '@mui/icons-material/InfoOutlined';
import {
  Alert,
  Box,
  Card,
  Chip,
  IconButton,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Tooltip,
  Typography,
} from '@mui/material';
import type { ResultsReport } from '@quizzical/common';
import { ANSWER_LETTERS, enoughForVerdict, MIN_N_ITEM_FLAGS } from '@quizzical/common';
import { memo, type ReactNode } from 'react';
import { formatCount, formatShare, formatStat } from '../format';
import { FLAG_TEXTS, type ItemFlag, STAT_HELP } from '../results-texts';
import { TENTATIVE_GREY } from './key-numbers';

function HeaderWithHelp({ label, help }: { label: string; help: string }) {
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.25 }}>
      {label}
      <Tooltip title={help} enterTouchDelay={0}>
        <IconButton size="small" aria-label={`About ${label}: ${help}`} sx={{ p: 0.25 }}>
          <InfoOutlined sx={{ fontSize: 16 }} />
        </IconButton>
      </Tooltip>
    </Box>
  );
}

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
  const byId = new Map(analysis.items.map((item) => [item.questionId, item]));
  // below the minimum the flags are shown greyed, as tentative, and nothing is marked weak (docs/STATISTICS.md §7)
  const judged = enoughForVerdict(analysis.n, MIN_N_ITEM_FLAGS);
  const flagged = judged
    ? FLAG_ORDER.filter((flag) => analysis.items.some((item) => item.flags.includes(flag)))
    : [];

  return (
    <Box component="section" aria-labelledby="item-analysis" sx={{ mt: { xs: 4, md: 5 } }}>
      <Typography id="item-analysis" variant="h5" component="h2" sx={{ mb: 0.5 }}>
        Item analysis
      </Typography>
      <Typography color="textSecondary" sx={{ mb: 2 }}>
        How well each question works, over the {formatCount(analysis.n)} finished participant
        {analysis.n === 1 ? '' : 's'}. Weak questions are flagged.
      </Typography>
      {analysis.n < 2 ? (
        <Alert severity="info" sx={{ mb: 2 }}>
          Discrimination, point-biserial and reliability need at least 2 finished participants.
        </Alert>
      ) : (
        !judged && (
          <Alert severity="info" sx={{ mb: 2 }}>
            Only {formatCount(analysis.n)} finished participants: the flags are greyed until{' '}
            {MIN_N_ITEM_FLAGS} have finished, because one student more or less can still turn them around.
          </Alert>
        )
      )}
      <Card>
        <TableContainer tabIndex={0} role="region" aria-label="Item analysis table">
          <Table size="small" aria-labelledby="item-analysis" sx={{ minWidth: 820 }}>
            <TableHead>
              <TableRow sx={{ '& th': { fontWeight: 700, color: 'text.secondary', whiteSpace: 'nowrap' } }}>
                <TableCell>Question</TableCell>
                <TableCell align="right">
                  <HeaderWithHelp label="n" help={STAT_HELP.n} />
                </TableCell>
                <TableCell align="right">
                  <HeaderWithHelp label="Facility" help={STAT_HELP.facility} />
                </TableCell>
                <TableCell align="right">
                  <HeaderWithHelp label="Discrimination" help={STAT_HELP.discrimination} />
                </TableCell>
                <TableCell align="right">
                  <HeaderWithHelp label="Point-biserial" help={STAT_HELP.pointBiserial} />
                </TableCell>
                <TableCell>
                  <HeaderWithHelp label="Answer shares" help={STAT_HELP.distractors} />
                </TableCell>
                <TableCell>Flags</TableCell>
              </TableRow>
            </TableHead>
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
                    <TableCell sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>Q{index + 1}</TableCell>
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
                        {ANSWER_LETTERS.map((letter, i) => {
                          const answer = [
                            q.question.answer1,
                            q.question.answer2,
                            q.question.answer3,
                            q.question.answer4,
                          ][i];
                          if (!answer) return null;
                          const correct = q.correctAnswer === i + 1;
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
                              {correct && <CheckRounded sx={{ fontSize: 15 }} titleAccess="correct" />}{' '}
                              {formatShare(item?.distractorShares?.[i])}
                            </Box>
                          );
                        })}
                      </Stack>
                    </TableCell>
                    <TableCell>
                      {shownFlags.length === 0 ? (
                        <Typography variant="body2" color="textSecondary">
                          {item?.facility === null || item === undefined ? '—' : judged ? 'OK' : 'Too few'}
                        </Typography>
                      ) : (
                        <Stack direction="row" spacing={0.75} useFlexGap sx={{ flexWrap: 'wrap' }}>
                          {shownFlags.map((flag) =>
                            judged ? (
                              <Chip
                                key={flag}
                                size="small"
                                label={FLAG_TEXTS[flag].label}
                                sx={{ bgcolor: '#fef3c7', color: '#92400e', fontWeight: 700 }}
                              />
                            ) : (
                              <Tooltip
                                key={flag}
                                title={`Tentative: fewer than ${MIN_N_ITEM_FLAGS} finished participants`}
                                enterTouchDelay={0}
                              >
                                <Chip
                                  size="small"
                                  variant="outlined"
                                  data-tentative="true"
                                  label={`${FLAG_TEXTS[flag].label}?`}
                                  aria-label={`${FLAG_TEXTS[flag].label}, tentative: fewer than ${MIN_N_ITEM_FLAGS} finished participants`}
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
              {FLAG_TEXTS[flag].label}{' '}
              <Typography component="span" variant="body2" color="textSecondary">
                ({FLAG_TEXTS[flag].rule.toLowerCase()})
              </Typography>
            </Typography>
            <Typography variant="body2" color="textSecondary" sx={{ mt: 0.5 }}>
              {FLAG_TEXTS[flag].advice}
            </Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
});
