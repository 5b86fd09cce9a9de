import CloseRounded from '@mui/icons-material/CloseRounded';
import LockOutlined from '@mui/icons-material/LockOutlined';
import { Box, Button, Dialog, Typography } from '@mui/material';
import { QUIZ_STATUS, type ResultsReport } from '@quizzical/common';
import { useEffect, useId, useRef } from 'react';
import { useLinkBase } from '../../../lib/api/quizzes/get-link-base';
import type { StreamStatus } from '../../../lib/event-stream';
import { useT } from '../../../lib/i18n';
import { qrCodeUrl, studentLink } from '../../../lib/quiz-links';
import { formatCount } from '../format';
import { LiveIndicator } from './live-indicator';

/** The screen's sentences beside the big words: 'Go to', 'or enter the code', why the quiz is closed. */
const CAPTION = { fontSize: { xs: '1.1rem', md: '1.6rem' }, fontWeight: 600, opacity: 0.9 } as const;

function BigNumber({ label, value }: { label: string; value: number }) {
  return (
    <Box sx={{ textAlign: 'center', minWidth: 140 }}>
      <Typography
        sx={{
          fontSize: { xs: '3rem', md: 'clamp(3.5rem, 8vh, 6rem)' },
          fontWeight: 800,
          lineHeight: 1,
          fontVariantNumeric: 'tabular-nums',
        }}
      >
        {formatCount(value)}
      </Typography>
      <Typography sx={{ mt: 0.5, fontSize: { xs: '1rem', md: '1.35rem' }, fontWeight: 600, opacity: 0.9 }}>
        {label}
      </Typography>
    </Box>
  );
}

/**
 * Full screen for a projector: the QR code (size 10), the join code and link in very large type,
 * and the live numbers. Uses the Fullscreen API when the browser allows it, and a full-viewport
 * overlay in any case; Esc or the exit button leaves (leaving browser full screen leaves too).
 */
