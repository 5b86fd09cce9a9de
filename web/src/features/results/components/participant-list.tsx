import { Box, Typography } from '@mui/material';
import { useT } from '../../../lib/i18n';
import { formatPercent } from '../format';
import {
  AnswersLink,
  type Participant,
  ParticipantIdentity,
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
  const t = useT();
  return (
    <Box
      component="ol"
      aria-label={t('results.participants.list_label')}
      sx={{ listStyle: 'none', m: 0, p: 0 }}
    >
      {rows.map(({ participant: p, rowKey }) => {
        const name = participantName(p, t);
        const rating = ratingText(p.rating, t);
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
              <ParticipantIdentity name={name} participant={p} fontWeight={700} />
              {p.comment && (
                <Typography variant="body2" sx={{ mt: 0.5, fontStyle: 'italic', overflowWrap: 'anywhere' }}>
                  “{p.comment}”
                </Typography>
              )}
              {rating && (
                <Typography variant="body2" color="textSecondary">
                  {t('results.participants.rating_value', { rating })}
                </Typography>
              )}
            </Box>
            <Box sx={{ textAlign: 'right' }}>
              <Typography sx={{ fontWeight: 800 }}>{formatPercent(p.percentage)}</Typography>
              {p.points !== null && p.points !== undefined && (
                <Typography variant="body2" color="textSecondary">
                  {t('results.participants.points', { count: p.points })}
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
