import type { QuestionExportFormat } from '@quizzical/common';
import { writeAiken } from './aiken.writer';
import { writeGift } from './gift.writer';
import { writeMoodleXml } from './moodlexml.writer';
import type { ExportedQuiz } from './question-text';

type TextFormat = Exclude<QuestionExportFormat, 'xlsx'>;

const WRITERS: Record<TextFormat, { write: (quizzes: ExportedQuiz[]) => string; filename: string }> = {
  moodlexml: { write: writeMoodleXml, filename: 'Quizzical_export.xml' },
  gift: { write: writeGift, filename: 'Quizzical_export.gift.txt' },
  aiken: { write: writeAiken, filename: 'Quizzical_export.aiken.txt' },
};

/** The selected quizzes' questions as a Moodle question bank, in the spec's export shape (base64). */
export function exportQuestions(quizzes: ExportedQuiz[], format: TextFormat) {
  const writer = WRITERS[format];
  return { filename: writer.filename, file: Buffer.from(writer.write(quizzes), 'utf8').toString('base64') };
}
