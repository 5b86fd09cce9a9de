/**
 * The chunk graph of a Vite build, read from its manifest (`.vite/manifest.json`): the entry, what a set of
 * chunks imports statically or may load later, the lazy route pages, cycles, and the translation
 * catalogues' chunks. Pure: scripts/check-bundle-budgets.mjs decides what the graph may cost.
 */

/** A translation catalogue's chunk: one language's part (web/build/icu-catalogues.ts compiles each). */
const CATALOGUE = /(^|\/)src\/i18n\/locales\/([a-z]{2})\.json(?:\?part=([a-z]+))?$/;
export const isCatalogue = (key) => CATALOGUE.test(key);
/** The language and the part of a catalogue's chunk. */
export function catalogueOf(key) {
  const [, , language, part = 'all'] = CATALOGUE.exec(key) ?? [];
  return { language, part };
}

/** The manifest key of the entry chunk (index.html). */
export function entryKey(manifest) {
  const key = Object.keys(manifest).find((k) => manifest[k].isEntry);
  if (!key) throw new Error('the manifest has no entry chunk');
  return key;
}

/** `keys` and every chunk they import statically, transitively. */
export function staticClosure(manifest, keys) {
  const seen = new Set();
  const stack = [...keys];
  while (stack.length > 0) {
    const key = stack.pop();
    if (seen.has(key)) continue;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`the manifest has no chunk ${key}`);
    seen.add(key);
    stack.push(...(chunk.imports ?? []));
  }
  return seen;
}

/**
 * The chunks that import themselves back through static imports, as `a → b → a` chains. A build with
 * none is how web/vite.config.ts's `mui` group should split: its list of MUI modules lacks one that MUI's
 * core needs (after an upgrade, say), rolldown puts that module in a chunk of its own importing the group
 * back, and such a cycle makes the group load with pages that never asked for it.
 */
export function staticImportCycles(manifest) {
  const cycles = [];
  const state = new Map(); // key -> 'open' while on the path, 'done' after
  const visit = (key, path) => {
    if (state.get(key) === 'done' || !manifest[key]) return;
    if (state.get(key) === 'open') {
      cycles.push([...path.slice(path.indexOf(key)), key].join(' → '));
      return;
    }
    state.set(key, 'open');
    for (const imported of manifest[key].imports ?? []) visit(imported, [...path, key]);
    state.set(key, 'done');
  };
  for (const key of Object.keys(manifest)) visit(key, []);
  return cycles;
}

/**
 * What a browser loads for `keys` when it follows every dynamic import too (a page's charts, its
 * captcha), except the ones `skip` refuses: the static closure, grown until nothing new is reachable.
 */
export function fullClosure(manifest, keys, skip = () => false) {
  let all = staticClosure(manifest, keys);
  for (;;) {
    const more = [...all].flatMap((k) =>
      (manifest[k].dynamicImports ?? []).filter((d) => !all.has(d) && !skip(d)),
    );
    if (more.length === 0) return all;
    all = new Set([...all, ...staticClosure(manifest, more)]);
  }
}

/**
 * The lazy pages of routes.tsx: the dynamic imports, that are pages, of the entry chunk and the chunks
 * it imports statically (the route table may sit in a chunk the entry imports, not in the entry).
 */
export function routePages(manifest) {
  const loadedFirst = [...staticClosure(manifest, [entryKey(manifest)])];
  const lazy = loadedFirst.flatMap((key) => manifest[key].dynamicImports ?? []);
  return [...new Set(lazy)].filter((k) => manifest[k].src?.includes('/pages/'));
}

/** The catalogue chunks a route's chunks import (each part in every language; a browser takes one). */
export function cataloguesLoaded(manifest, keys) {
  const imported = [...keys].flatMap((k) => manifest[k].dynamicImports ?? []);
  return [...new Set(imported)].filter(isCatalogue);
}

/** Of `catalogues`, the chunks of the language whose parts weigh most together (compressed). */
export function heaviestLanguage(manifest, catalogues, sizeOf) {
  const byLanguage = new Map();
  for (const key of catalogues) {
    const { language } = catalogueOf(key);
    byLanguage.set(language, [...(byLanguage.get(language) ?? []), key]);
  }
  const weight = (chunks) => chunks.reduce((sum, k) => sum + sizeOf(manifest[k].file).brotli, 0);
  return [...byLanguage.values()].sort((a, b) => weight(b) - weight(a))[0] ?? [];
}
