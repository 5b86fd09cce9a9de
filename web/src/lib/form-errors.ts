import { firstError } from '@quizzical/common';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { isApiError } from './api-client';

/**
 * Puts the server's field errors (`{"field": ["message"]}`) under the matching inputs and returns
 * what is left for a banner: `non_field_errors`, `detail` and errors of fields the form does not show.
 * `fields` maps a server field name to the form field showing it (same name when given as a list).
 */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[] | Partial<Record<string, Path<T>>>,
): string[] {
  if (!isApiError(error)) return [];
  const mapping: Record<string, Path<T>> = Array.isArray(fields)
    ? Object.fromEntries(fields.map((f) => [f, f]))
    : (fields as Record<string, Path<T>>);
  const data = error.data;
  const rest: string[] = [];
  if (data && typeof data === 'object' && !Array.isArray(data)) {
    let focused = false;
    for (const key of Object.keys(data)) {
      const message = firstError(data, key);
      if (!message) continue;
      const target = mapping[key];
      if (target) {
        setError(target, { type: 'server', message }, { shouldFocus: !focused });
        focused = true;
      } else {
        rest.push(message);
      }
    }
  } else if (typeof data === 'string' && data) {
    rest.push(data);
  }
  return rest;
}
