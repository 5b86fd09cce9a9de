import LockOutlined from '@mui/icons-material/LockOutlined';
import { Box, Button, Typography } from '@mui/material';
import { Link as RouterLink } from '../../../../lib/router';
import { focusRing, HOST } from './host-colors';

/** After 'Close the quizz': nobody can join or answer any more; the results stay on the results page. */
export function HostClosed({ code }: { code: string }) {
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
        The quizz is closed
      </Typography>
      <Typography
        sx={{
          color: HOST.muted,
          fontWeight: 600,
          fontSize: { xs: '1.1rem', md: 'clamp(1.1rem, 3vh, 1.8rem)' },
        }}
      >
        Nobody can join or answer any more. The answers are in the results.
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
        See the results
      </Button>
    </Box>
  );
}
