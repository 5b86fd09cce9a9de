import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { fieldErrorsFromZod } from '../field-errors';
import { FIELD_MESSAGES } from '../messages';
import { INT4_MAX, integer, integerText, optionalIntegerText, pathId, pathText, textField } from './common';

const messages = (schema: z.ZodType, value: unknown) => {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.map((i) => i.message);
};

describe('the text primitive', () => {
  it('refuses NUL everywhere, with the DRF message', () => {
    for (const schema of [textField(), textField({ multiline: true }), pathText()]) {
      expect(messages(schema, 'a\u0000b')).toEqual([FIELD_MESSAGES.nullCharacters]);
    }
  });

  it('refuses C0 and C1 control characters and DEL, keeps ordinary and odd unicode', () => {
    for (const c of ['\u0001', '\u0008', '\u000b', '\u001b', '\u007f', '\u0085', '\u009f']) {
      expect(messages(textField({ multiline: true }), `a${c}b`), JSON.stringify(c)).toEqual([
        FIELD_MESSAGES.controlCharacters,
      ]);
    }
    for (const ok of ['Zürich', '𝕏 = $x^2$', 'e\u0301', 'non\u00a0breaking', '日本語']) {
      expect(textField().parse(ok)).toBe(ok);
    }
  });

  it('allows tabs and line breaks in multi-line text only, after trimming', () => {
    expect(textField({ multiline: true }).parse('one\r\ntwo\tthree')).toBe('one\r\ntwo\tthree');
    expect(messages(textField(), 'one\ntwo')).toEqual([FIELD_MESSAGES.controlCharacters]);
    expect(messages(textField(), 'one\ttwo')).toEqual([FIELD_MESSAGES.controlCharacters]);
    // a pasted single line keeps working: trailing line breaks are trimmed before the check
    expect(textField().parse('  pasted title\n')).toBe('pasted title');
    expect(textField({ trim: false }).safeParse(' kept ').data).toBe(' kept ');
  });

  it('takes strings only', () => {
    for (const wrong of [1, true, [], {}, null]) {
      expect(messages(textField(), wrong)).toEqual([FIELD_MESSAGES.required]);
    }
  });
});

describe('the integer primitives', () => {
  it('bound every integer to PostgreSQL integer by default', () => {
    expect(integer().parse(INT4_MAX)).toBe(INT4_MAX);
    expect(messages(integer(), INT4_MAX + 1)).toEqual([FIELD_MESSAGES.maxValue(INT4_MAX)]);
    expect(messages(integer(), -1)).toEqual([FIELD_MESSAGES.minValue(0)]);
    expect(messages(pathId, '2147483648')).toEqual([FIELD_MESSAGES.maxValue(INT4_MAX)]);
    expect(messages(pathId, '0')).toEqual([FIELD_MESSAGES.minValue(1)]);
    expect(messages(integerText(), '9'.repeat(20))).toContain(FIELD_MESSAGES.maxValue(INT4_MAX));
  });

  it('coerce nothing but digit strings, and those only where asked', () => {
    for (const wrong of [[], {}, true, false, '', ' 1', '1e3', '0x10', '１', 1.5, Number.NaN, '1.0']) {
      expect(messages(integerText(), wrong), JSON.stringify(wrong)).toEqual([FIELD_MESSAGES.invalidInteger]);
    }
    expect(integerText().parse('42')).toBe(42);
    expect(integerText().parse(42)).toBe(42);
    expect(messages(integer(), '42')).toEqual([FIELD_MESSAGES.invalidInteger]);
  });

  it("read '' and null as not given where a form's number field may be empty", () => {
    const schema = optionalIntegerText({ min: 0 });
    expect(schema.parse('')).toBeNull();
    expect(schema.parse(null)).toBeNull();
    expect(schema.parse('7')).toBe(7);
    expect(messages(schema, [])).toEqual([FIELD_MESSAGES.invalidInteger]);
  });

  it('say one message of the spec when given one', () => {
    const correct = integerText({ min: 1, max: 4, error: 'Choose the correct answer (1 to 4).' });
    for (const wrong of [0, 5, 'x', [], 2.5]) {
      expect(messages(correct, wrong)).toEqual(['Choose the correct answer (1 to 4).']);
    }
  });

  it('shape field errors as the spec client reads them', () => {
    const { error } = pathId.safeParse('x');
    if (!error) throw new Error('expected pathId to refuse x');
    expect(fieldErrorsFromZod(error)).toEqual({ non_field_errors: [FIELD_MESSAGES.invalidInteger] });
  });
});
