#!/usr/bin/env node
/**
 * No user-visible text written in the web's components: every JSX text, and every `aria-label`,
 * `title`, `alt`, `placeholder` and `label` attribute given as a literal, must come from the
 * translation catalogues (web/src/i18n/locales, docs/I18N.md). Files not converted yet are listed in
 * scripts/i18n-baseline.json; the list only shrinks: a listed file that is clean fails the check too,
 * so whoever converts a file removes it from the list.
 *
 *   node scripts/check-i18n-literals.mjs          exits 1 on a text outside the catalogues
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const ROOT = resolve(fileURLToPath(import.meta.url), '../..');
const BASELINE = join(ROOT, 'scripts/i18n-baseline.json');

/** Attributes a person reads or hears. */
export const VISIBLE_ATTRIBUTES = new Set(['aria-label', 'title', 'alt', 'placeholder', 'label']);
/** Words that are the same in every language. */
export const ALLOWED = new Set(['Quizzical', 'KaTeX', 'LaTeX']);

/** A text that needs a translation: it has a letter and is not a word of the allow-list. */
export function needsTranslation(text) {
  const trimmed = text.replace(/\s+/g, ' ').trim();
  if (!/\p{L}/u.test(trimmed)) return false; // symbols, numbers, punctuation
  return !ALLOWED.has(trimmed);
}

/** The literal texts of a string-ish expression: 'x', `x`, `a ${b} c` (its fixed parts), cond ? 'a' : 'b'. */
function literalTexts(node) {
  if (!node) return [];
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return [node.text];
  if (ts.isTemplateExpression(node))
    return [node.head.text, ...node.templateSpans.map((s) => s.literal.text)];
  if (ts.isParenthesizedExpression(node)) return literalTexts(node.expression);
  if (ts.isConditionalExpression(node))
    return [...literalTexts(node.whenTrue), ...literalTexts(node.whenFalse)];
  if (ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.BarBarToken) {
    return [...literalTexts(node.left), ...literalTexts(node.right)];
  }
  return [];
}

/** The texts of one TSX source that should come from the catalogues: [{ line, text }]. */
export function findLiterals(source, fileName = 'file.tsx') {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found = [];
  const report = (node, text) => {
    if (!needsTranslation(text)) return;
    const { line } = file.getLineAndCharacterOfPosition(node.getStart(file));
    found.push({ line: line + 1, text: text.replace(/\s+/g, ' ').trim() });
  };
  const visit = (node) => {
    if (ts.isJsxText(node)) report(node, node.text);
    else if (
      ts.isJsxExpression(node) &&
      node.parent &&
      (ts.isJsxElement(node.parent) || ts.isJsxFragment(node.parent))
    ) {
      for (const text of literalTexts(node.expression)) report(node, text);
    } else if (ts.isJsxAttribute(node) && VISIBLE_ATTRIBUTES.has(node.name.getText(file))) {
      const value = node.initializer;
      if (value && ts.isStringLiteral(value)) report(node, value.text);
      else if (value && ts.isJsxExpression(value))
        for (const text of literalTexts(value.expression)) report(node, text);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

function tsxFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return tsxFiles(path);
    return entry.name.endsWith('.tsx') && !entry.name.endsWith('.test.tsx') ? [path] : [];
  });
}

/** Every component file with texts outside the catalogues, by path from the repository's root. */
export function scan(root = ROOT) {
  const result = new Map();
  for (const path of tsxFiles(join(root, 'web/src'))) {
    const found = findLiterals(readFileSync(path, 'utf8'), path);
    if (found.length > 0) result.set(relative(root, path).split('\\').join('/'), found);
  }
  return result;
}

/** What fails: files with literals missing from the baseline, and baseline files now clean (or gone). */
export function compare(found, baseline) {
  const listed = new Set(baseline);
  const unlisted = [...found.keys()].filter((file) => !listed.has(file));
  const clean = baseline.filter((file) => !found.has(file));
  return { unlisted, clean };
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const found = scan();
  if (process.argv.includes('--list')) {
    console.log(JSON.stringify([...found.keys()].sort(), null, 2));
    process.exit(0);
  }
  const { unlisted, clean } = compare(found, JSON.parse(readFileSync(BASELINE, 'utf8')));
  for (const file of unlisted) {
    console.error(`${file}: texts outside the catalogues (use t('…'), docs/I18N.md):`);
    for (const { line, text } of found.get(file)) console.error(`  line ${line}: ${JSON.stringify(text)}`);
  }
  for (const file of clean) {
    console.error(
      `${file} has no text outside the catalogues any more: remove it from scripts/i18n-baseline.json`,
    );
  }
  if (unlisted.length + clean.length > 0) process.exit(1);
  console.log(
    `i18n literals: ok (${found.size} files not converted yet, listed in scripts/i18n-baseline.json)`,
  );
}
