import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import HourglassTopRounded from '@mui/icons-material/HourglassTopRounded';
import {
  Box,
  Card,
  Chip,
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
import { RATING_LABELS, type ResultsReport } from '@quizzical/common';
import { memo, useState } from 'react';
import { formatCount, formatPercent } from '../format';

type Participant = ResultsReport['participants'][number];

const MEDALS: Record<number, { bg: string; fg: string }> = {
  1: { bg: '#fef3c7', fg: '#92400e' },
  2: { bg: '#e5e7eb', fg: '#374151' },
  3: { bg: '#fde2cf', fg: '#9a3412' },
};

function RankBadge({ rank }: { rank: number }) {
  const medal = MEDALS[rank] ?? { bg: '#eef0f7', fg: '#4a4f6a' };
  return (
    <Box
      sx={{
        minWidth: 30,
        height: 30,
        px: 0.75,
        borderRadius: 99,
        display: 'inline-grid',
        placeItems: 'center',
        fontWeight: 800,
        fontSize: '0.85rem',
        bgcolor: medal.bg,
        color: medal.fg,
      }}
    >
      {rank}
    </Box>
  );
}

function ScoreCell({ value }: { value: number }) {
  const color = value >= 70 ? '#16a34a' : value >= 40 ? '#f59e0b' : '#dc2626';
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.25, minWidth: 120 }}>
      <Typography component="span" sx={{ fontWeight: 700, minWidth: 52, textAlign: 'right' }}>
        {formatPercent(value)}
      </Typography>
      <Box
        aria-hidden="true"
        sx={{ flexGrow: 1, height: 6, borderRadius: 3, bgcolor: '#eef0f7', minWidth: 48 }}
      >
        <Box
          sx={{
            width: `${Math.max(0, Math.min(100, value))}%`,
            height: '100%',
            borderRadius: 3,
            bgcolor: color,
          }}
        />
      </Box>
    </Box>
  );
}

const dash = (text: string) =>
  text.trim() ? (
    text
  ) : (
    <Box component="span" sx={{ color: 'text.secondary' }}>
      —
    </Box>
  );

function StatusChip({ finished }: { finished: boolean }) {
  return finished ? (
    <Chip
      size="small"
      color="success"
      variant="outlined"
      icon={<CheckCircleRounded aria-hidden="true" />}
      label="Finished"
    />
  ) : (
    <Chip
      size="small"
      variant="outlined"
      icon={<HourglassTopRounded aria-hidden="true" />}
      label="In progress"
    />
  );
}

const ratingText = (rating: number | null) => (rating ? `${rating} · ${RATING_LABELS[rating - 1]}` : null);

/** Phones: one compact block per participant instead of a wide table. */
function ParticipantList({ rows }: { rows: { participant: Participant; rowKey: string }[] }) {
  return (
    <Box component="ol" aria-label="Participants list" sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {rows.map(({ participant: p, rowKey }) => {
        const name = [p.first_name, p.last_name].filter((x) => x.trim()).join(' ') || 'Anonymous';
        const rating = ratingText(p.rating);
        return (
          <Box
            component="li"
            key={rowKey}
            sx={{
              display: 'grid',
              gridTemplateColumns: 'auto 1fr auto',
              gap: 1.5,
              alignItems: 'start',
              px: 2,
              py: 1.5,
              '&:not(:last-of-type)': { borderBottom: '1px solid', borderColor: 'divider' },
            }}
          >
            {p.rank === null ? <Box sx={{ minWidth: 30 }} /> : <RankBadge rank={p.rank} />}
            <Box sx={{ minWidth: 0 }}>
              <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>{name}</Typography>
              {p.student_number && (
                <Typography variant="body2" color="text.secondary">
                  {p.student_number}
                </Typography>
              )}
              {p.comment && (
                <Typography variant="body2" sx={{ mt: 0.5, fontStyle: 'italic', overflowWrap: 'anywhere' }}>
                  “{p.comment}”
                </Typography>
              )}
              {rating && (
                <Typography variant="body2" color="text.secondary">
                  Rating: {rating}
                </Typography>
              )}
            </Box>
            <Box sx={{ textAlign: 'right' }}>
              <Typography sx={{ fontWeight: 800 }}>{formatPercent(p.percentage)}</Typography>
            </Box>
          </Box>
        );
      })}
    </Box>
  );
}

/**
 * Students who joined but have not ended: not ranked (a student who gave up would otherwise sit in the
 * ranking at 0 %), listed apart with their score so far.
 */
