import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { checkEngines, readmeNodeVersion, refusingPackages } from './check-engines.mjs';

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const README = 'Needs **Node.js 20.19 or later** (20 LTS and 22 LTS) and npm.';

/**
 * A repository with a README, a package.json and installed packages: { 'node_modules/x/node_modules/y':
 * engines.node or undefined }, each named after its folder.
 */
function fixture(root, packages, engines = '>=20.19') {
  mkdirSync(root, { recursive: true });
  writeFileSync(path.join(root, 'README.md'), README);
  writeFileSync(path.join(root, 'package.json'), JSON.stringify({ name: 'x', engines: { node: engines } }));
  for (const [folder, engine] of Object.entries(packages)) {
    const dir = path.join(root, folder);
    mkdirSync(dir, { recursive: true });
    const name = folder.split('node_modules/').at(-1);
    const manifest = { name, version: '1.0.0', ...(engine ? { engines: { node: engine } } : {}) };
    writeFileSync(path.join(dir, 'package.json'), JSON.stringify(manifest));
  }
  return root;
}

describe('the Node version the README states', () => {
  it('is accepted by every installed package, and is where package.json engines.node starts', () => {
    expect(checkEngines(REPO_ROOT)).toEqual([]);
  });
});

describe('checking engines', () => {
  const base = mkdtempSync(path.join(tmpdir(), 'engines-'));
  afterAll(() => rmSync(base, { recursive: true, force: true }));

  it('reads the version from the README sentence', () => {
    expect(readmeNodeVersion(README)).toBe('20.19.0');
    expect(() => readmeNodeVersion('Needs Node.')).toThrow(/README/);
  });

  it('fails on a package, nested or scoped, that declares a newer Node than the README states', () => {
    const root = fixture(path.join(base, 'newer'), {
      'node_modules/fastify': '>=20',
      'node_modules/light-my-request/node_modules/cookie': '>=22',
      'node_modules/@fastify/static': '^20.19.0 || >=22.12.0',
      'node_modules/@scope/newer': '>=21',
      'node_modules/katex/node_modules/commander': '>=22.12.0',
      'node_modules/no-engines': undefined,
    });
    expect(checkEngines(root)).toEqual([
      '@scope/newer@1.0.0 (node_modules/@scope/newer) declares node ">=21", which refuses Node 20.19.0',
      'commander@1.0.0 (node_modules/katex/node_modules/commander) declares node ">=22.12.0", which refuses Node 20.19.0',
      'cookie@1.0.0 (node_modules/light-my-request/node_modules/cookie) declares node ">=22", which refuses Node 20.19.0',
    ]);
  });

  it('lets an allowed package through', () => {
    const packages = [{ name: 'cookie', version: '2.0.2', dir: 'x', engine: '>=22' }];
    expect(
      refusingPackages(packages, '20.19.0', new Map([['cookie', 'only the tests parse cookies']])),
    ).toEqual([]);
    expect(refusingPackages(packages, '20.19.0', new Map())).toEqual(packages);
  });

  it('fails when package.json promises another Node than the README', () => {
    const root = fixture(path.join(base, 'drift'), {}, '>=22');
    expect(checkEngines(root)).toEqual([
      'README states Node 20.19.0, package.json\'s engines.node ">=22" starts at 22.0.0',
    ]);
  });
});
