import CloseIcon from '@mui/icons-material/Close';
import { Alert, Box, IconButton, Link, Stack, type SxProps, type Theme, Typography } from '@mui/material';
import { alpha } from '@mui/material/styles';
import { FREE_PLAN_ACTIVE_QUIZ_LIMIT, MESSAGES } from '@quizzical/common';
import { Link as RouterLink } from '../../../lib/router';

/** A determinate LinearProgress's look and role, 72 × 6 px (no MUI LinearProgress in the editor). */
function Meter({
  value,
  color,
  label,
}: {
  value: number;
  color: 'error' | 'warning' | 'primary';
  label: string;
}) {
  const rounded = Math.round(value);
  return (
    <Box
      role="progressbar"
      aria-label={label}
      aria-valuenow={rounded}
      aria-valuemin={0}
      aria-valuemax={100}
      sx={{
        width: 72,
        height: 6,
        borderRadius: '6px',
        overflow: 'hidden',
        bgcolor: (theme) => alpha(theme.palette[color].main, 0.24),
      }}
    >
      <Box sx={{ width: `${value}%`, height: '100%', bgcolor: `${color}.main`, transition: 'width 400ms' }} />
    </Box>
  );
}

/** 'Get the Pro version to manage more than 5 active quizzes.' with a link to /plans. */
export function FreePlanBanner({ onClose, sx }: { onClose?: () => void; sx?: SxProps<Theme> }) {
  return (
    <Alert
      severity="error"
      role="alert"
      sx={sx}
      action={
        onClose && (
          <IconButton aria-label="Close" color="inherit" size="small" onClick={onClose}>
            <CloseIcon fontSize="small" />
          </IconButton>
        )
      }
    >
      {MESSAGES.freePlanLimit}{' '}
      <Link
        component={RouterLink}
        to="/plans"
        color="inherit"
        underline="always"
        sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}
      >
        See the plans
      </Link>
    </Alert>
  );
}

/**
 * 'n / 5 active quizzes' for free users, always on the dashboard: the limit is visible before it is
 * reached, not only in the banner that refuses the sixth quiz.
 */
export function FreePlanCounter({ activeCount, sx }: { activeCount: number; sx?: SxProps<Theme> }) {
  const limit = FREE_PLAN_ACTIVE_QUIZ_LIMIT;
  const full = activeCount >= limit;
  return (
    <Stack direction="row" sx={{ alignItems: 'center', gap: 1.25, flexWrap: 'wrap', ...sx }}>
      <Typography
        variant="body2"
        data-testid="free-plan-counter"
        sx={{ fontWeight: 700, color: full ? 'error.main' : 'text.primary', whiteSpace: 'nowrap' }}
      >
        {Math.min(activeCount, 99)} / {limit} active quizzes
      </Typography>
      <Meter
        value={Math.min(100, (activeCount / limit) * 100)}
        color={full ? 'error' : activeCount >= limit - 1 ? 'warning' : 'primary'}
        label={`${activeCount} of ${limit} active quizzes of the free plan`}
      />
      <Typography variant="body2" color="text.secondary">
        on the free plan ·{' '}
        <Link component={RouterLink} to="/plans" sx={{ fontWeight: 600 }}>
          {full ? 'Get Pro for more' : 'See the plans'}
        </Link>
      </Typography>
    </Stack>
  );
}
