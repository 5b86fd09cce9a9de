import '../../play.css';
import { useEffect } from 'react';
import { SvgIcon } from '../../../../components/svg-icon';
import { useT } from '../../../../lib/i18n';
import { useNow } from '../../../../lib/use-now';
import { type ReceivedState, timeLeftMs } from '../../lib/play-state';
import { PLAY_ICONS } from './play-icons';

/** Whole seconds left, rounded up: 0.2 s still shows 1, and 0 means the time is over. */
export const secondsLeft = (ms: number) => Math.ceil(ms / 1000);

/**
 * The question's countdown on the server's clock (time_left_ms when the state came, counted down
 * here), or 'No time limit'. It ticks on its own so the answers do not re-render every second; the
 * screen reader hears it only when asked (role timer, no live announcements of each second).
 */
export function PlayCountdown({ received, onOver }: { received: ReceivedState; onOver?(): void }) {
  const t = useT();
  const now = useNow(250);
  const left = timeLeftMs(received, now);
  const over = left !== null && left <= 0;
  useEffect(() => {
    if (over) onOver?.();
  }, [over, onOver]);
  const urgent = left !== null && left <= 5_000;
  const text = left === null ? t('live.countdown.none') : `${secondsLeft(left)} s`;
  const tone = left === null ? ' lv-timer--none' : '';
  return (
    <div
      role="timer"
      aria-label={
        left === null ? t('live.countdown.none') : t('live.countdown.left', { count: secondsLeft(left) })
      }
      className={`ui-timer lv-timer${tone}${urgent ? ' lv-timer--urgent' : ''}`}
    >
      <SvgIcon path={PLAY_ICONS.timer} />
      <span aria-hidden="true">{text}</span>
    </div>
  );
}
