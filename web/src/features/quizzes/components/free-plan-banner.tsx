import CloseIcon from '@mui/icons-material/Close';
import {
  Alert,
  IconButton,
  LinearProgress,
  Link,
  Stack,
  type SxProps,
  type Theme,
  Typography,
} from '@mui/material';
import { FREE_PLAN_ACTIVE_QUIZ_LIMIT, MESSAGES } from '@quizzical/common';
import { Link as RouterLink } from '../../../lib/router';

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
      <LinearProgress
        variant="determinate"
        value={Math.min(100, (activeCount / limit) * 100)}
        color={full ? 'error' : activeCount >= limit - 1 ? 'warning' : 'primary'}
        aria-label={`${activeCount} of ${limit} active quizzes of the free plan`}
        sx={{ width: 72, height: 6, borderRadius: 3 }}
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
