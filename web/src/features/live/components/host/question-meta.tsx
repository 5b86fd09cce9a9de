import TimerOutlined from '@mui/icons-material/TimerOutlined';
import { Box, Typography } from '@mui/material';
import type { HostState } from '@quizzical/common';
import { formatNumber, useT } from '../../../../lib/i18n';
import { questionCounter } from '../../lib/host-steps';
import { HOST } from './host-colors';

const metaSize = { xs: '1.1rem', md: 'clamp(1.2rem, 3.2vh, 2.1rem)' };

/** The countdown, big enough to read from the back; the last five seconds turn gold. */
function Countdown({ seconds }: { seconds: number | null }) {
  const t = useT();
  if (seconds === null) {
    return (
      <Typography data-testid="countdown" sx={{ fontSize: metaSize, fontWeight: 700, color: HOST.muted }}>
        {t('live.countdown.none')}
      </Typography>
    );
  }
  const urgent = seconds <= 5;
  return (
    <Box
      role="timer"
      // said in words (the language decides where the number goes); the figure is for the eyes
      aria-label={t('live.countdown.left', { count: seconds })}
      data-testid="countdown"
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1,
        px: 2,
        py: 0.5,
        borderRadius: 99,
        bgcolor: urgent ? HOST.gold : HOST.panel,
        color: urgent ? HOST.background : HOST.text,
        fontWeight: 900,
        fontVariantNumeric: 'tabular-nums',
        fontSize: { xs: '1.6rem', md: 'clamp(1.8rem, 5.6vh, 3.6rem)' },
        lineHeight: 1.1,
      }}
    >
      <TimerOutlined aria-hidden="true" sx={{ fontSize: '0.8em' }} />
      {/* a long countdown reads as a clock from the back of the room ("4:00", not "240") */}
      <span aria-hidden="true">
        {seconds < 60 ? seconds : `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`}
      </span>
    </Box>
  );
}

/** "Question n / N", the countdown (question only) and the answers received so far. */
export function QuestionMeta({ state, seconds }: { state: HostState; seconds: number | null }) {
  const t = useT();
  const count = (n: number) => formatNumber(n, { useGrouping: true });
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: { xs: 1.5, md: 3 } }}>
      <Typography component="h2" sx={{ fontSize: metaSize, fontWeight: 800, color: HOST.muted, flexGrow: 1 }}>
        {questionCounter(state)}
      </Typography>
      {state.step === 'question' && <Countdown seconds={seconds} />}
      <Typography
        data-testid="answers-received"
        sx={{ fontSize: metaSize, fontWeight: 800, fontVariantNumeric: 'tabular-nums' }}
      >
        {t('live.host.answers_received', {
          received: count(state.answers_received),
          total: count(state.player_count),
        })}
      </Typography>
    </Box>
  );
}
