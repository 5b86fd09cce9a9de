import { SAVE_GRACE_MS } from '@quizzical/common';

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

/** For screen readers: '1 hour 5 minutes 3 seconds left'. */
export function describeCountdown(ms: number): string {
  const { hours, minutes, seconds } = parts(ms);
  const unit = (n: number, word: string) => (n ? `${n} ${word}${n === 1 ? '' : 's'}` : '');
  const text = [unit(hours, 'hour'), unit(minutes, 'minute'), unit(seconds, 'second')]
    .filter(Boolean)
    .join(' ');
  return `${text || '0 seconds'} left`;
}
