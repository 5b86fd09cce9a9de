import type { z } from 'zod';

/**
 * The error body the spec's client reads: `{"field": ["message"]}`, nested arrays keep the index
 * (`{"questions": [{}, {"answer1": ["..."]}]}`), and `non_field_errors` for the rest (DRF shape).
 */
export type FieldErrors = { [field: string]: string[] | FieldErrors[] | FieldErrors };

type Node = Record<string | number, any>;

function pushMessage(node: Node, key: string | number, message: string) {
  const list: string[] = Array.isArray(node[key]) ? node[key] : [];
  if (!list.includes(message)) list.push(message);
  node[key] = list;
}

export function fieldErrorsFromZod(error: z.ZodError): FieldErrors {
  return fieldErrorsFromIssues(error.issues);
}

/** The same shape from issues found outside zod (a path into the body and a message). */
export function fieldErrorsFromIssues(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
): FieldErrors {
  const out: Node = {};
  for (const issue of issues) {
    const path = issue.path.filter(
      (p): p is string | number => typeof p === 'string' || typeof p === 'number',
    );
    // an error on the body as a whole, or on an element of a list itself, goes to non_field_errors
    if (path.length === 0 || typeof path[path.length - 1] === 'number') path.push('non_field_errors');
    let node = out;
    for (let i = 0; i < path.length - 1; i++) {
      const key = path[i];
      const next = path[i + 1];
      if (typeof next === 'number') {
        const list: Node[] = Array.isArray(node[key]) ? node[key] : [];
        while (list.length <= next) list.push({});
        node[key] = list;
      } else if (node[key] === undefined || typeof node[key] !== 'object') {
        node[key] = {};
      }
      node = node[key];
    }
    pushMessage(node, path[path.length - 1], issue.message);
  }
  return out as FieldErrors;
}

/** First message of a field, for showing under an input. */
export function firstError(errors: unknown, field: string): string | undefined {
  if (!errors || typeof errors !== 'object') return undefined;
  const value = (errors as Record<string, unknown>)[field];
  if (Array.isArray(value) && typeof value[0] === 'string') return value[0];
  if (typeof value === 'string') return value;
  return undefined;
}
