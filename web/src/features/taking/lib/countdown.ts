import { SAVE_GRACE_MS } from '@quizzical/common';
import { getT } from '../../../lib/i18n';

export interface ServerClock {
  /** The server's time minus this device's (ms), measured when the session was read. */
  offsetMs: number;
  /** The session's end by the server's clock (epoch ms). */
  endMs: number;
}

/** Milliseconds left before the end, by the server's clock (never negative). */
export const remainingMs = (clock: ServerClock, deviceNow = Date.now()) =>
  Math.max(0, clock.endMs - (deviceNow + clock.offsetMs));

/** True once the server refuses answers (end + SAVE_GRACE_MS by its own clock): retrying is pointless. */
export const isPastGrace = (clock: ServerClock, deviceNow = Date.now()) =>
  deviceNow + clock.offsetMs > clock.endMs + SAVE_GRACE_MS;

/** Whole seconds left, rounded up: 0.2 s left still shows 00:00:01, and 0 means the time is over. */
function parts(ms: number) {
  const total = Math.max(0, Math.ceil(ms / 1000));
  return { hours: Math.floor(total / 3600), minutes: Math.floor((total % 3600) / 60), seconds: total % 60 };
}

const pad = (n: number) => String(n).padStart(2, '0');

/** 'HH:MM:SS'. */
export function formatCountdown(ms: number): string {
  const { hours, minutes, seconds } = parts(ms);
  return `${pad(hours)}:${pad(minutes)}:${pad(seconds)}`;
}

/** For screen readers, in the language on screen: '1 hour 5 minutes 3 seconds left'. */
export function describeCountdown(ms: number): string {
  const t = getT();
  const { hours, minutes, seconds } = parts(ms);
  const text = [
    hours ? t('taking.countdown.hours', { count: hours }) : '',
    minutes ? t('taking.countdown.minutes', { count: minutes }) : '',
    seconds ? t('taking.countdown.seconds', { count: seconds }) : '',
  ]
    .filter(Boolean)
    .join(' ');
  return t('taking.countdown.left', { time: text || t('taking.countdown.seconds', { count: 0 }) });
}
