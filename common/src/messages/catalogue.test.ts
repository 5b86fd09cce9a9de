import { describe, expect, it } from 'vitest';
import { ERROR_TEXTS, FIELD_ERRORS_CODES } from './errors';
import { FIELD_TEXTS } from './fields';
import { formatText } from './format';

describe('the message catalogues', () => {
  it('names every code <feature>.<what> in lower case, each once across the catalogues', () => {
    const codes = [
      ...Object.keys(ERROR_TEXTS),
      ...Object.keys(FIELD_ERRORS_CODES),
      ...Object.keys(FIELD_TEXTS),
    ];
    for (const code of codes) expect(code).toMatch(/^[a-z]+\.[a-z_]+$/);
    expect(new Set(codes).size).toBe(codes.length);
  });

  it('fills placeholders by name and leaves unknown ones and the values as they are', () => {
    expect(formatText('Try again in {wait}.', { wait: 'an hour' })).toBe('Try again in an hour.');
    expect(formatText('{where}: {problem}.', { where: 'Line {2}', problem: '{where}' })).toBe(
      'Line {2}: {where}.',
    );
    expect(formatText('Give 1 to {max} quizz codes.')).toBe('Give 1 to {max} quizz codes.');
  });
});
