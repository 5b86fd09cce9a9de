import { MESSAGES } from '@quizzical/common';
import { describe, expect, it } from 'vitest';
import { codesFormSchema } from './codes-form';

const messages = (input: Record<string, string>) => {
  const result = codesFormSchema.safeParse(input);
  return Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));
};

describe('license code generator form', () => {
  it('sends the API days as yyyy-MM-dd', () => {
    expect(
      codesFormSchema.parse({ number_codes: ' 2 ', from_date: '01.12.2026', to_date: '30.11.2027' }),
    ).toEqual({
      number_codes: 2,
      from_date: '2026-12-01',
      to_date: '2027-11-30',
    });
  });

  it('wants a whole number of codes', () => {
    for (const number_codes of ['', 'abc', '2.5', '0', '-3']) {
      expect(messages({ number_codes, from_date: '01.12.2026', to_date: '30.11.2027' })).toEqual({
        number_codes: MESSAGES.invalidNumberOfCodes,
      });
    }
  });

  it('wants real dd.MM.yyyy days in order', () => {
    expect(messages({ number_codes: '1', from_date: '2026-12-01', to_date: '31.02.2027' })).toEqual({
      from_date: 'Please enter a date as dd.MM.yyyy',
      to_date: 'Please enter a date as dd.MM.yyyy',
    });
    expect(messages({ number_codes: '1', from_date: '02.12.2026', to_date: '01.12.2026' })).toEqual({
      to_date: 'The valid-to date must not be before the from date.',
    });
  });
});
