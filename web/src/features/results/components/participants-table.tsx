import {
  Box,
  Card,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TablePagination,
  TableRow,
  Typography,
  useMediaQuery,
} from '@mui/material';
import { useTheme } from '@mui/material/styles';
import { memo, useState } from 'react';
import { visuallyHidden } from '../../../components/page-container';
import { useT } from '../../../lib/i18n';
import { formatCount } from '../format';
import { InProgressList } from './in-progress-list';
import { ParticipantList } from './participant-list';
import {
  AnswersLink,
  dash,
  ExtraMinutes,
  type Participant,
  RankBadge,
  ratingText,
  ScoreCell,
} from './participant-parts';

/**
 * Finished participants ranked by score (ties share a rank), with their survey answers; students still
 * in progress are listed apart, unranked.
 */
export const ParticipantsTable = memo(function ParticipantsTable({
  code,
  participants: everyone,
  closed = false,
}: {
  code: string;
  participants: Participant[];
  /** A closed quiz takes nobody any more: the empty list does not invite to share it. */
  closed?: boolean;
}) {
  const participants = everyone.filter((p) => p.finished);
  const inProgress = everyone.filter((p) => !p.finished);
  // a quiz hosted live also has its players' points (the leaderboard's), beside the spec's percentage
  const hosted = everyone.some((p) => p.points !== null && p.points !== undefined);
  const t = useT();
  const theme = useTheme();
  const compact = useMediaQuery(theme.breakpoints.down('sm'));
  const [page, setPage] = useState(0);
  const [rowsPerPage, setRowsPerPage] = useState(25);
  const pageCount = Math.max(1, Math.ceil(participants.length / rowsPerPage));
  const currentPage = Math.min(page, pageCount - 1);
  const start = currentPage * rowsPerPage;
  const rows = participants
    .slice(start, start + rowsPerPage)
    .map((participant) => ({ participant, rowKey: participant.id }));

  return (
    <Box component="section" aria-labelledby="participants" sx={{ mt: { xs: 4, md: 5 } }}>
      <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1.5, mb: 2, flexWrap: 'wrap' }}>
        <Typography id="participants" variant="h5" component="h2">
          {t('results.participants.title')}
        </Typography>
        <Typography color="textSecondary">
          {t('results.participants.finished_ranked', { count: formatCount(participants.length) })}
        </Typography>
      </Box>
      <Card>
        {participants.length === 0 ? (
          <Box sx={{ p: { xs: 3, sm: 4 }, textAlign: 'center' }}>
            <Typography sx={{ fontWeight: 600 }}>
              {inProgress.length ? t('results.participants.nobody_finished') : t('results.participants.none')}
            </Typography>
            <Typography variant="body2" color="textSecondary">
              {inProgress.length
                ? t('results.participants.ranked_soon')
                : closed
                  ? t('results.participants.closed_empty')
                  : t('results.participants.share')}
            </Typography>
          </Box>
        ) : (
          <>
            {compact ? (
              <ParticipantList code={code} rows={rows} />
            ) : (
              <TableContainer tabIndex={0} role="region" aria-label={t('results.participants.table_label')}>
                <Table size="small" aria-labelledby="participants" sx={{ minWidth: 760 }}>
                  <TableHead>
                    <TableRow
                      sx={{ '& th': { fontWeight: 700, color: 'text.secondary', whiteSpace: 'nowrap' } }}
                    >
                      <TableCell>{t('results.participants.rank')}</TableCell>
                      <TableCell>{t('results.participants.first_name')}</TableCell>
                      <TableCell>{t('results.participants.last_name')}</TableCell>
                      <TableCell>{t('results.participants.student_number')}</TableCell>
                      <TableCell>{t('results.participants.percentage')}</TableCell>
                      {hosted && <TableCell>{t('results.participants.points_live')}</TableCell>}
                      <TableCell>{t('results.participants.comment')}</TableCell>
                      <TableCell>{t('results.participants.rating')}</TableCell>
                      <TableCell>
                        <Box component="span" sx={visuallyHidden}>
                          {t('results.answers')}
                        </Box>
                      </TableCell>
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {rows.map(({ participant: p, rowKey }) => (
                      <TableRow key={rowKey} sx={{ '& td': { py: 1.25 } }}>
                        <TableCell>{p.rank === null ? dash('') : <RankBadge rank={p.rank} />}</TableCell>
                        <TableCell sx={{ fontWeight: 600 }}>{dash(p.first_name)}</TableCell>
                        <TableCell sx={{ fontWeight: 600 }}>
                          {dash(p.last_name)} <ExtraMinutes minutes={p.extra_minutes} />
                        </TableCell>
                        <TableCell>{dash(p.student_number)}</TableCell>
                        <TableCell>
                          <ScoreCell value={p.percentage} />
                        </TableCell>
                        {hosted && <TableCell>{formatCount(p.points ?? 0)}</TableCell>}
                        <TableCell sx={{ maxWidth: 280, overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>
                          {dash(p.comment)}
                        </TableCell>
                        <TableCell sx={{ whiteSpace: 'nowrap' }}>
                          {ratingText(p.rating, t) ?? dash('')}
                        </TableCell>
                        <TableCell>
                          <AnswersLink code={code} participant={p} />
                        </TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              </TableContainer>
            )}
            {participants.length > 10 && (
              <TablePagination
                component="div"
                count={participants.length}
                page={currentPage}
                onPageChange={(_, next) => setPage(next)}
                rowsPerPage={rowsPerPage}
                rowsPerPageOptions={[10, 25, 50, 100]}
                labelRowsPerPage={
                  compact ? t('results.participants.rows') : t('results.participants.rows_per_page')
                }
                labelDisplayedRows={({ from, to, count }) =>
                  t('results.participants.displayed_rows', { from, to, count })
                }
                getItemAriaLabel={(type) => t('results.participants.page_button', { type })}
                onRowsPerPageChange={(event) => {
                  setRowsPerPage(Number(event.target.value));
                  setPage(0);
                }}
              />
            )}
          </>
        )}
      </Card>
      <InProgressList code={code} participants={inProgress} />
    </Box>
  );
});
