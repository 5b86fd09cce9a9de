import { describe, expect, it } from 'vitest';
import {
  coveredUntil,
  licenseDayOf,
  licenseValidTo,
  licenseValidToFor,
  stackedPeriod,
} from './license-dates';

describe('one year of Pro', () => {
  it.each([
    // the day before the same date next year
    ['2026-11-23', '2027-11-22'],
    ['2026-01-01', '2026-12-31'],
    ['2026-12-31', '2027-12-30'],
    // from 29 February to 28 February, and to 29 February when the next year has one
    ['2028-02-29', '2029-02-28'],
    ['2028-02-28', '2029-02-27'],
    ['2027-03-01', '2028-02-29'],
    ['2028-03-01', '2029-02-28'],
  ])('from %s runs to %s', (from, to) => {
    expect(licenseValidTo(from)).toBe(to);
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

describe('a licence added during a running one', () => {
  it('starts the day after the running licence ends and keeps the days it still gives', () => {
    // a code for 2026-07-01..2027-06-30 while Pro runs to 2026-12-31: 365 days from 2027-01-01
    expect(
      stackedPeriod({ validFrom: '2026-07-01', validTo: '2027-06-30' }, '2026-06-15', '2026-12-31'),
    ).toEqual({ validFrom: '2027-01-01', validTo: '2027-12-31' });
    // a code valid since January, activated on 15 June still gives 200 days (15 June to 31 December)
    expect(
      stackedPeriod({ validFrom: '2026-01-01', validTo: '2026-12-31' }, '2026-06-15', '2026-09-30'),
    ).toEqual({ validFrom: '2026-10-01', validTo: '2027-04-18' });
  });

  it('keeps its own dates when nothing runs, or when the running licence ends before it starts', () => {
    const period = { validFrom: '2026-07-01', validTo: '2027-06-30' };
    expect(stackedPeriod(period, '2026-06-15', undefined)).toEqual(period);
    expect(stackedPeriod(period, '2026-06-15', '2026-06-30')).toEqual(period);
  });

  it('counts licences that follow one another without a gap as one run', () => {
    const today = '2026-06-15';
    expect(coveredUntil([], today)).toBeUndefined();
    expect(
      coveredUntil(
        [
          { valid_from: '2027-01-01', valid_to: '2027-12-31' },
          { valid_from: '2026-01-01', valid_to: '2026-12-31' },
          { valid_from: '2028-02-01', valid_to: '2028-12-31' },
        ],
        today,
      ),
    ).toBe('2027-12-31');
    expect(coveredUntil([{ valid_from: '2026-07-01', valid_to: '2026-12-31' }], today)).toBeUndefined();
  });
});
