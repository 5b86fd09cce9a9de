import { describe, expect, it } from 'vitest';
import { formatDay, isActiveOn, parseDay } from './dates';

describe('calendar days', () => {
  it('shows API days and dates as dd.MM.yyyy', () => {
    expect(formatDay('2026-03-07')).toBe('07.03.2026');
    expect(formatDay('2026-03-07T10:00:00Z')).toBe('07.03.2026');
    expect(formatDay(new Date(2026, 0, 5))).toBe('05.01.2026');
    expect(formatDay('')).toBe('');
    expect(formatDay('nonsense')).toBe('');
  });

  it('reads typed dd.MM.yyyy days and refuses impossible ones', () => {
    expect(parseDay('01.02.2027')).toBe('2027-02-01');
    expect(parseDay(' 1.2.2027 ')).toBe('2027-02-01');
    expect(parseDay('29.02.2028')).toBe('2028-02-29');
    expect(parseDay('29.02.2027')).toBeNull();
    expect(parseDay('31.04.2027')).toBeNull();
    expect(parseDay('2027-02-01')).toBeNull();
    expect(parseDay('')).toBeNull();
  });

  it('tells whether a licence covers a day (both ends included)', () => {
    const day = new Date(2026, 10, 22);
    expect(isActiveOn('2026-11-22', '2027-11-21', day)).toBe(true);
    expect(isActiveOn('2025-11-22', '2026-11-22', day)).toBe(true);
    expect(isActiveOn('2025-01-01', '2026-11-21', day)).toBe(false);
    expect(isActiveOn('2026-11-23', '2027-11-22', day)).toBe(false);
  });
});