function InProgressList({ participants }: { participants: Participant[] }) {
  if (participants.length === 0) return null;
  return (
    <Box component="section" aria-labelledby="in-progress" sx={{ mt: 3 }}>
      <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1.5, mb: 1, flexWrap: 'wrap' }}>
        <Typography id="in-progress" variant="h6" component="h3">
          Still in progress
        </Typography>
        <Typography color="text.secondary">{formatCount(participants.length)}</Typography>
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        Not ranked until they end the quizz; the score is what they have answered correctly so far.
      </Typography>
      <Card>
        <Box component="ul" aria-label="Students still in progress" sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {participants.map((p, i) => {
            const name = [p.first_name, p.last_name].filter((x) => x.trim()).join(' ') || 'Anonymous';
            return (
              <Box
                component="li"
                // biome-ignore lint/suspicious/noArrayIndexKey: participants have no id; the list is in score order
                key={i}
                sx={{
                  display: 'flex',
                  alignItems: 'center',
                  gap: 1.5,
                  px: 2,
                  py: 1.25,
                  '&:not(:last-of-type)': { borderBottom: '1px solid', borderColor: 'divider' },
                }}
              >
                <Box sx={{ flexGrow: 1, minWidth: 0 }}>
                  <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{name}</Typography>
                  {p.student_number && (
                    <Typography variant="body2" color="text.secondary">
                      {p.student_number}
                    </Typography>
                  )}
                </Box>
                <Typography color="text.secondary" sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>
                  {formatPercent(p.percentage)} so far
                </Typography>
                {/* the heading already says it on a phone: the chip would squeeze the name */}
                <Box sx={{ display: { xs: 'none', sm: 'block' } }}>
                  <StatusChip finished={false} />
                </Box>
              </Box>
            );
          })}
        </Box>
      </Card>
    </Box>
  );
}

/**
 * Finished participants ranked by score (ties share a rank), with their survey answers; students still
 * in progress are listed apart, unranked.
 */
export const ParticipantsTable = memo(function ParticipantsTable({
  participants: everyone,
  closed = false,
}: {
  participants: Participant[];
  /** A closed quiz takes nobody any more: the empty list does not invite to share it. */
  closed?: boolean;
}) {
  const participants = everyone.filter((p) => p.finished);
  const inProgress = everyone.filter((p) => !p.finished);
  const theme = useTheme();
  const compact = useMediaQuery(theme.breakpoints.down('sm'));
  const [page, setPage] = useState(0);
  const [rowsPerPage, setRowsPerPage] = useState(25);
  const pageCount = Math.max(1, Math.ceil(participants.length / rowsPerPage));
  const currentPage = Math.min(page, pageCount - 1);
  const start = currentPage * rowsPerPage;
  // participants have no id: their place in the ranked list is their identity on this page
  const rows = participants
    .slice(start, start + rowsPerPage)
    .map((participant, offset) => ({ participant, rowKey: `row-${start + offset}` }));

  return (
    <Box component="section" aria-labelledby="participants" sx={{ mt: { xs: 4, md: 5 } }}>
      <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1.5, mb: 2, flexWrap: 'wrap' }}>
        <Typography id="participants" variant="h5" component="h2">
          Participants
        </Typography>
        <Typography color="text.secondary">{formatCount(participants.length)} finished, ranked</Typography>
      </Box>
      <Card>
        {participants.length === 0 ? (
          <Box sx={{ p: { xs: 3, sm: 4 }, textAlign: 'center' }}>
            <Typography sx={{ fontWeight: 600 }}>
              {inProgress.length ? 'Nobody has finished yet.' : 'No participant yet.'}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {inProgress.length
                ? 'Students are ranked here as soon as they end the quizz.'
                : closed
                  ? 'The quizz was closed before anybody joined.'
                  : 'Share the code, the link or the QR code: students appear here as soon as they join.'}
            </Typography>
          </Box>
        ) : (
          <>
            {compact ? (
              <ParticipantList rows={rows} />
            ) : (
              <TableContainer tabIndex={0} role="region" aria-label="Participants table">
                <Table size="small" aria-labelledby="participants" sx={{ minWidth: 760 }}>
                  <TableHead>
                    <TableRow
                      sx={{ '& th': { fontWeight: 700, color: 'text.secondary', whiteSpace: 'nowrap' } }}
                    >
                      <TableCell>Rank</TableCell>
                      <TableCell>First name</TableCell>
                      <TableCell>Last name</TableCell>
                      <TableCell>Student number</TableCell>
                      <TableCell>Percentage</TableCell>
                      <TableCell>Comment</TableCell>
                      <TableCell>Rating</TableCell>
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {rows.map(({ participant: p, rowKey }) => (
                      <TableRow key={rowKey} sx={{ '& td': { py: 1.25 } }}>
                        <TableCell>{p.rank === null ? dash('') : <RankBadge rank={p.rank} />}</TableCell>
                        <TableCell sx={{ fontWeight: 600 }}>{dash(p.first_name)}</TableCell>
                        <TableCell sx={{ fontWeight: 600 }}>{dash(p.last_name)}</TableCell>
                        <TableCell>{dash(p.student_number)}</TableCell>
                        <TableCell>
                          <ScoreCell value={p.percentage} />
                        </TableCell>
                        <TableCell sx={{ maxWidth: 280, overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>
                          {dash(p.comment)}
                        </TableCell>
                        <TableCell sx={{ whiteSpace: 'nowrap' }}>
                          {ratingText(p.rating) ?? dash('')}
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
                labelRowsPerPage={compact ? 'Rows:' : 'Rows per page:'}
                onRowsPerPageChange={(event) => {
                  setRowsPerPage(Number(event.target.value));
                  setPage(0);
                }}
              />
            )}
          </>
        )}
      </Card>
      <InProgressList participants={inProgress} />
    </Box>
  );
});
