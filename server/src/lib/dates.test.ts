import { describe, expect, it } from 'vitest';
import { durationInWords } from './dates';

describe('a duration in words', () => {
  it('says the windows of the texts as they always read', () => {
    expect(durationInWords(3 * 24 * 3600_000)).toBe('3 days');
    expect(durationInWords(60 * 60_000)).toBe('an hour');
    expect(durationInWords(15 * 60_000)).toBe('15 minutes');
  });

  it('uses the largest unit that divides it, down to seconds', () => {
    expect(durationInWords(24 * 3600_000)).toBe('a day');
    expect(durationInWords(90 * 60_000)).toBe('90 minutes');
    expect(durationInWords(60_000)).toBe('a minute');
    expect(durationInWords(1_500)).toBe('2 seconds');
    expect(durationInWords(1)).toBe('a second');
  });
});

describe('a duration in the words of another language', () => {
  it('says an e-mail link validity in French and German, with their plurals', () => {
    expect(durationInWords(3 * 24 * 3600_000, 'fr')).toBe('3 jours');
    expect(durationInWords(60 * 60_000, 'fr')).toBe('une heure');
    expect(durationInWords(24 * 3600_000, 'de')).toBe('einen Tag');
    expect(durationInWords(15 * 60_000, 'de')).toBe('15 Minuten');
  });
});
