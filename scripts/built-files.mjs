/**
 * What the budget check reads of a build's files on disk: their compressed sizes, the sources and the
 * catalogue keys their source maps show (scripts/check-bundle-budgets.mjs).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { catalogueOf, isCatalogue } from './vite-manifest.mjs';

/** Compressed sizes of the files of a build, computed once per file. */
export function distSizer(dist) {
  const cache = new Map();
  return (file) => {
    if (!cache.has(file)) {
      const bytes = readFileSync(join(dist, file));
      cache.set(file, {
        raw: bytes.length,
        gzip: gzipSync(bytes, { level: 9 }).length,
        brotli: brotliCompressSync(bytes, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
          },
        }).length,
      });
    }
    return cache.get(file);
  };
}

/** The source files of a chunk, from its source map (none when the build has no maps). */
export function distSources(dist) {
  return (file) => {
    const map = join(dist, `${file}.map`);
    return existsSync(map) ? (JSON.parse(readFileSync(map, 'utf8')).sources ?? []) : [];
  };
}

/** Every key of the English catalogue's parts with its part, read from the built chunks. */
export function catalogueKeyParts(manifest, dist) {
  const parts = new Map();
  for (const key of Object.keys(manifest).filter(isCatalogue)) {
    const { language, part } = catalogueOf(key);
    if (language !== 'en') continue;
    const code = readFileSync(join(dist, manifest[key].file), 'utf8');
    for (const [, name] of code.matchAll(/"([a-z][\w]*(?:\.[\w]+)+)":/g)) parts.set(name, part);
  }
  return parts;
}

/**
 * The catalogue keys the app's own sources of a chunk write out (quoted, as `t('quizzes.title')` or a
 * list of keys does), from its source map's contents.
 */
export function distKeysUsed(dist, partOfKey) {
  return (file) => {
    const map = join(dist, `${file}.map`);
    if (!existsSync(map)) return [];
    const { sources = [], sourcesContent = [] } = JSON.parse(readFileSync(map, 'utf8'));
    const used = new Set();
    sources.forEach((source, i) => {
      if (source.includes('node_modules') || /\.json(\?|$)/.test(source)) return;
      for (const [, name] of (sourcesContent[i] ?? '').matchAll(/['"`]([a-z][\w]*(?:\.[\w]+)+)['"`]/g)) {
        if (partOfKey.has(name)) used.add(name);
      }
    });
    return [...used];
  };
}
