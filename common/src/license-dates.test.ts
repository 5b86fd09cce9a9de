import { describe, expect, it } from 'vitest';
import { licenseDayOf, licenseValidTo, licenseValidToFor } from './license-dates';

describe('one year of Pro', () => {
  it('runs to the day before the same date next year', () => {
    expect(licenseValidTo('2026-11-23')).toBe('2027-11-22');
    expect(licenseValidTo('2026-01-01')).toBe('2026-12-31');
    expect(licenseValidTo('2026-12-31')).toBe('2027-12-30');
  });

  it('from 29 February runs to 28 February, and to 29 February when the next year has one', () => {
    expect(licenseValidTo('2028-02-29')).toBe('2029-02-28');
    expect(licenseValidTo('2028-02-28')).toBe('2029-02-27');
    expect(licenseValidTo('2027-03-01')).toBe('2028-02-29');
    expect(licenseValidTo('2028-03-01')).toBe('2029-02-28');
  });

  it('starts on the UTC day of the purchase, whatever the time zone of the page', () => {
    expect(licenseDayOf(new Date('2026-11-23T23:30:00-02:00'))).toBe('2026-11-24');
    expect(licenseValidToFor(new Date('2026-11-23T00:10:00+02:00'))).toBe('2027-11-21');
    expect(licenseValidToFor(new Date('2026-11-23T12:00:00Z'))).toBe('2027-11-22');
  });

  it('refuses what is not a day', () => {
    expect(() => licenseValidTo('23.11.2026')).toThrow(RangeError);
  });
});
