import { ANSWER_MAX, QUESTION_TEXT_MAX } from '@quizzical/common';
import { parse } from 'csv-parse/sync';
import yauzl from 'yauzl';
import { readFirstSheet } from '../../../lib/spreadsheet';
import { choiceQuestion, decodeText, mapTex, nameFrom } from './mapping';
import type { ParsedFile } from './parsed-file';
import { collectQuestions, REASONS, UnreadableFileError } from './parsed-file';

/**
 * Kahoot's spreadsheet template (question, answers 1 to 4, time limit, correct answer(s)) as .xlsx
 * (lib/spreadsheet.ts) or .csv (csv-parse). The header row is found by its titles ("Question…", "Answer 1…",
 * "Correct answer(s)…"), anywhere in the first rows, so Kahoot's instructions above it are ignored.
 * The time limit is not imported: a quiz has one duration, not one per question.
 */

const HEADER_ROWS_SEARCHED = 30;
type Row = string[];

interface Columns {
  question: number;
  answers: number[];
  correct: number;
}

function columnsOf(row: Row): Columns | undefined {
  const find = (pattern: RegExp) => row.findIndex((cell) => pattern.test(cell.trim()));
  const question = find(/^question\b/i);
  const answers = [1, 2, 3, 4].map((n) => find(new RegExp(`^answer\\s*${n}\\b`, 'i')));
  const correct = find(/^correct/i);
  if (question < 0 || correct < 0 || answers[0] === -1 || answers[1] === -1) return undefined;
  return { question, answers: answers.filter((column) => column >= 0), correct };
}

/** The template's rows; `label(i)` names row i for the teacher ("Row 12"). */
function fromRows(rows: Row[], label: (i: number) => string): ParsedFile {
  const headerAt = rows.slice(0, HEADER_ROWS_SEARCHED).findIndex((row) => columnsOf(row));
  const columns = headerAt >= 0 ? columnsOf(rows[headerAt] ?? []) : undefined;
  if (!columns)
    throw new UnreadableFileError(
      `Rows 1 to ${HEADER_ROWS_SEARCHED}`,
      'no header row with Question, Answer 1, Answer 2… and Correct answer(s) columns',
    );
  const parsed = collectQuestions();
  rows.slice(headerAt + 1).forEach((row, offset) => {
    const cell = (column: number) => (row[column] ?? '').trim();
    const text = mapTex(cell(columns.question), QUESTION_TEXT_MAX);
    const given = columns.answers.map((column) => mapTex(cell(column), ANSWER_MAX));
    if (!text && given.every((answer) => !answer)) return; // an empty row of the template
    const name = nameFrom(label(headerAt + 1 + offset), text);
    const marked = [...new Set(cell(columns.correct).match(/\d+/g) ?? [])].map((n) => Number(n) - 1);
    if (marked.length > 1) {
      parsed.file.skipped.push({ name, reason: REASONS.multipleResponse });
      return;
    }
    // answers left empty in the template close up (A, B, D → A, B, C); the correct one moves along
    const kept = given.flatMap((answer, i) => (answer ? [i] : []));
    const correct = kept.indexOf(marked[0] ?? -1);
    const question = choiceQuestion(
      name,
      text,
      kept.map((i) => given[i] ?? ''),
      correct >= 0 ? [correct] : [],
    );
    parsed.add(question);
  });
  return parsed.file;
}

/** What an .xlsx may expand to: Kahoot's template of 200 questions is well under 1 MB. */
const XLSX_EXPANDED_MAX_MEGABYTES = 50;
const XLSX_EXPANDED_MAX = XLSX_EXPANDED_MAX_MEGABYTES * 2 ** 20;

/**
 * Inflates every entry of the zip once, counting the bytes it really gives, and rejects as soon as they
 * pass XLSX_EXPANDED_MAX: the sizes a zip states are the sender's word (a 1.5 MB file stating 1,000
 * bytes for 1.5 GB of sharedStrings.xml). yauzl reads the central directory, as exceljs's unzip does,
 * and also stops an entry the moment it gives more than it states (`validateEntrySizes`).
 */
function inflatedSizeWithinLimit(data: Buffer): Promise<void> {
  const tooLarge = new UnreadableFileError(
    'Workbook',
    `larger than ${XLSX_EXPANDED_MAX_MEGABYTES} MB uncompressed`,
  );
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(data, { lazyEntries: true, validateEntrySizes: true }, (opening, zip) => {
      if (opening || !zip) return reject(opening);
      let total = 0;
      zip.on('error', reject);
      zip.on('end', () => resolve());
      zip.on('entry', (entry: yauzl.Entry) => {
        // refused before inflating when even its stated size does not fit
        if (total + entry.uncompressedSize > XLSX_EXPANDED_MAX) return reject(tooLarge);
        zip.openReadStream(entry, (opened, stream) => {
          if (opened || !stream) return reject(opened);
          stream.on('data', (chunk: Buffer) => {
            total += chunk.length;
            if (total > XLSX_EXPANDED_MAX) {
              stream.destroy();
              reject(tooLarge);
            }
          });
          stream.on('error', reject);
          stream.on('end', () => zip.readEntry());
        });
      });
      zip.readEntry();
    });
  });
}

export async function parseXlsx(data: Buffer): Promise<ParsedFile> {
  try {
    await inflatedSizeWithinLimit(data);
  } catch (error) {
    if (error instanceof UnreadableFileError) throw error;
    const lie = error instanceof Error && error.message.startsWith('too many bytes in the stream');
    throw new UnreadableFileError(
      'Workbook',
      lie ? 'an entry inflates to more than the zip states' : 'not a readable .xlsx file',
    );
  }
  let rows: Row[] | undefined;
  try {
    rows = await readFirstSheet(data);
  } catch {
    throw new UnreadableFileError('Workbook', 'not a readable .xlsx file');
  }
  if (!rows) throw new UnreadableFileError('Workbook', 'it has no sheet');
  return fromRows(rows, (i) => `Row ${i + 1}`);
}

export function parseCsv(data: Buffer): ParsedFile {
  const text = decodeText(data);
  const firstLines = text.split(/\r?\n/, 5).join('\n');
  const count = (ch: string) => firstLines.split(ch).length;
  const delimiter = [';', '\t', ','].reduce((best, ch) => (count(ch) > count(best) ? ch : best), ',');
  let rows: Row[];
  try {
    rows = parse(text, { delimiter, relax_column_count: true, skip_empty_lines: false, bom: true });
  } catch (error) {
    const line = (error as { lines?: number }).lines;
    throw new UnreadableFileError(
      line ? `Line ${line}` : 'CSV',
      error instanceof Error ? error.message : 'cannot be read',
    );
  }
  return fromRows(rows, (i) => `Line ${i + 1}`);
}
