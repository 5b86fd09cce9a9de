import CloseIcon from '@mui/icons-material/Close';
import { Alert, IconButton, Link, type SxProps, type Theme } from '@mui/material';
import { FREE_PLAN_ACTIVE_QUIZ_LIMIT, MESSAGES } from '@quizzical/common';
import { Link as RouterLink } from '../../../lib/router';
import '../dashboard.css';

/** A determinate LinearProgress's look and role, 72 × 6 px (dashboard.css: no MUI LinearProgress). */
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
    <div
      role="progressbar"
      aria-label={label}
      aria-valuenow={rounded}
      aria-valuemin={0}
      aria-valuemax={100}
      className={color === 'primary' ? 'dash-meter' : `dash-meter dash-meter--${color}`}
    >
      <div className="dash-meter-bar" style={{ width: `${value}%` }} />
    </div>
  );
}

/** The free plan's limit (MESSAGES.freePlanLimit) with a link to /plans. */
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
 * reached, not only in the banner that refuses the sixth quiz. Plain elements (dashboard.css); `hidden`
 * keeps its place while the quizzes load.
 */
export function FreePlanCounter({ activeCount, hidden }: { activeCount: number; hidden?: boolean }) {
  const limit = FREE_PLAN_ACTIVE_QUIZ_LIMIT;
  const full = activeCount >= limit;
  return (
    <div className={hidden ? 'dash-counter dash-counter--hidden' : 'dash-counter'}>
      <p
        data-testid="free-plan-counter"
        className={
          full ? 'ui-body2 dash-counter-count dash-counter-count--full' : 'ui-body2 dash-counter-count'
        }
      >
        {Math.min(activeCount, 99)} / {limit} active quizzes
      </p>
      <Meter
        value={Math.min(100, (activeCount / limit) * 100)}
        color={full ? 'error' : activeCount >= limit - 1 ? 'warning' : 'primary'}
        label={`${activeCount} of ${limit} active quizzes of the free plan`}
      />
      <p className="ui-body2 ui-secondary">
        on the free plan ·{' '}
        <RouterLink to="/plans" className="dash-link">
          {full ? 'Get Pro for more' : 'See the plans'}
        </RouterLink>
      </p>
    </div>
  );
}
