import FullscreenExitRounded from '@mui/icons-material/FullscreenExitRounded';
import FullscreenRounded from '@mui/icons-material/FullscreenRounded';
import { Box, Button, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import type { StreamStatus } from '../../../../lib/event-stream';
import { useT } from '../../../../lib/i18n';
import { Link as RouterLink } from '../../../../lib/router';
import { focusRing, HOST } from './host-colors';

/** The student route's path, the same in every language (not a text to translate). */
const joinPath = (host: string) => `${host}/q/`;

const barButton = {
  color: HOST.text,
  borderColor: 'rgba(255,255,255,0.6)',
  fontWeight: 700,
  '&:hover': { borderColor: HOST.text, bgcolor: 'rgba(255,255,255,0.08)' },
  ...focusRing,
} as const;

/** A projector is the place for the Fullscreen API; browsers that refuse it (iOS) just do not show the button. */
function FullscreenButton() {
  const t = useT();
  const [full, setFull] = useState(() => typeof document !== 'undefined' && !!document.fullscreenElement);
  useEffect(() => {
    const onChange = () => setFull(!!document.fullscreenElement);
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, []);
  if (typeof document === 'undefined' || !document.fullscreenEnabled) return null;
  const toggle = () => {
    const request = full ? document.exitFullscreen() : document.documentElement.requestFullscreen();
    void request?.catch(() => undefined);
  };
  return (
    <Button
      variant="outlined"
      onClick={toggle}
      startIcon={full ? <FullscreenExitRounded /> : <FullscreenRounded />}
      sx={barButton}
    >
      {t(full ? 'live.host.exit_full_screen' : 'live.host.full_screen')}
    </Button>
  );
}

/**
 * The quiz's title (the page's h1), how latecomers join (once the lobby is gone), what the event
 * stream is doing when it is not live, and the way out to the results page.
 */
export function HostTopBar({
  title,
  code,
  joinHost,
  showJoin,
  stream,
}: {
  title: string;
  code: string;
  joinHost: string;
  showJoin: boolean;
  stream: StreamStatus;
}) {
  const t = useT();
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: { xs: 1, md: 2 } }}>
      <Typography
        component="h1"
        sx={{
          flexGrow: 1,
          flexBasis: { xs: '100%', sm: 0 },
          minWidth: 0,
          fontWeight: 800,
          fontSize: { xs: '1.2rem', md: 'clamp(1.2rem, 3vh, 1.9rem)' },
          // on a phone the title has its own line and wraps, a long word broken: an ellipsis there cut
          // a German title to its first word; from 600 px it shares the bar, one line
          overflow: 'hidden',
          overflowWrap: { xs: 'anywhere', sm: 'normal' },
          textOverflow: { sm: 'ellipsis' },
          whiteSpace: { xs: 'normal', sm: 'nowrap' },
        }}
      >
        {title}
      </Typography>
      {showJoin && (
        <Typography
          data-testid="join-hint"
          sx={{ fontWeight: 700, fontSize: { xs: '1rem', md: 'clamp(1rem, 2.6vh, 1.6rem)' } }}
        >
          {joinPath(joinHost)}
          <Box
            component="strong"
            sx={{ fontFamily: 'ui-monospace, Menlo, Consolas, monospace', letterSpacing: '0.06em' }}
          >
            {code}
          </Box>
        </Typography>
      )}
      <Box
        role="status"
        // out of the row while empty (no gap for nothing), still in the page so that it is announced
        sx={{ fontWeight: 700, color: HOST.gold, fontSize: '1rem', '&:empty': { position: 'absolute' } }}
      >
        {stream === 'reconnecting' || stream === 'polling' ? t('live.host.reconnecting') : ''}
      </Box>
      <FullscreenButton />
      <Button
        variant="outlined"
        component={RouterLink}
        to={`/quizz/detail/${encodeURIComponent(code)}`}
        sx={barButton}
      >
        {t('live.host.results_page')}
      </Button>
    </Box>
  );
}
