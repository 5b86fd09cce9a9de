import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The repository has no issue tracker a reader could open, so a comment that says "issue N", "(#N)"
 * or names a work "lane" points nowhere: it must state its reason, or name a file (a decision in
 * docs/decisions/) that does. "lane" in its plain meaning (argon2's lanes, a fast lane) stays allowed:
 * only a lane with a name ("lane" and a capital letter) is a citation.
 */
const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SOURCE_FOLDERS = ['server/src', 'web/src', 'common/src', 'e2e', 'bench', 'scripts'];
const SOURCE_FILE = /\.(ts|tsx|mjs|cjs|css)$/;
const SKIPPED_FOLDERS = new Set(['node_modules', 'dist', 'coverage']);

const CITATIONS = [
  /\bissues? #?\d+/i,
  /\(#\d+\)/,
  // an issue's number after a hash: two digits (a CSS colour has three or more, TeX's #1 and a counter's
  // #3 one, an HTML entity an `&` before)
  /(?<![&\w])#\d{2}\b/,
  /\blanes? [A-Z]\d?\b/,
];

/** The lines of `text` that cite an issue or a lane, as `line: text`. */
function citations(text) {
  return text
    .split('\n')
    .flatMap((line, index) =>
      CITATIONS.some((pattern) => pattern.test(line)) ? [`${index + 1}: ${line.trim()}`] : [],
    );
}

function sourceFiles(folder) {
  return readdirSync(path.join(REPO_ROOT, folder), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.join(folder, entry.name);
    if (entry.isDirectory()) return SKIPPED_FOLDERS.has(entry.name) ? [] : sourceFiles(relative);
    return SOURCE_FILE.test(entry.name) ? [relative] : [];
  });
}

describe('comments that point nowhere', () => {
  it('no source file cites an issue number or a work lane', () => {
    const files = [...SOURCE_FOLDERS.flatMap(sourceFiles), '.dependency-cruiser.cjs'];
    expect(files.length).toBeGreaterThan(100);
    const found = files.flatMap((file) =>
      citations(readFileSync(path.join(REPO_ROOT, file), 'utf8')).map((line) => `${file}:${line}`),
    );
    expect(found).toEqual([]);
  });

  it('recognises the citations, and lets colours, entities and plain lanes be', () => {
    // built from parts, so that this file does not cite anything itself
    const number = String(12);
    for (const cited of [
      `// hosted live (Issue ${number})`,
      `/* goals of issue ${number} */`,
      `// fixed in (#${number})`,
      `// see #${number} for the numbers`,
      `// lane ${'B'}'s ports`,
      `// the streams (lanes ${'S1'}/S2)`,
    ])
      expect(citations(cited), cited).toHaveLength(1);
    for (const plain of [
      'color: #123456;',
      'border: 1px solid #333;',
      "const quote = '&#39;';",
      '/** argon2id: 2 iterations, 1 lane. */',
      '// would hand the attacker a fast lane again',
    ])
      expect(citations(plain), plain).toEqual([]);
  });
});
