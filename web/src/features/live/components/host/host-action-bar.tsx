import ArrowForwardRounded from '@mui/icons-material/ArrowForwardRounded';
import { Box, Button, CircularProgress, Typography } from '@mui/material';
import { useT } from '../../../../lib/i18n';
import type { MainAction } from '../../lib/host-steps';
import { focusRing, HOST } from './host-colors';

/**
 * The one button that runs the game, always in the same place (and the same element, so that its
 * focus survives every step). Space or → press it from anywhere on the page.
 */
export function HostActionBar({
  action,
  pending,
  failed,
  onPress,
}: {
  action: NonNullable<MainAction>;
  pending: boolean;
  failed: boolean;
  onPress(): void;
}) {
  const t = useT();
  return (
    <Box
      sx={{
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'flex-end',
        flexWrap: 'wrap',
        gap: { xs: 1.5, md: 3 },
      }}
    >
      <Typography role="alert" sx={{ color: HOST.gold, fontWeight: 700, fontSize: '1.1rem' }}>
        {failed ? t('live.host.next_failed') : ''}
      </Typography>
      {action.kind === 'next' && (
        <Typography
          aria-hidden="true"
          sx={{
            display: { xs: 'none', md: 'block' },
            color: HOST.muted,
            fontWeight: 600,
            fontSize: '1.05rem',
          }}
        >
          {t('live.host.next_hint')}
        </Typography>
      )}
      <Button
        variant="contained"
        data-testid="host-main-button"
        onClick={onPress}
        aria-disabled={pending || undefined}
        aria-keyshortcuts={action.kind === 'next' ? 'Space ArrowRight' : undefined}
        endIcon={
          // the button names the step; its spinner only shows the press is on its way
          pending ? (
            <CircularProgress size="1em" aria-hidden sx={{ color: 'inherit' }} />
          ) : (
            <ArrowForwardRounded />
          )
        }
        sx={{
          minWidth: { xs: '100%', sm: 280 },
          py: { xs: 1.5, md: 'clamp(10px, 1.8vh, 20px)' },
          px: 4,
          borderRadius: 99,
          fontSize: { xs: '1.25rem', md: 'clamp(1.3rem, 3.6vh, 2.2rem)' },
          fontWeight: 900,
          textTransform: 'none',
          bgcolor: HOST.text,
          color: HOST.background,
          '&:hover': { bgcolor: HOST.muted },
          ...focusRing,
        }}
      >
        {t(action.label)}
      </Button>
    </Box>
  );
}
