import HourglassTopRounded from '@mui/icons-material/HourglassTopRounded';
import { Box, Card, Chip, Typography } from '@mui/material';
import { formatCount, formatPercent } from '../format';
import { type Participant, participantName } from './participant-parts';

/**
 * Students who joined but have not ended: not ranked (a student who gave up would otherwise sit in the
 * ranking at 0 %), listed apart with their score so far.
 */
export function InProgressList({ participants }: { participants: Participant[] }) {
  if (participants.length === 0) return null;
  return (
    <Box component="section" aria-labelledby="in-progress" sx={{ mt: 3 }}>
      <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1.5, mb: 1, flexWrap: 'wrap' }}>
        <Typography id="in-progress" variant="h6" component="h3">
          Still in progress
        </Typography>
        <Typography color="textSecondary">{formatCount(participants.length)}</Typography>
      </Box>
      <Typography variant="body2" color="textSecondary" sx={{ mb: 1.5 }}>
        Not ranked until they end the quizz; the score is what they have answered correctly so far.
      </Typography>
      <Card>
        <Box component="ul" aria-label="Students still in progress" sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {participants.map((p, i) => {
            const name = participantName(p);
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
                    <Typography variant="body2" color="textSecondary">
                      {p.student_number}
                    </Typography>
                  )}
                </Box>
                <Typography color="textSecondary" sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>
                  {formatPercent(p.percentage)} so far
                </Typography>
                {/* the heading already says it on a phone: the chip would squeeze the name */}
                <Box sx={{ display: { xs: 'none', sm: 'block' } }}>
                  <Chip
                    size="small"
                    variant="outlined"
                    icon={<HourglassTopRounded aria-hidden="true" />}
                    label="In progress"
                  />
                </Box>
              </Box>
            );
          })}
        </Box>
      </Card>
    </Box>
  );
}
