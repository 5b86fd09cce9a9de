import { Box, Typography } from '@mui/material';
import { formatCount, formatPercent } from '../format';
import {
  AnswersLink,
  ExtraMinutes,
  type Participant,
  participantName,
  RankBadge,
  ratingText,
} from './participant-parts';

/** Phones: one compact block per participant instead of a wide table. */
export function ParticipantList({
  code,
  rows,
}: {
  code: string;
  rows: { participant: Participant; rowKey: string }[];
}) {
  return (
    <Box component="ol" aria-label="Participants list" sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {rows.map(({ participant: p, rowKey }) => {
        const name = participantName(p);
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
              <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
                {name} <ExtraMinutes minutes={p.extra_minutes} />
              </Typography>
              {p.student_number && (
                <Typography variant="body2" color="textSecondary">
                  {p.student_number}
                </Typography>
              )}
              {p.comment && (
                <Typography variant="body2" sx={{ mt: 0.5, fontStyle: 'italic', overflowWrap: 'anywhere' }}>
                  “{p.comment}”
                </Typography>
              )}
              {rating && (
                <Typography variant="body2" color="textSecondary">
                  Rating: {rating}
                </Typography>
              )}
            </Box>
            <Box sx={{ textAlign: 'right' }}>
              <Typography sx={{ fontWeight: 800 }}>{formatPercent(p.percentage)}</Typography>
              {p.points !== null && p.points !== undefined && (
                <Typography variant="body2" color="textSecondary">
                  {p.points === 1 ? '1 point' : `${formatCount(p.points)} points`}
                </Typography>
              )}
              <AnswersLink code={code} participant={p} />
            </Box>
          </Box>
        );
      })}
    </Box>
  );
}