export function PresentationMode({
  open,
  onClose,
  report,
  liveStatus,
}: {
  open: boolean;
  onClose(): void;
  report: ResultsReport;
  liveStatus: StreamStatus;
}) {
  const t = useT();
  const titleId = useId();
  const code = report.quizz.code;
  const { baseUrl } = useLinkBase();
  const link = studentLink(code, baseUrl);
  // the address without its scheme, broken after '/q/' when it must wrap
  const joinPath = `${new URL(baseUrl).host}/q/`;
  // a closed quiz invites nobody: the screen says so instead of showing the QR code and the code
  const closed = report.quizz.status === QUIZ_STATUS.CLOSED;
  const enteredFullscreen = useRef(false);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  useEffect(() => {
    if (!open) return;
    const root = document.documentElement;
    enteredFullscreen.current = false;
    if (root.requestFullscreen && !document.fullscreenElement) {
      root
        .requestFullscreen()
        .then(() => {
          enteredFullscreen.current = true;
        })
        .catch(() => {
          // refused (no user gesture, iframe, iOS): the overlay alone is fine
        });
    }
    // Esc in browser full screen only leaves full screen: treat that as leaving the presentation
    const onChange = () => {
      if (!document.fullscreenElement && enteredFullscreen.current) {
        enteredFullscreen.current = false;
        onCloseRef.current();
      }
    };
    document.addEventListener('fullscreenchange', onChange);
    return () => {
      document.removeEventListener('fullscreenchange', onChange);
      if (document.fullscreenElement && enteredFullscreen.current) {
        enteredFullscreen.current = false;
        void document.exitFullscreen?.().catch(() => {});
      }
    };
  }, [open]);

  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullScreen
      aria-labelledby={titleId}
      slotProps={{
        paper: {
          sx: {
            color: '#ffffff',
            background: 'radial-gradient(circle at 20% 10%, #4f46e5 0%, #312e81 45%, #1e1b4b 100%)',
          },
        },
      }}
    >
      <Box
        sx={{
          minHeight: '100%',
          display: 'flex',
          flexDirection: 'column',
          px: { xs: 2.5, md: 6 },
          py: { xs: 2.5, md: 4 },
          gap: { xs: 3, md: 4 },
        }}
      >
        <Box sx={{ display: 'flex', alignItems: 'center', gap: { xs: 1.5, md: 2 }, flexWrap: 'wrap' }}>
          <Typography
            id={titleId}
            component="h2"
            sx={{
              fontSize: { xs: '1.25rem', md: '1.75rem' },
              fontWeight: 800,
              flexGrow: 1,
              flexBasis: { xs: '100%', sm: 0 },
              order: { xs: 1, sm: 0 },
              overflowWrap: 'break-word',
              minWidth: 0,
            }}
          >
            {report.quizz.title}
          </Typography>
          {!closed && <LiveIndicator status={liveStatus} inverted />}
          <Button
            onClick={onClose}
            variant="outlined"
            startIcon={<CloseRounded />}
            sx={{
              color: '#ffffff',
              borderColor: 'rgba(255,255,255,0.5)',
              '&:hover': { borderColor: '#ffffff', bgcolor: 'rgba(255,255,255,0.08)' },
              flexShrink: 0,
              ml: { xs: 'auto', sm: 0 },
            }}
          >
            {t('results.presentation.exit')}
          </Button>
        </Box>

        {closed ? (
          <Box
            data-testid="presentation-closed"
            sx={{
              flexGrow: 1,
              display: 'flex',
              flexDirection: 'column',
              alignItems: 'center',
              justifyContent: 'center',
              textAlign: 'center',
              gap: 2,
            }}
          >
            <LockOutlined aria-hidden="true" sx={{ fontSize: { xs: '4rem', md: '7rem' }, opacity: 0.9 }} />
            <Typography sx={{ fontSize: { xs: '2rem', md: 'clamp(2.5rem, 6vw, 5rem)' }, fontWeight: 800 }}>
              {t('results.closed.presentation_title')}
            </Typography>
            <Typography sx={CAPTION}>{t('results.closed.presentation_text')}</Typography>
          </Box>
        ) : (
          <Box
            sx={{
              flexGrow: 1,
              display: 'grid',
              gridTemplateColumns: { xs: '1fr', md: 'auto 1fr' },
              alignItems: 'center',
              justifyItems: 'center',
              gap: { xs: 4, md: 8 },
            }}
          >
            <Box
              sx={{
                p: { xs: 1.5, md: 2.5 },
                bgcolor: '#ffffff',
                borderRadius: '24px',
                boxShadow: '0 24px 60px rgba(0,0,0,0.35)',
                lineHeight: 0,
              }}
            >
              <Box
                component="img"
                src={qrCodeUrl(code, 10)}
                alt={t('results.qr_alt', { link })}
                sx={{
                  display: 'block',
                  width: { xs: 'min(78vw, 360px)', md: 'min(62vh, 44vw)' },
                  height: 'auto',
                  imageRendering: 'pixelated',
                }}
              />
            </Box>

            <Box sx={{ textAlign: { xs: 'center', md: 'left' }, minWidth: 0, maxWidth: '100%' }}>
              <Typography sx={CAPTION}>{t('results.presentation.go_to')}</Typography>
              <Typography
                data-testid="presentation-link"
                sx={{
                  fontSize: { xs: '1.5rem', md: 'clamp(2rem, 3.6vw, 3.2rem)' },
                  fontWeight: 800,
                  overflowWrap: 'break-word',
                  lineHeight: 1.15,
                }}
              >
                {joinPath}
                <wbr />
                {code}
              </Typography>
              <Typography sx={{ ...CAPTION, mt: { xs: 2, md: 4 } }}>
                {t('results.presentation.or_code')}
              </Typography>
              <Typography
                data-testid="presentation-code"
                sx={{
                  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
                  fontSize: { xs: '3rem', md: 'clamp(4rem, 11vw, 9rem)' },
                  fontWeight: 800,
                  letterSpacing: '0.1em',
                  lineHeight: 1.05,
                }}
              >
                {code}
              </Typography>
            </Box>
          </Box>
        )}

        <Box
          sx={{
            display: 'flex',
            justifyContent: 'center',
            gap: { xs: 3, md: 10 },
            pt: { xs: 1, md: 2 },
            borderTop: '1px solid rgba(255,255,255,0.18)',
          }}
        >
          <BigNumber label={t('results.presentation.participants')} value={report.num_responses} />
          <BigNumber label={t('results.presentation.finished')} value={report.num_finished} />
        </Box>
      </Box>
    </Dialog>
  );
}
