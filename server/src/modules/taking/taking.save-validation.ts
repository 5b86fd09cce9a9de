import { INT4_MAX, SESSION_ID_PATTERN } from '@quizzical/common';
import type { z } from 'zod';
import { zodValidator } from '../../plugins/errors';

/**
 * The answer save's request, checked first by plain code for the shapes students send thousands of times
 * a second: a code, a session id, a question id, an answer that is a number or a list of 1..4, a
 * sequence. Each check accepts only what its zod schema (pathText, sessionQuery, saveAnswerBody) accepts
 * and answers the same value; anything else, and every refusal with its field errors, is zod's.
 * taking.save-validation.test.ts holds the two to the same answers.
 */

/** NUL and the control characters a single line refuses (common textField). */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
const NOT_IN_LINE = /[\u0000-\u001F\u007F-\u009F]/;

type Part = Record<string, unknown>;
const isPart = (data: unknown): data is Part =>
  typeof data === 'object' && data !== null && !Array.isArray(data);
const isWhole = (value: unknown, min: number, max: number): value is number =>
  Number.isInteger(value) && (value as number) >= min && (value as number) <= max;

/** `{ code }`: pathText() (1..64 characters, one line). */
export function quickParams(data: unknown) {
  if (!isPart(data)) return undefined;
  const { code } = data;
  if (typeof code !== 'string' || code.length < 1 || code.length > 64 || NOT_IN_LINE.test(code))
    return undefined;
  return { code };
}

/** `{ session_id }`: sessionQuery (its pattern allows no control character). */
export function quickQuery(data: unknown) {
  if (!isPart(data)) return undefined;
  const { session_id } = data;
  if (typeof session_id !== 'string' || !SESSION_ID_PATTERN.test(session_id)) return undefined;
  return { session_id };
}

/** saveAnswerBody for a question id and a sequence sent as numbers, and a numeric or listed answer. */
export function quickBody(data: unknown) {
  if (!isPart(data)) return undefined;
  const { key, answer, sequence } = data;
  if (!isWhole(key, 1, INT4_MAX)) return undefined;
  let accepted: number | number[];
  if (typeof answer === 'number') {
    if (!Number.isFinite(answer)) return undefined;
    accepted = answer;
  } else if (Array.isArray(answer) && answer.length <= 4 && answer.every((item) => isWhole(item, 1, 4))) {
    accepted = answer.slice();
  } else return undefined;
  if (sequence === undefined) return 'sequence' in data ? undefined : { key, answer: accepted };
  if (!isWhole(sequence, 0, Number.MAX_SAFE_INTEGER)) return undefined;
  return { key, answer: accepted, sequence };
}

const QUICK: Partial<Record<string, (data: unknown) => unknown>> = {
  params: quickParams,
  querystring: quickQuery,
  body: quickBody,
};

/** The save route's validator compiler: the quick check of its part, zod when it does not answer. */
export function saveValidatorCompiler({ schema, httpPart }: { schema: unknown; httpPart?: string }) {
  const full = zodValidator(schema as z.ZodType);
  const quick = httpPart ? QUICK[httpPart] : undefined;
  if (!quick) return full;
  return (data: unknown) => {
    const value = quick(data);
    return value === undefined ? full(data) : { value };
  };
}
