/** A route's hooks of one kind as a list (a route declares none, one or several): plugins add theirs to it. */
export function hookList<T>(hooks: T | T[] | undefined): T[] {
  if (hooks === undefined) return [];
  return Array.isArray(hooks) ? hooks : [hooks];
}
