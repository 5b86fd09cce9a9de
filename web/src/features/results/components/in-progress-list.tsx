import HourglassTopRounded from '@mui/icons-material/HourglassTopRounded';
import MoreTimeRounded from '@mui/icons-material/MoreTimeRounded';
import { Box, Button, Card, Chip, Typography } from '@mui/material';
import { useState } from 'react';
import { useT } from '../../../lib/i18n';
import { formatCount, formatPercent } from '../format';
import { ExtraTimeDialog } from './extra-time-dialog';
import { AnswersLink, type Participant, ParticipantIdentity, participantName } from './participant-parts';

/**
 * Students who joined but have not ended: not ranked (a student who gave up would otherwise sit in the
 * ranking at 0 %), listed apart with their score so far.
 */
export function InProgressList({ code, participants }: { code: string; participants: Participant[] }) {
  const [moreTimeFor, setMoreTimeFor] = useState<Participant | null>(null);
  const t = useT();
  if (participants.length === 0) return null;
  return (
    <Box component="section" aria-labelledby="in-progress" sx={{ mt: 3 }}>
      <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1.5, mb: 1, flexWrap: 'wrap' }}>
        <Typography id="in-progress" variant="h6" component="h3">
          {t('results.in_progress_list.title')}
        </Typography>
        <Typography color="textSecondary">{formatCount(participants.length)}</Typography>
      </Box>
      <Typography variant="body2" color="textSecondary" sx={{ mb: 1.5 }}>
        {t('results.in_progress_list.intro')}
      </Typography>
      <Card>
        <Box
          component="ul"
          aria-label={t('results.in_progress_list.label')}
          sx={{ listStyle: 'none', m: 0, p: 0 }}
        >
          {participants.map((p) => {
            const name = participantName(p, t);
            return (
              <Box
                component="li"
                key={p.id}
                sx={{
                  display: 'flex',
                  flexWrap: 'wrap',
                  alignItems: 'center',
                  columnGap: 1.5,
                  rowGap: 1,
                  px: 2,
                  py: 1.25,
                  '&:not(:last-of-type)': { borderBottom: '1px solid', borderColor: 'divider' },
                }}
              >
                <Box sx={{ flexGrow: 1, minWidth: 0 }}>
                  <ParticipantIdentity name={name} participant={p} fontWeight={600} />
                </Box>
                <Typography color="textSecondary" sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>
                  {t('results.so_far', { score: formatPercent(p.percentage) })}
                </Typography>
                {/* the heading already says it on a phone: the chip would squeeze the name */}
                <Box sx={{ display: { xs: 'none', sm: 'block' } }}>
                  <Chip
                    size="small"
                    variant="outlined"
                    icon={<HourglassTopRounded aria-hidden="true" />}
                    label={t('results.in_progress')}
                  />
                </Box>
                <Box sx={{ display: 'flex', gap: 1, flexBasis: { xs: '100%', md: 'auto' } }}>
                  <AnswersLink code={code} participant={p} />
                  <Button
                    size="small"
                    variant="outlined"
                    startIcon={<MoreTimeRounded aria-hidden="true" />}
                    onClick={() => setMoreTimeFor(p)}
                    aria-label={t('results.extra_time.title', { name })}
                  >
                    {t('results.extra_time.button')}
                  </Button>
                </Box>
              </Box>
            );
          })}
        </Box>
      </Card>
      <ExtraTimeDialog code={code} participant={moreTimeFor} onClose={() => setMoreTimeFor(null)} />
    </Box>
  );
}
