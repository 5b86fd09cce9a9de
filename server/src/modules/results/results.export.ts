import type { Language, Question, ResultsExportFormat } from '@quizzical/common';
import { type Translate, translator } from '../../i18n/catalogue';
import { writeWorkbook } from '../../lib/spreadsheet';
import type { QuizRow } from '../quizzes/quizzes.table';
import { type Cell, readableKey } from './results.presenters';
import type { SessionResultRow } from './results.repository';
import { type ParticipantsTable, participantsTable } from './results.sheet';

const LETTERS = ['A', 'B', 'C', 'D'];

/** RFC 4180: fields with a comma, quote or line break quoted, quotes doubled; CRLF between records. */
function toCsv(rows: Cell[][]): string {
  const field = (cell: Cell) => {
    const text = String(cell);
    return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
  };
  return `${rows.map((row) => row.map(field).join(',')).join('\r\n')}\r\n`;
}

const round3 = (x: number | null) => (x === null ? null : Math.round(x * 1000) / 1000);

/** The gradebook's workbook: the participants' table, then the item analysis with KR-20. */
function toWorkbook(table: ParticipantsTable, questions: Question[], t: Translate) {
  const { report, header, body } = table;
  const { n, kr20, items } = report.item_analysis;
  return writeWorkbook([
    {
      name: t('sheet.results.name'),
      // strings are written as strings, never as formulas; an empty cell is left empty
      rows: [header, ...body.map((row) => row.map((cell) => (cell === '' ? null : cell)))],
      freezeHeader: true,
    },
    {
      name: t('sheet.items.name'),
      rows: [
        [
          t('sheet.items.question'),
          t('sheet.items.correct_answer'),
          t('sheet.items.facility'),
          t('sheet.items.discrimination'),
          t('sheet.items.point_biserial'),
          ...LETTERS.map((letter) => t('sheet.items.share', { letter })),
        ],
        ...items.map((item, i) => [
          t('sheet.results.question', { number: i + 1 }),
          readableKey(questions[i], t),
          round3(item.facility),
          round3(item.discrimination),
          round3(item.pointBiserial),
          ...(item.distractorShares ?? [null, null, null, null]).map(round3),
        ]),
        [],
        [t('sheet.items.kr20'), round3(kr20)],
        [t('sheet.items.n'), n],
      ],
    },
  ]);
}

/**
 * The results of one quiz for a gradebook, in the spec's export shape (`filename`, base64 `file`); its
 * headers and sheet names in the teacher's language, the file name the spec's.
 */
export async function exportResults(
  quiz: QuizRow,
  questions: Question[],
  rows: SessionResultRow[],
  format: ResultsExportFormat,
  now: Date,
  zone: string,
  language: Language,
) {
  const t = translator(language);
  const table = participantsTable(quiz, questions, rows, now, zone, t);
  const filename = `Quizzical_results_${quiz.code}.${format}`;
  if (format === 'csv') {
    // a byte order mark, so that Excel reads UTF-8 names right
    const csv = `\uFEFF${toCsv([table.header, ...table.body])}`;
    return { filename, file: Buffer.from(csv, 'utf8').toString('base64') };
  }
  return { filename, file: (await toWorkbook(table, questions, t)).toString('base64') };
}
