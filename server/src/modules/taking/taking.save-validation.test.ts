import { pathText, saveAnswerBody, sessionQuery } from '@quizzical/common';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { quickBody, quickParams, quickQuery } from './taking.save-validation';

const SESSION = 'abcdefghijklmnopqrstuvwxyz012345';

/** Every input the quick check answers, zod accepts with the same value; `usual` ones it answers. */
function sameAsZod(
  quick: (data: unknown) => unknown,
  schema: z.ZodType,
  inputs: unknown[],
  usual: unknown[],
) {
  for (const input of [...inputs, ...usual]) {
    const value = quick(input);
    if (value === undefined) continue;
    const parsed = schema.safeParse(input);
    expect(parsed.success, JSON.stringify(input)).toBe(true);
    expect(value, JSON.stringify(input)).toStrictEqual(parsed.data);
  }
  for (const input of usual) expect(quick(input), JSON.stringify(input)).toBeDefined();
}

describe("the save's quick checks answer as its zod schemas do", () => {
  it('params: a quiz code', () => {
    sameAsZod(
      quickParams,
      z.object({ code: pathText() }),
      [
        {},
        { code: '' },
        { code: 'A'.repeat(65) },
        { code: 'AB\u0000C' },
        { code: 'AB\nC' },
        { code: 'AB\u0085C' },
        { code: 7 },
        { code: ['ABCDEF'] },
        null,
        'ABCDEF',
      ],
      [
        { code: 'ABCDEF' },
        { code: ' abc def ' },
        { code: 'A'.repeat(64) },
        { code: 'é' },
        { code: 'ABC', other: 1 },
      ],
    );
  });

  it('query: a session id', () => {
    sameAsZod(
      quickQuery,
      sessionQuery,
      [
        {},
        { session_id: 'short' },
        { session_id: `${SESSION}!` },
        { session_id: [SESSION, SESSION] },
        { session_id: 1 },
      ],
      [{ session_id: SESSION }, { session_id: SESSION, lang: 'fr' }, { session_id: 'A'.repeat(64) }],
    );
  });

  it('body: a question id, an answer and a sequence', () => {
    sameAsZod(
      quickBody,
      saveAnswerBody,
      [
        {},
        [],
        null,
        { key: 0, answer: 1 },
        { key: -1, answer: 1 },
        { key: 2_147_483_648, answer: 1 },
        { key: 1.5, answer: 1 },
        { key: '3', answer: 1 },
        { key: 3 },
        { key: 3, answer: null },
        { key: 3, answer: true },
        { key: 3, answer: ' paris ' },
        { key: 3, answer: '2' },
        { key: 3, answer: [] },
        { key: 3, answer: [0] },
        { key: 3, answer: [5] },
        { key: 3, answer: [1, 2, 3, 4, 1] },
        { key: 3, answer: [1.5] },
        { key: 3, answer: ['1'] },
        { key: 3, answer: 1, sequence: -1 },
        { key: 3, answer: 1, sequence: 1.5 },
        { key: 3, answer: 1, sequence: '7' },
        { key: 3, answer: 1, sequence: null },
        { key: 3, answer: 1, sequence: undefined },
        { key: 3, answer: 1, sequence: Number.MAX_SAFE_INTEGER + 2 },
      ],
      [
        { key: 3, answer: 1 },
        { key: 3, answer: 4, sequence: 0 },
        { key: 3, answer: 2.505, sequence: 12 },
        { key: 3, answer: -7 },
        { key: 2_147_483_647, answer: 1, sequence: Number.MAX_SAFE_INTEGER },
        { key: 3, answer: [1, 3] },
        { key: 3, answer: [4, 3, 2, 1], sequence: 5 },
        { key: 3, answer: [] },
        { key: 3, answer: 1, extra: 'dropped' },
      ],
    );
  });
});
