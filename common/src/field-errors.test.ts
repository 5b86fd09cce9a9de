import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fieldErrorsFromZod } from './field-errors';

const schema = z.object({
  title: z.string().min(1, 'empty'),
  questions: z
    .array(z.object({ text: z.string().min(1, 'empty text'), answer1: z.string().min(1, 'empty a1') }))
    .max(1, 'too many'),
});

describe('field errors in the shape the client reads', () => {
  it('keeps the index of the question and the field', () => {
    const result = schema.safeParse({ title: '', questions: [{ text: '', answer1: 'x' }] });
    expect(fieldErrorsFromZod(result.error!)).toEqual({
      title: ['empty'],
      questions: [{ text: ['empty text'] }],
    });
  });

  it('pads questions without errors with empty objects', () => {
    const one = z.object({ questions: z.array(z.object({ text: z.string().min(1, 'empty text') })) });
    const result = one.safeParse({ questions: [{ text: 'ok' }, { text: 'ok' }, { text: '' }] });
    expect(fieldErrorsFromZod(result.error!)).toEqual({ questions: [{}, {}, { text: ['empty text'] }] });
  });

  it('puts errors of the whole list on the list, and of the whole body in non_field_errors', () => {
    const result = schema.safeParse({
      title: 'x',
      questions: [
        { text: 'a', answer1: 'b' },
        { text: 'a', answer1: 'b' },
      ],
    });
    expect(fieldErrorsFromZod(result.error!)).toEqual({ questions: ['too many'] });
    const body = z
      .object({ a: z.string() })
      .refine(() => false, 'no')
      .safeParse({ a: 'x' });
    expect(fieldErrorsFromZod(body.error!)).toEqual({ non_field_errors: ['no'] });
    const element = z.object({ list: z.array(z.number()) }).safeParse({ list: [1, 'x'] });
    expect(fieldErrorsFromZod(element.error!)).toEqual({
      list: [{}, { non_field_errors: [expect.any(String)] }],
    });
  });
});
