import { describe, expect, it } from 'vitest';
import { describeCountdown, formatCountdown, isPastGrace, remainingMs } from './countdown';

describe('countdown', () => {
  it('shows hours, minutes and seconds, rounding the seconds up', () => {
    expect(formatCountdown(15 * 60_000)).toBe('00:15:00');
    expect(formatCountdown(3_723_000)).toBe('01:02:03');
    expect(formatCountdown(200)).toBe('00:00:01');
    expect(formatCountdown(0)).toBe('00:00:00');
    expect(formatCountdown(-5_000)).toBe('00:00:00');
  });

  it('reads well to screen readers', () => {
    expect(describeCountdown(3_723_000)).toBe('1 hour 2 minutes 3 seconds left');
    expect(describeCountdown(60_000)).toBe('1 minute left');
    expect(describeCountdown(0)).toBe('0 seconds left');
  });

  it("runs on the server's clock, whatever the device clock says", () => {
    // the device is 10 minutes behind the server; the session ends 5 minutes from the server's now
    const serverNow = Date.parse('2025-03-01T10:00:00Z');
    const deviceNow = serverNow - 10 * 60_000;
    const clock = { offsetMs: serverNow - deviceNow, endMs: serverNow + 5 * 60_000 };
    expect(remainingMs(clock, deviceNow)).toBe(5 * 60_000);
    expect(remainingMs(clock, deviceNow + 6 * 60_000)).toBe(0);
    expect(isPastGrace(clock, deviceNow + 5 * 60_000 + 29_000)).toBe(false);
    expect(isPastGrace(clock, deviceNow + 5 * 60_000 + 31_000)).toBe(true);
  });
});
