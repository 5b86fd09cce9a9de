/** The value a test expects to be there (a box, an attribute, a list entry): fails the test with `what` otherwise. */
export function found<T>(value: T | null | undefined, what: string): T {
  if (value === undefined || value === null) throw new Error(`expected ${what}`);
  return value;
}
