import { MESSAGES } from '@quizzical/common';
import { z } from 'zod';
import { parseDay } from '../../../lib/dates';

/** The form's own messages, in English (the page shows them through the catalogues). */
export const DATE_FORMAT_MESSAGE = 'Please enter a date as dd.MM.yyyy';
export const DATES_ORDER_MESSAGE = 'The valid-to date must not be before the from date.';

const day = z
  .string()
  .trim()
  .refine((v) => parseDay(v) !== null, DATE_FORMAT_MESSAGE)
  .transform((v) => parseDay(v) as string);

/** Generate license codes (spec §2 Admin, §5): a whole number of codes, days typed as dd.MM.yyyy. */
export const codesFormSchema = z
  .object({
    number_codes: z
      .string()
      .trim()
      .regex(/^\d+$/, MESSAGES.invalidNumberOfCodes)
      .transform(Number)
      .refine((n) => n >= 1, MESSAGES.invalidNumberOfCodes),
    from_date: day,
    to_date: day,
  })
  .refine((v) => v.to_date >= v.from_date, {
    path: ['to_date'],
    message: DATES_ORDER_MESSAGE,
  });
export type CodesForm = z.input<typeof codesFormSchema>;
