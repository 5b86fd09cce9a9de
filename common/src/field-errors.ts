import type { z } from 'zod';

/**
 * The error body the spec's client reads: `{"field": ["message"]}`, nested arrays keep the index
 * (`{"questions": [{}, {"answer1": ["..."]}]}`), and `non_field_errors` for the rest (DRF shape).
 */
export type FieldErrors = { [field: string]: string[] | FieldErrors[] | FieldErrors };

/** An object or a list of the body being built (Reflect reads and writes either by key). */
type Node = Record<string, unknown> | unknown[];

const isNode = (value: unknown): value is Node => typeof value === 'object' && value !== null;

function pushMessage(node: Node, key: string | number, message: string) {
  const current: unknown = Reflect.get(node, key);
  const list: unknown[] = Array.isArray(current) ? current : [];
  if (!list.includes(message)) list.push(message);
  Reflect.set(node, key, list);
}

/** The list or object under `key` (made when missing), ready for the path's `next` key. */
function child(node: Node, key: string | number, next: string | number): Node {
  const current: unknown = Reflect.get(node, key);
  if (typeof next === 'number') {
    const list: unknown[] = Array.isArray(current) ? current : [];
    while (list.length <= next) list.push({});
    Reflect.set(node, key, list);
    return list;
  }
  if (isNode(current)) return current;
  const made: Node = {};
  Reflect.set(node, key, made);
  return made;
}

export function fieldErrorsFromZod(error: z.ZodError): FieldErrors {
  return fieldErrorsFromIssues(error.issues);
}

/** The same shape from issues found outside zod (a path into the body and a message). */
export function fieldErrorsFromIssues(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
): FieldErrors {
  const out: Record<string, unknown> = {};
  for (const issue of issues) {
    const path = issue.path.filter(
      (p): p is string | number => typeof p === 'string' || typeof p === 'number',
    );
    // an error on the body as a whole, or on an element of a list itself, goes to non_field_errors
    if (path.length === 0 || typeof path[path.length - 1] === 'number') path.push('non_field_errors');
    let node: Node = out;
    for (let i = 0; i < path.length - 1; i++) node = child(node, path[i], path[i + 1]);
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
