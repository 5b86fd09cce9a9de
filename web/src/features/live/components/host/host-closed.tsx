import LockOutlined from '@mui/icons-material/LockOutlined';
import { Box, Button, Typography } from '@mui/material';
import { useT } from '../../../../lib/i18n';
import { Link as RouterLink } from '../../../../lib/router';
import { focusRing, HOST } from './host-colors';

/** After 'Close the quizz': nobody can join or answer any more; the results stay on the results page. */
export function HostClosed({ code }: { code: string }) {
  const t = useT();
  return (
    <Box
      data-testid="host-closed"
      sx={{
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        textAlign: 'center',
        gap: 2,
        py: { xs: 3, md: '4vh' },
      }}
    >
      <LockOutlined aria-hidden="true" sx={{ fontSize: { xs: '3.5rem', md: '6rem' } }} />
      <Typography
        component="h2"
        sx={{ fontWeight: 900, fontSize: { xs: '2rem', md: 'clamp(2.2rem, 7vh, 4.5rem)' } }}
      >
        {t('live.host.closed.title')}
      </Typography>
      <Typography
        sx={{
          color: HOST.muted,
          fontWeight: 600,
          fontSize: { xs: '1.1rem', md: 'clamp(1.1rem, 3vh, 1.8rem)' },
        }}
      >
        {t('live.host.closed.text')}
      </Typography>
      <Button
        component={RouterLink}
        to={`/quizz/detail/${encodeURIComponent(code)}`}
        variant="contained"
        size="large"
        sx={{
          bgcolor: HOST.text,
          color: HOST.background,
          fontWeight: 800,
          '&:hover': { bgcolor: HOST.muted },
          ...focusRing,
        }}
      >
        {t('live.host.closed.results')}
      </Button>
    </Box>
  );
}
