import { describe, expect, it } from 'vitest';
import { decimalSign, parseTypedNumber } from './typed-answer';

describe('a typed number in the reader language', () => {
  it('reads the language decimal sign, a point too, and ignores grouping', () => {
    expect(parseTypedNumber('2,5', 'de')).toBe(2.5);
    expect(parseTypedNumber('2.5', 'de')).toBe(2.5);
    expect(parseTypedNumber('1.000,5', 'de')).toBe(1000.5);
    expect(parseTypedNumber(' -0,25 ', 'fr')).toBe(-0.25);
    expect(parseTypedNumber('1 000,5', 'fr')).toBe(1000.5);
    expect(parseTypedNumber('2.5', 'en')).toBe(2.5);
    expect(parseTypedNumber('1,000.5', 'en')).toBe(1000.5);
    expect(parseTypedNumber('−3', 'en')).toBe(-3);
  });

  it('refuses what is not a number', () => {
    for (const typed of ['', 'abc', '2,5,5', '1e3', '--1', '.'])
      expect(parseTypedNumber(typed, 'de'), typed).toBeNull();
  });

  it('names the sign the field expects', () => {
    expect(decimalSign('de')).toBe(',');
    expect(decimalSign('en')).toBe('.');
  });
});
