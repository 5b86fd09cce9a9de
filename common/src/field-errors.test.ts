import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { type FieldErrors, fieldErrorsFromZod } from './field-errors';

/** The field errors of a value the schema refuses. */
function refused(result: { error?: z.ZodError }): FieldErrors {
  if (!result.error) throw new Error('expected the schema to refuse the value');
  return fieldErrorsFromZod(result.error);
}

const schema = z.object({
  title: z.string().min(1, 'empty'),
  questions: z
    .array(z.object({ text: z.string().min(1, 'empty text'), answer1: z.string().min(1, 'empty a1') }))
    .max(1, 'too many'),
});

describe('field errors in the shape the client reads', () => {
  it('keeps the index of the question and the field', () => {
    const result = schema.safeParse({ title: '', questions: [{ text: '', answer1: 'x' }] });
    expect(refused(result)).toEqual({
      title: ['empty'],
      questions: [{ text: ['empty text'] }],
    });
  });

  it('pads questions without errors with empty objects', () => {
    const one = z.object({ questions: z.array(z.object({ text: z.string().min(1, 'empty text') })) });
    const result = one.safeParse({ questions: [{ text: 'ok' }, { text: 'ok' }, { text: '' }] });
    expect(refused(result)).toEqual({ questions: [{}, {}, { text: ['empty text'] }] });
  });

  it('puts errors of the whole list on the list, and of the whole body in non_field_errors', () => {
    const result = schema.safeParse({
      title: 'x',
      questions: [
        { text: 'a', answer1: 'b' },
        { text: 'a', answer1: 'b' },
      ],
    });
    expect(refused(result)).toEqual({ questions: ['too many'] });
    const body = z
      .object({ a: z.string() })
      .refine(() => false, 'no')
      .safeParse({ a: 'x' });
    expect(refused(body)).toEqual({ non_field_errors: ['no'] });
    const element = z.object({ list: z.array(z.number()) }).safeParse({ list: [1, 'x'] });
    expect(refused(element)).toEqual({
      list: [{}, { non_field_errors: [expect.any(String)] }],
    });
  });
});
