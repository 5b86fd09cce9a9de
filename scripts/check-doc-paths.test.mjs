import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  backtickedPaths,
  looksLikePath,
  missingPaths,
  REPO_ROOT,
  relativeLinks,
} from './check-doc-paths.mjs';

describe('the architecture map', () => {
  it('names only files and folders that exist', () => {
    expect(missingPaths(REPO_ROOT, 'docs/ARCHITECTURE.md')).toEqual([]);
  });

  it('links to the decisions index, which lists every decision file', () => {
    const map = readFileSync(path.join(REPO_ROOT, 'docs/ARCHITECTURE.md'), 'utf8');
    expect(relativeLinks(map).map((link) => link.target)).toContain('decisions/README.md');
    const decisions = readdirSync(path.join(REPO_ROOT, 'docs/decisions')).filter((name) =>
      /^\d{4}-.+\.md$/.test(name),
    );
    const listed = relativeLinks(readFileSync(path.join(REPO_ROOT, 'docs/decisions/README.md'), 'utf8')).map(
      (link) => link.target,
    );
    expect(decisions.length).toBeGreaterThan(0);
    expect(decisions.filter((name) => !listed.includes(name))).toEqual([]);
    expect(missingPaths(REPO_ROOT, 'docs/decisions/README.md')).toEqual([]);
  });
});

describe('reading paths out of Markdown', () => {
  const repo = mkdtempSync(path.join(tmpdir(), 'doc-paths-'));
  mkdirSync(path.join(repo, 'server/src/modules/taking'), { recursive: true });
  mkdirSync(path.join(repo, 'web/src/features/taking/lib'), { recursive: true });
  mkdirSync(path.join(repo, 'docs/decisions'), { recursive: true });
  for (const file of [
    'server/src/modules/taking/taking.routes.ts',
    'server/src/modules/taking/taking.service.ts',
    'web/src/features/taking/lib/countdown.ts',
    'docs/decisions/README.md',
  ])
    writeFileSync(path.join(repo, file), '');
  afterAll(() => rmSync(repo, { recursive: true, force: true }));

  const check = (markdown) => {
    writeFileSync(path.join(repo, 'docs/MAP.md'), markdown);
    return missingPaths(repo, 'docs/MAP.md').map((missing) => missing.path);
  };

  it('finds a path from a workspace source folder and a bare name in the folder of the path before it', () => {
    expect(
      check(
        '| saved | `modules/taking/taking.routes.ts` → `taking.service.ts`; web `features/taking/lib/countdown.ts` |',
      ),
    ).toEqual([]);
  });

  it('reports a path that moved, a bare name with no path before it, and a broken relative link', () => {
    expect(
      check(
        [
          'The save: `modules/taking/taking.save.ts`.',
          'Alone on its line: `taking.service.ts`.',
          'See [the decisions](decisions/README.md) and [a lost one](decisions/0099-gone.md#context).',
        ].join('\n'),
      ),
    ).toEqual(['modules/taking/taking.save.ts', 'taking.service.ts', 'decisions/0099-gone.md']);
  });

  it('leaves routes, packages, code, placeholders, build outputs and the layout tree alone', () => {
    for (const word of [
      '/api/quizz/_start/{code}',
      'preact/compat',
      '@mui/icons-material/X',
      'events.publish(quizId)',
      'modules/<feature>/',
      'server/dist',
      'npm run lint',
    ])
      expect(looksLikePath(word), word).toBe(false);
    expect(backtickedPaths('```\n`lib/nowhere.ts`\n```\n`lib/somewhere.ts`')).toEqual([
      { line: 4, word: 'lib/somewhere.ts' },
    ]);
  });
});
