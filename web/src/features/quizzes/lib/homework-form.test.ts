import { describe, expect, it } from 'vitest';
import { homeworkFormFields, homeworkFromDraft, homeworkToInput } from './homework-form';

/** The form's homework part: not anonymous, no dates and nobody with more time, but for `part`. */
const form = (part: Partial<Parameters<typeof homeworkToInput>[0]>) => ({
  anonymous: false,
  opens_at: '',
  closes_at: '',
  accommodations: [],
  ...part,
});

describe('the homework part of the quiz form', () => {
  it("sends the teacher's local times as ISO timestamps, and nothing for empty ones", () => {
    const input = homeworkToInput(
      form({ opens_at: '2030-03-04T08:30', accommodations: [{ student_number: ' S-1 ', time_factor: 1.5 }] }),
    );
    expect(input).toEqual({
      opens_at: new Date(2030, 2, 4, 8, 30).toISOString(),
      closes_at: null,
      accommodations: [{ student_number: 'S-1', time_factor: 1.5 }],
    });
  });

  it('leaves the students with more time out of an anonymous quiz', () => {
    const input = homeworkToInput(
      form({ anonymous: true, accommodations: [{ student_number: 'S-1', time_factor: 2 }] }),
    );
    expect(input).not.toHaveProperty('accommodations');
  });

  it('refuses a student number listed twice, whatever its case', () => {
    const result = homeworkFormFields.accommodations.safeParse([
      { student_number: 'ab', time_factor: 2 },
      { student_number: 'AB', time_factor: 1.5 },
    ]);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0].path).toEqual([1, 'student_number']);
  });

  it('takes back a draft, dropping rows that are not students with a factor', () => {
    expect(
      homeworkFromDraft({
        opens_at: '2030-03-04T08:30',
        accommodations: [
          { student_number: '7', time_factor: 2 },
          { student_number: '8', time_factor: 9 },
          null,
        ],
      }),
    ).toEqual({
      opens_at: '2030-03-04T08:30',
      closes_at: '',
      accommodations: [{ student_number: '7', time_factor: 2 }],
    });
  });
});
