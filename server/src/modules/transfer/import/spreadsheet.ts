import {
  ANSWER_MAX,
  EXPLANATION_MAX,
  isQuestionType,
  QUESTION_TEXT_MAX,
  QUESTION_TIME_MAX,
  QUESTION_TIME_MIN,
  type QuestionType,
} from '@quizzical/common';
import { parse } from 'csv-parse/sync';
import yauzl from 'yauzl';
import { readFirstSheet } from '../../../lib/spreadsheet';
import { decodeText, mapTex, nameFrom, parseNumber } from './mapping';
import { isSkipped, type ParsedFile, REASONS, UnreadableFileError } from './parsed-file';
import {
  choiceQuestion,
  multipleQuestion,
  numericQuestion,
  orderingQuestion,
  pollQuestion,
  textQuestion,
  trueFalseQuestion,
  withExplanation,
} from './taken-questions';

/**
 * Kahoot's spreadsheet template (question, answers 1 to 4, time limit, correct answer(s)) as .xlsx
 * (lib/spreadsheet.ts) or .csv (csv-parse), with our own optional columns for every type (Type,
 * Explanation, Tolerance, Case sensitive, Partial credit: what our CSV export writes). The header row is
 * found by its titles ("Question…", "Answer 1…", "Correct answer(s)…"), anywhere in the first rows, so
 * Kahoot's instructions above it are ignored. The time limit is the question's time in a hosted game.
 */

const HEADER_ROWS_SEARCHED = 30;
type Row = string[];

interface Columns {
  question: number;
  answers: number[];
  correct: number;
  /** Our optional columns and Kahoot's time limit: -1 when the file has none. */
  timeLimit: number;
  type: number;
  explanation: number;
  tolerance: number;
  caseSensitive: number;
  partialCredit: number;
}

function columnsOf(row: Row): Columns | undefined {
  const find = (pattern: RegExp) => row.findIndex((cell) => pattern.test(cell.trim()));
  const question = find(/^question\b/i);
  const answers = [1, 2, 3, 4].map((n) => find(new RegExp(`^answer\\s*${n}\\b`, 'i')));
  const correct = find(/^correct/i);
  if (question < 0 || correct < 0 || answers[0] === -1 || answers[1] === -1) return undefined;
  return {
    question,
    answers: answers.filter((column) => column >= 0),
    correct,
    timeLimit: find(/^time\s*limit/i),
    type: find(/^type$/i),
    explanation: find(/^explanation$/i),
    tolerance: find(/^tolerance$/i),
    caseSensitive: find(/^case[\s-]*sensitive$/i),
    partialCredit: find(/^partial\s*credit$/i),
  };
}

/** A yes/no cell: empty gives `fallback`. */
function yesNo(cell: string, fallback: boolean): boolean {
  if (/^(yes|true|1|x)$/i.test(cell)) return true;
  if (/^(no|false|0)$/i.test(cell)) return false;
  return fallback;
}

/** Seconds of a time limit cell within what a hosted game allows, else undefined. */
function timeLimitOf(cell: string): number | undefined {
  const seconds = Number(cell);
  return Number.isInteger(seconds) && seconds >= QUESTION_TIME_MIN && seconds <= QUESTION_TIME_MAX
    ? seconds
    : undefined;
}

const isTrueFalsePair = (answers: string[]) =>
  answers.length === 2 && /^true$/i.test(answers[0] ?? '') && /^false$/i.test(answers[1] ?? '');

interface RowValues {
  name: string;
  text: string;
  /** The answers written, empty ones closed up (A, B, D → A, B, C). */
  kept: string[];
  /** The numbers of the correct answers as written (1-based, of the columns). */
  marked: number[];
  /** The indexes into `kept` of the marked answers. */
  correct: number[];
  correctCell: string;
  cell(column: number): string;
}

