import { typeFieldDefaults } from '@quizzical/common';
import type { ExportedQuestion } from '../modules/transfer/export/bank';

/**
 * A question as the export writers take it: its text, two to four answers, the correct one (1-based),
 * single-answer unless `fields` says otherwise (every other field at its default).
 */
export const exportedQuestion = (
  text: string,
  answers: string[],
  correctAnswer: number,
  fields: Partial<ExportedQuestion> = {},
): ExportedQuestion => ({
  type: 'single',
  text,
  answer1: answers[0] ?? '',
  answer2: answers[1] ?? '',
  answer3: answers[2] ?? '',
  answer4: answers[3] ?? '',
  correct_answer: correctAnswer,
  ...typeFieldDefaults(),
  explanation: '',
  time_limit: null,
  smallImageUrl: '',
  bigImageUrl: '',
  ...fields,
});
