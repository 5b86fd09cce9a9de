#!/usr/bin/env node
/**
 * The README promises a Node version (package.json's `engines.node`, whose lowest version the tests run
 * on). A dependency that declares a newer Node makes that promise false without anyone noticing: npm only
 * warns (EBADENGINE) and the warning scrolls by. This reads every installed package's `engines.node`
 * from node_modules and fails when one does not accept the lowest Node the README states, unless it is
 * allowed below with the reason.
 *
 * Usage: node scripts/check-engines.mjs (run by `npm run lint`).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import semver from 'semver';

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * Packages allowed to declare a Node the README does not promise, by name, each with why that is safe.
 * Empty: katex's commander, @fastify/static's content-disposition and light-my-request's cookie, which
 * declare Node 22, are held at versions that declare Node 18 or 20 by package.json's `overrides`.
 */
export const ALLOWED = new Map();

/** The Node version the README promises, as "20.19.0": its "Needs **Node.js X or later**". */
export function readmeNodeVersion(readme) {
  const stated = /Needs \*\*Node\.js (\d+(?:\.\d+){0,2}) or later\*\*/.exec(readme);
  if (!stated) throw new Error('README: no "Needs **Node.js X or later**" sentence');
  return semver.coerce(stated[1])?.version;
}

/** Every package.json under node_modules (scoped and nested ones too): [{ name, version, dir, engine }]. */
export function installedPackages(nodeModules) {
  const found = [];
  const visit = (folder) => {
    if (!existsSync(folder)) return;
    const entries = readdirSync(folder, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name));
    for (const entry of entries) {
      if (entry.name.startsWith('.')) continue;
      const dir = path.join(folder, entry.name);
      if (entry.name.startsWith('@')) {
        visit(dir);
        continue;
      }
      // workspaces are links to our own packages, not dependencies
      if (!entry.isDirectory()) continue;
      const manifest = path.join(dir, 'package.json');
      if (existsSync(manifest)) {
        const { name, version, engines } = JSON.parse(readFileSync(manifest, 'utf8'));
        found.push({ name, version, dir, engine: engines?.node });
      }
      visit(path.join(dir, 'node_modules'));
    }
  };
  visit(nodeModules);
  return found;
}

/** The installed packages whose `engines.node` refuses `nodeVersion` and are not in `allowed`. */
export function refusingPackages(packages, nodeVersion, allowed = ALLOWED) {
  return packages.filter(
    (pkg) =>
      typeof pkg.engine === 'string' &&
      !allowed.has(pkg.name) &&
      !semver.satisfies(nodeVersion, pkg.engine, { loose: true }),
  );
}

/** What is wrong with the repository at `root`: a README out of step with package.json, or refusing packages. */
export function checkEngines(root) {
  const problems = [];
  const readmeVersion = readmeNodeVersion(readFileSync(path.join(root, 'README.md'), 'utf8'));
  const declared = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')).engines?.node;
  const lowest = declared && semver.minVersion(declared)?.version;
  if (lowest !== readmeVersion)
    problems.push(
      `README states Node ${readmeVersion}, package.json's engines.node "${declared}" starts at ${lowest}`,
    );
  for (const pkg of refusingPackages(installedPackages(path.join(root, 'node_modules')), readmeVersion))
    problems.push(
      `${pkg.name}@${pkg.version} (${path.relative(root, pkg.dir)}) declares node "${pkg.engine}", which refuses Node ${readmeVersion}`,
    );
  return problems;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const problems = checkEngines(REPO_ROOT);
  for (const problem of problems) console.error(`check-engines: ${problem}`);
  if (problems.length) {
    console.error(
      "check-engines: hold the package at a version that accepts it (package.json's overrides), or allow it in scripts/check-engines.mjs with the reason",
    );
    process.exit(1);
  }
  console.log('check-engines: every installed package accepts the Node version the README states');
}