/** The row as one question of its type: the Type column's, else single, several (`1,3`) or true/false. */
function typedRow(type: QuestionType | undefined, row: RowValues, columns: Columns) {
  const { name, text, kept, correct } = row;
  const partialCredit = yesNo(row.cell(columns.partialCredit), true);
  switch (type ?? implicitType(row)) {
    case 'single':
      return choiceQuestion(name, text, kept, correct);
    case 'true_false': {
      const word = row.correctCell.toLowerCase();
      const isTrue = word === 'true' || (word !== 'false' && row.marked[0] === 1);
      return trueFalseQuestion(name, text, isTrue);
    }
    case 'multiple':
      return multipleQuestion(name, text, kept, correct, partialCredit);
    case 'text':
      return textQuestion(
        name,
        text,
        row.correctCell.split(/\r?\n/).filter((line) => line.trim()),
        yesNo(row.cell(columns.caseSensitive), false),
      );
    case 'numeric':
      return numericQuestion(
        name,
        text,
        parseNumber(row.correctCell),
        parseNumber(row.cell(columns.tolerance) || '0'),
      );
    case 'ordering':
      return orderingQuestion(name, text, kept, partialCredit);
    case 'poll':
      return pollQuestion(name, text, kept);
  }
}

/** Kahoot's template has no type: several correct answers are several answers, True/False is true/false. */
function implicitType({ kept, marked }: RowValues): QuestionType {
  if (marked.length > 1) return 'multiple';
  return isTrueFalsePair(kept) ? 'true_false' : 'single';
}

const NO_CELLS: Row = [];

/** The template's rows; `label(i)` names row i for the teacher ("Row 12"). */
function fromRows(rows: Row[], label: (i: number) => string): ParsedFile {
  const headerAt = rows.slice(0, HEADER_ROWS_SEARCHED).findIndex((row) => columnsOf(row));
  const header = headerAt >= 0 ? columnsOf(rows[headerAt] ?? []) : undefined;
  if (!header)
    throw new UnreadableFileError(
      `Rows 1 to ${HEADER_ROWS_SEARCHED}`,
      'no header row with Question, Answer 1, Answer 2… and Correct answer(s) columns',
    );
  const columns: Columns = header;
  const parsed: ParsedFile = { questions: [], skipped: [] };
  for (let at = headerAt + 1; at < rows.length; at++) readRow(at);
  return parsed;

  function readRow(at: number) {
    const row = rows[at] ?? [];
    const offset = at - headerAt - 1;
    // a row is read once: let it go, so that a file of a million rows is not held twice (rows and questions)
    rows[at] = NO_CELLS;
    // the `'` our CSV export writes before a cell a spreadsheet would read as a formula goes again
    const cell = (column: number) => {
      const value = column < 0 ? '' : (row[column] ?? '').trim();
      return value.startsWith("'") ? value.replace(/^'(?=[=+\-@\t\r])/, '') : value;
    };
    const text = mapTex(cell(columns.question), QUESTION_TEXT_MAX);
    const given = columns.answers.map((column) => mapTex(cell(column), ANSWER_MAX));
    if (!text && given.every((answer) => !answer)) return; // an empty row of the template
    const name = nameFrom(label(headerAt + 1 + offset), text);
    const typeCell = cell(columns.type);
    if (typeCell && !isQuestionType(typeCell)) {
      parsed.skipped.push({ name, reason: REASONS.otherType(typeCell) });
      return;
    }
    const correctCell = cell(columns.correct);
    const marked = [...new Set(correctCell.match(/\d+/g) ?? [])].map(Number);
    // answers left empty in the template close up (A, B, D → A, B, C); the correct ones move along
    const keptColumns = given.flatMap((answer, i) => (answer ? [i] : []));
    const values: RowValues = {
      name,
      text,
      kept: keptColumns.map((i) => given[i] ?? ''),
      marked,
      correct: marked.flatMap((n) => {
        const at = keptColumns.indexOf(n - 1);
        return at >= 0 ? [at] : [];
      }),
      correctCell,
      cell,
    };
    // an answer marked correct but left empty: the question has no valid key (reported as skipped)
    if (values.correct.length < marked.length) values.correct = [];
    const explanation = cell(columns.explanation);
    const typed = typedRow(typeCell ? (typeCell as QuestionType) : undefined, values, columns);
    const question = explanation ? withExplanation(typed, mapTex(explanation, EXPLANATION_MAX)) : typed;
    const timeLimit = timeLimitOf(cell(columns.timeLimit));
    if (isSkipped(question)) parsed.skipped.push(question);
    else parsed.questions.push(timeLimit ? { ...question, timeLimit } : question);
  }
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
