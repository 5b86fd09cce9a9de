/**
 * Route patterns as the app writes them (spec §2): `q/:code`, `create_quizz/:code?` (optional last
 * segment), `*` (anything). No leading slash; segments match whole, case-sensitively, decoded.
 */
export type Params = Record<string, string | undefined>;

/** The params of `pathname` under `pattern`, or null when it does not match. */
export function matchPath(pattern: string, pathname: string): Params | null {
  if (pattern === '*') return {};
  const want = pattern.split('/').filter(Boolean);
  const have = pathname.split('/').filter(Boolean);
  const params: Params = {};
  for (let i = 0; i < Math.max(want.length, have.length); i++) {
    const segment = want[i];
    const value = have[i];
    if (segment === undefined) return null;
    const optional = segment.endsWith('?');
    if (value === undefined) {
      if (optional) continue;
      return null;
    }
    if (segment.startsWith(':')) {
      try {
        params[segment.slice(1, optional ? -1 : undefined)] = decodeURIComponent(value);
      } catch {
        return null; // a malformed escape (%E0%A4%A) matches nothing: the not-found page
      }
    } else if (segment !== value) {
      return null;
    }
  }
  return params;
}
