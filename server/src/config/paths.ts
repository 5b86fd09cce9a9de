import { basename, dirname, isAbsolute, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The folder that holds `server/`, above `file`. The sources (server/src/config/) and the bundle
 * (server/dist/main.js) sit at different depths under `server/`, so the root is found by name, not by
 * counting levels.
 */
function rootAbove(file: string): string {
  for (let dir = dirname(file); dir !== dirname(dir); dir = dirname(dir)) {
    if (basename(dir) === 'server') return dirname(dir);
  }
  throw new Error(`no server folder above ${file}`);
}

/** The repository root: relative paths in the environment are taken from here, whatever the cwd. */
export const REPO_ROOT = rootAbove(fileURLToPath(import.meta.url));

/** `path` as given when absolute, else taken from the repository root. */
export const fromRepoRoot = (path: string) => (isAbsolute(path) ? path : resolve(REPO_ROOT, path));
