import {
  ACCOMMODATIONS_MAX,
  FIELD_MESSAGES,
  type Quiz,
  type QuizInput,
  studentNumberKey,
  TIME_FACTOR_MAX,
  TIME_FACTOR_MIN,
} from '@quizzical/common';
import { z } from 'zod';
import { fromDateTimeLocal, toDateTimeLocal } from '../../../lib/time-zone';

/** One row of the editor's accommodations table. */
export interface AccommodationForm {
  student_number: string;
  time_factor: number;
}

/**
 * The homework part of the quiz form: the schedule as `datetime-local` values in the teacher's time zone
 * ('' = none), and the students with more time.
 */
export interface HomeworkForm {
  opens_at: string;
  closes_at: string;
  accommodations: AccommodationForm[];
}

/** The factors the editor offers (the API takes any from 1 to 4). */
export const TIME_FACTOR_CHOICES = [1.25, 1.5, 2, 3, 4] as const;

export const newHomeworkForm = (): HomeworkForm => ({ opens_at: '', closes_at: '', accommodations: [] });

export const homeworkToForm = (quiz: Quiz): HomeworkForm => ({
  opens_at: toDateTimeLocal(quiz.opens_at),
  closes_at: toDateTimeLocal(quiz.closes_at),
  accommodations: quiz.accommodations.map((row) => ({ ...row })),
});

const isFactor = (value: unknown): value is number =>
  typeof value === 'number' && value >= TIME_FACTOR_MIN && value <= TIME_FACTOR_MAX;

/** A stored draft's homework fields, what is not one of them left out. */
export function homeworkFromDraft(v: Record<string, unknown>): HomeworkForm {
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  const rows = Array.isArray(v.accommodations) ? v.accommodations : [];
  return {
    opens_at: text(v.opens_at),
    closes_at: text(v.closes_at),
    accommodations: rows.flatMap((row) =>
      row && typeof row === 'object' && isFactor((row as AccommodationForm).time_factor)
        ? [
            {
              student_number: text((row as AccommodationForm).student_number),
              time_factor: (row as AccommodationForm).time_factor,
            },
          ]
        : [],
    ),
  };
}

/** The form's checks of these fields (the deadline's rules against the clock are the server's). */
export const homeworkFormFields = {
  opens_at: z.string(),
  closes_at: z.string(),
  accommodations: z
    .array(
      z.object({
        student_number: z.string().trim().min(1, FIELD_MESSAGES.blank),
        time_factor: z.number().min(TIME_FACTOR_MIN).max(TIME_FACTOR_MAX),
      }),
    )
    .max(ACCOMMODATIONS_MAX)
    .superRefine((rows, ctx) => {
      const seen = new Set<string>();
      rows.forEach((row, i) => {
        const key = studentNumberKey(row.student_number);
        if (key && seen.has(key))
          ctx.addIssue({
            code: 'custom',
            path: [i, 'student_number'],
            message: FIELD_MESSAGES.studentNumberTwice,
          });
        seen.add(key);
      });
    }),
};

/** The body's homework fields; accommodations only for a quiz with names (an anonymous one has no numbers). */
export function homeworkToInput(
  form: HomeworkForm & { anonymous: boolean },
): Pick<QuizInput, 'opens_at' | 'closes_at' | 'accommodations'> {
  return {
    opens_at: fromDateTimeLocal(form.opens_at),
    closes_at: fromDateTimeLocal(form.closes_at),
    ...(!form.anonymous && {
      accommodations: form.accommodations.map((row) => ({
        student_number: row.student_number.trim(),
        time_factor: row.time_factor,
      })),
    }),
  };
}
