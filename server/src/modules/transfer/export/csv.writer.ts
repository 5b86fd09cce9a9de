import { type ExportedQuestion, type ExportedQuiz, type Notes, optionsOf } from './bank';

/**
 * The header: Kahoot's template (question, answers 1 to 4, time limit, correct answers), then our own
 * columns for every type, which our import reads back (transfer/import/spreadsheet.ts).
 */
const CSV_HEADER = [
  'Question',
  'Answer 1',
  'Answer 2',
  'Answer 3',
  'Answer 4',
  'Time limit (sec)',
  'Correct answer(s)',
  'Type',
  'Explanation',
  'Tolerance',
  'Case sensitive',
  'Partial credit',
];

const yesNo = (value: boolean) => (value ? 'yes' : 'no');

/** The `Correct answer(s)` cell: option numbers, the accepted answers a line each, or the value. */
function correctCell(question: ExportedQuestion): string {
  switch (question.type) {
    case 'single':
    case 'true_false':
      return String(question.correct_answer);
    case 'multiple':
      return question.correct_answers.join(',');
    case 'text':
      return question.accepted_answers.join('\n');
    case 'numeric':
      return String(question.correct_value ?? '');
    default:
      return '';
  }
}

function row(question: ExportedQuestion): string[] {
  // options close up on import: written in their slots, the empty ones stay empty
  const options = [question.answer1, question.answer2, question.answer3, question.answer4];
  const partial = question.type === 'multiple' || question.type === 'ordering';
  return [
    question.text,
    ...(optionsOf(question).length > 0 ? options : ['', '', '', '']),
    question.time_limit === null ? '' : String(question.time_limit),
    correctCell(question),
    question.type,
    question.explanation,
    question.type === 'numeric' ? String(question.tolerance) : '',
    question.type === 'text' ? yesNo(question.case_sensitive) : '',
    partial ? yesNo(question.partial_credit) : '',
  ];
}

/**
 * A cell a spreadsheet would read as a formula (`=`, `+`, `-`, `@`, a tab or carriage return) is
 * written after a `'` (OWASP's advice); our import drops that `'` again.
 */
const neutralised = (value: string) => (/^[=+\-@\t\r]/.test(value) ? `'${value}` : value);

/** RFC 4180: fields with a comma, quote or line break quoted, quotes doubled; CRLF between records. */
const field = (value: string) => {
  const text = neutralised(value);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
};

/**
 * Every question of the quizzes, one row each, in Kahoot's template with our columns: every type fits.
 * A CSV has no images: `notes` counts them. UTF-8 with a byte order mark, so that Excel reads accents.
 */
export function writeCsv(quizzes: ExportedQuiz[], notes: Notes): string {
  const rows = [CSV_HEADER];
  for (const quiz of quizzes) {
    for (const question of quiz.questions) {
      notes.imageLeftOut(question);
      rows.push(row(question));
    }
  }
  return `\uFEFF${rows.map((cells) => cells.map(field).join(',')).join('\r\n')}\r\n`;
}
