import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { ERROR_TEXTS, FIELD_ERRORS_CODES, FIELD_TEXTS } from '@quizzical/common';
import { describe, expect, it } from 'vitest';

const DOC = fileURLToPath(new URL('../../../docs/ERRORS.md', import.meta.url));
const START = '<!-- generated from common/src/messages: start -->';
const END = '<!-- generated from common/src/messages: end -->';

const cell = (text: string) => text.replaceAll('|', '\\|').replaceAll('\n', ' ');
const table = (rows: Record<string, string>) =>
  [
    '| Code | English text |',
    '| --- | --- |',
    ...Object.entries(rows).map(([code, text]) => `| \`${code}\` | ${cell(text)} |`),
  ].join('\n');

/** The tables docs/ERRORS.md holds between its markers, made from the catalogues. */
function generated(): string {
  return [
    START,
    '',
    '### Error codes',
    '',
    table(ERROR_TEXTS),
    '',
    '### Codes of field-error answers',
    '',
    'Their messages are under the fields; the code names the answer as a whole.',
    '',
    table(FIELD_ERRORS_CODES),
    '',
    '### Field texts',
    '',
    'Texts under a field that are not the text of an error code (the request schemas and formulas).',
    '',
    table(FIELD_TEXTS),
    '',
    END,
  ].join('\n');
}

describe('the error catalogue', () => {
  it('is listed in docs/ERRORS.md, code by code (UPDATE_ERRORS_DOC=1 rewrites the tables)', () => {
    const doc = readFileSync(DOC, 'utf8');
    const start = doc.indexOf(START);
    const end = doc.indexOf(END);
    expect(start, 'docs/ERRORS.md has the generated part markers').toBeGreaterThanOrEqual(0);
    const current = doc.slice(start, end + END.length);
    if (process.env.UPDATE_ERRORS_DOC && current !== generated()) {
      writeFileSync(DOC, doc.replace(current, generated()));
      return;
    }
    expect(current).toBe(generated());
  });
});
