import CloseIcon from '@mui/icons-material/Close';
import { Alert, IconButton, type SxProps, type Theme } from '@mui/material';
import { FREE_PLAN_ACTIVE_QUIZ_LIMIT } from '@quizzical/common';
import { useT } from '../../../lib/i18n';
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

/** The free plan's limit (the API's text of plans.free_plan_limit) with a link to /plans. */
export function FreePlanBanner({ onClose, sx }: { onClose?: () => void; sx?: SxProps<Theme> }) {
  const t = useT();
  return (
    <Alert
      severity="error"
      role="alert"
      sx={sx}
      action={
        onClose && (
          <IconButton aria-label={t('common.close')} color="inherit" size="small" onClick={onClose}>
            <CloseIcon fontSize="small" />
          </IconButton>
        )
      }
    >
      {t('errors.plans.free_plan_limit')}{' '}
      {/* MUI's Link (colour inherited, always underlined) as a plain link: dashboard.css */}
      <RouterLink to="/plans" className="dash-plans-link">
        {t('quizzes.free_plan.see_plans')}
      </RouterLink>
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
  const t = useT();
  const count = Math.min(activeCount, 99);
  return (
    <div className={hidden ? 'dash-counter dash-counter--hidden' : 'dash-counter'}>
      <p
        data-testid="free-plan-counter"
        className={
          full ? 'ui-body2 dash-counter-count dash-counter-count--full' : 'ui-body2 dash-counter-count'
        }
      >
        {t('quizzes.free_plan.count', { count, limit })}
      </p>
      <Meter
        value={Math.min(100, (activeCount / limit) * 100)}
        color={full ? 'error' : activeCount >= limit - 1 ? 'warning' : 'primary'}
        label={t('quizzes.free_plan.meter', { count: activeCount, limit })}
      />
      <p className="ui-body2 ui-secondary">
        {t('quizzes.free_plan.on_free')} ·{' '}
        <RouterLink to="/plans" className="dash-link">
          {full ? t('quizzes.free_plan.get_pro') : t('quizzes.free_plan.see_plans')}
        </RouterLink>
      </p>
    </div>
  );
}
