import { useT } from '../../../lib/i18n';
import { useNow } from '../../../lib/use-now';
import { describeCountdown, formatCountdown, remainingMs, type ServerClock } from '../lib/countdown';
import '../taking.css';
import { TakingIcon } from './taking-icons';

/**
 * The run header's countdown (hours, minutes, seconds) on the server's clock; 'Time is over!' at zero.
 * It ticks on its own, so the question below does not re-render every second. Styled by taking.css.
 */
export function CountdownDisplay({ clock }: { clock: ServerClock }) {
  const t = useT();
  const now = useNow(500);
  const left = remainingMs(clock, now);
  const over = left <= 0;
  const urgent = !over && left <= 60_000;
  const tone = over ? ' tk-countdown--over' : urgent ? ' tk-countdown--urgent' : '';
  return (
    <div
      role="timer"
      aria-label={over ? t('taking.countdown.over') : describeCountdown(left)}
      className={`ui-timer tk-countdown${tone}`}
    >
      <TakingIcon name="timer" />
      <span aria-hidden="true">{over ? t('taking.countdown.over') : formatCountdown(left)}</span>
    </div>
  );
}
