#!/usr/bin/env node
/**
 * The architecture map must not send a newcomer to a file that has moved. This reads a Markdown file's
 * backticked paths and relative links and reports those that do not exist.
 *
 * A backticked path is written the way the map writes it: from the repository root
 * (`common/src/permissions.ts`), from a workspace's source folder (`modules/taking/taking.service.ts`
 * under server/src, `features/taking/lib/countdown.ts` under web/src), or as a bare file name that sits in
 * the folder of the path before it on the same line (`taking.service.ts` after
 * `modules/taking/taking.routes.ts`). Routes (`/api/...`), package names (`preact/compat`), code and
 * placeholders (`modules/<feature>/`) are not paths and are skipped, and so are build outputs (`dist/`).
 *
 * Usage: node scripts/check-doc-paths.mjs [file.md ...] (default: docs/ARCHITECTURE.md).
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Where a path that does not start at the repository root may start. */
const SOURCE_ROOTS = ['', 'server/src', 'web/src', 'web', 'server'];

/** First folders that mark a backticked word without a file extension as a path of ours. */
const FOLDERS = new Set([
  'server',
  'web',
  'common',
  'e2e',
  'bench',
  'scripts',
  'docs',
  'features',
  'modules',
  'lib',
  'plugins',
  'components',
  'app',
  'db',
]);

const EXTENSIONS = /\.(ts|tsx|mjs|cjs|js|json|md|css|sql|html|template|xml|gift|txt|csv)$/;

/** Folders the build or the first start makes: not in a fresh checkout. */
const GENERATED = new Set(['dist', 'node_modules', 'data']);

const PATH_LIKE = /^\.?[\w@-][\w.@/-]*$/;

/** Whether a backticked word names a file or folder of this repository (rather than code, a route, a package). */
export function looksLikePath(word) {
  if (!PATH_LIKE.test(word) || word.startsWith('@')) return false;
  const segments = word.split('/').filter(Boolean);
  if (segments.some((segment) => GENERATED.has(segment))) return false;
  if (EXTENSIONS.test(word)) return true;
  return segments.length > 1 && FOLDERS.has(segments[0]);
}

/** The text without fenced code blocks (the layout tree is indented prose, not paths to resolve). */
function withoutFences(markdown) {
  return markdown.replace(/^```[^\n]*\n[\s\S]*?^```$/gm, (block) => block.replace(/[^\n]/g, ''));
}

/** Backticked paths per line: [{ line, word }], in reading order. */
export function backtickedPaths(markdown) {
  const found = [];
  withoutFences(markdown)
    .split('\n')
    .forEach((text, index) => {
      for (const match of text.matchAll(/`([^`\n]+)`/g)) {
        if (looksLikePath(match[1])) found.push({ line: index + 1, word: match[1] });
      }
    });
  return found;
}

/** Relative link targets per line ([text](target)), without their #fragment; web addresses skipped. */
export function relativeLinks(markdown) {
  const found = [];
  withoutFences(markdown)
    .split('\n')
    .forEach((text, index) => {
      for (const match of text.matchAll(/\]\(([^)\s]+)\)/g)) {
        const target = match[1].split('#')[0];
        if (target && !/^[a-z]+:/i.test(target)) found.push({ line: index + 1, target });
      }
    });
  return found;
}

/** The repository-relative path `word` names, or undefined; `folder` is the previous path's folder on its line. */
export function resolvePath(root, word, folder) {
  const clean = word.replace(/^\.\//, '').replace(/\/$/, '');
  const candidates = clean.includes('/') ? [] : folder === undefined ? [] : [path.join(folder, clean)];
  for (const base of SOURCE_ROOTS) candidates.push(path.join(base, clean));
  return candidates.find((candidate) => existsSync(path.join(root, candidate)));
}

/** The paths and links of one Markdown file (repository-relative) that do not exist: [{ line, path }]. */
export function missingPaths(root, markdownFile) {
  const markdown = readFileSync(path.join(root, markdownFile), 'utf8');
  const missing = [];
  let line = 0;
  let folder;
  for (const found of backtickedPaths(markdown)) {
    if (found.line !== line) {
      line = found.line;
      folder = undefined;
    }
    const resolved = resolvePath(root, found.word, folder);
    if (resolved === undefined) missing.push({ line: found.line, path: found.word });
    else folder = statSync(path.join(root, resolved)).isDirectory() ? resolved : path.dirname(resolved);
  }
  const here = path.dirname(markdownFile);
  for (const link of relativeLinks(markdown)) {
    if (!existsSync(path.join(root, here, link.target))) missing.push({ line: link.line, path: link.target });
  }
  return missing.sort((a, b) => a.line - b.line);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const files = process.argv.length > 2 ? process.argv.slice(2) : ['docs/ARCHITECTURE.md'];
  let failed = false;
  for (const file of files) {
    for (const { line, path: missing } of missingPaths(REPO_ROOT, file)) {
      console.error(`${file}:${line}: no such file or folder: ${missing}`);
      failed = true;
    }
  }
  if (failed) process.exit(1);
  console.log(`check-doc-paths: every path in ${files.join(', ')} exists`);
}
