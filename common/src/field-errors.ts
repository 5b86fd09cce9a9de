import type { z } from 'zod';

/**
 * The error body the spec's client reads: `{"field": ["message"]}`, nested arrays keep the index
 * (`{"questions": [{}, {"answer1": ["..."]}]}`), and `non_field_errors` for the rest (DRF shape).
 */
export type FieldErrors = { [field: string]: string[] | FieldErrors[] | FieldErrors };

export function fieldErrorsFromZod(error: z.ZodError): FieldErrors {
  const out: Record<string, any> = {};
  for (const issue of error.issues) {
    const path = issue.path.filter((p) => typeof p === 'string' || typeof p === 'number') as (
      | string
      | number
    )[];
    if (path.length === 0) {
      (out.non_field_errors ??= []).push(issue.message);
      continue;
    }
    let node: any = out;
    for (let i = 0; i < path.length - 1; i++) {
      const key = path[i];
      const nextIsIndex = typeof path[i + 1] === 'number';
      if (node[key] === undefined) node[key] = nextIsIndex ? [] : {};
      if (nextIsIndex && Array.isArray(node[key])) {
        const idx = path[i + 1] as number;
        for (let j = node[key].length; j <= idx; j++) node[key].push({});
        if (i + 1 === path.length - 1) {
          // the error is on an array element itself: store it under the element
          (node[key][idx].non_field_errors ??= []).push(issue.message);
          node = null;
          break;
        }
        node = node[key][idx];
        i++;
      } else {
        node = node[key];
      }
    }
    if (node === null) continue;
    const leaf = path[path.length - 1];
    if (!Array.isArray(node[leaf])) node[leaf] = [];
    if (!node[leaf].includes(issue.message)) node[leaf].push(issue.message);
  }
  return out;
}

/** First message of a field, for showing under an input. */
export function firstError(errors: unknown, field: string): string | undefined {
  if (!errors || typeof errors !== 'object') return undefined;
  const value = (errors as Record<string, unknown>)[field];
  if (Array.isArray(value) && typeof value[0] === 'string') return value[0];
  if (typeof value === 'string') return value;
  return undefined;
}
