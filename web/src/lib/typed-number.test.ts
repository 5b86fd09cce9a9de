import { describe, expect, it } from 'vitest';
import { decimalSign, formatTypedNumber, parseTypedNumber } from './typed-number';

describe('a typed number', () => {
  it('takes the language’s decimal sign: a comma in French and German, a point in English', () => {
    expect(parseTypedNumber('2,5', 'fr')).toBe(2.5);
    expect(parseTypedNumber('2,5', 'de')).toBe(2.5);
    expect(parseTypedNumber('2.5', 'en')).toBe(2.5);
    expect(parseTypedNumber('-0,75', 'pt')).toBe(-0.75);
    expect(parseTypedNumber('42', 'it')).toBe(42);
  });

  it('takes the other sign as decimal when it can only be one', () => {
    expect(parseTypedNumber('2.5', 'de')).toBe(2.5);
    expect(parseTypedNumber('2,5', 'en')).toBe(2.5);
    expect(parseTypedNumber('1.25', 'fr')).toBe(1.25);
    expect(parseTypedNumber(',5', 'fr')).toBe(0.5);
  });

  it('reads thousands grouped the language’s way', () => {
    expect(parseTypedNumber('1,000', 'en')).toBe(1000);
    expect(parseTypedNumber('1.000', 'de')).toBe(1000);
    expect(parseTypedNumber('1 000', 'fr')).toBe(1000);
    expect(parseTypedNumber('1\u202f000,5', 'fr')).toBe(1000.5);
    expect(parseTypedNumber('1.234.567', 'es')).toBe(1234567);
    expect(parseTypedNumber('1,234,567.5', 'en')).toBe(1234567.5);
    expect(parseTypedNumber('1.234,5', 'de')).toBe(1234.5);
    expect(parseTypedNumber("1'000", 'de')).toBe(1000);
    expect(parseTypedNumber('1.000,5', 'de')).toBe(1000.5);
    expect(parseTypedNumber('1 000,5', 'fr')).toBe(1000.5);
    expect(parseTypedNumber('1,000.5', 'en')).toBe(1000.5);
  });

  it('takes a minus sign as typed on a phone or copied from a text', () => {
    expect(parseTypedNumber('−3', 'en')).toBe(-3);
    expect(parseTypedNumber(' -3 ', 'en')).toBe(-3);
    expect(parseTypedNumber('+3', 'en')).toBe(3);
    expect(parseTypedNumber(' -0,25 ', 'fr')).toBe(-0.25);
  });

  it('refuses what is not a number', () => {
    for (const typed of ['', '-', 'abc', '2,5,1', '1.2.3', '1,2.3,4', '2e5', '1..2', 'Infinity', '1e999'])
      expect(parseTypedNumber(typed, 'en'), typed).toBeNull();
    expect(parseTypedNumber('9'.repeat(17), 'en')).toBeNull();
    for (const typed of ['', 'abc', '2,5,5', '1e3', '--1', '.'])
      expect(parseTypedNumber(typed, 'de'), typed).toBeNull();
  });

  it('is shown again with the language’s decimal sign, without grouping', () => {
    expect(formatTypedNumber(2.5, 'de')).toBe('2,5');
    expect(formatTypedNumber(2.5, 'en')).toBe('2.5');
    expect(formatTypedNumber(12345.125, 'fr')).toBe('12345,125');
    expect(parseTypedNumber(formatTypedNumber(-0.1 + 0.2 * 3, 'de'), 'de')).toBe(-0.1 + 0.2 * 3);
  });

  it('names the sign the field expects', () => {
    expect(decimalSign('de')).toBe(',');
    expect(decimalSign('en')).toBe('.');
  });
});
