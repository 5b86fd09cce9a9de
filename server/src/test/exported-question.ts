import { type ANSWER_FIELDS, typeFieldDefaults } from '@quizzical/common';
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

/**
 * What a copy of a question keeps besides its type: its card, its type's fields and its explanation (the
 * market's optional fields as they are).
 */
export const questionContentOf = (
  q: Partial<
    Pick<
      ExportedQuestion,
      | 'text'
      | (typeof ANSWER_FIELDS)[number]
      | 'correct_answer'
      | keyof ReturnType<typeof typeFieldDefaults>
      | 'explanation'
    >
  >,
) => ({
  text: q.text,
  answer1: q.answer1,
  answer2: q.answer2,
  answer3: q.answer3,
  answer4: q.answer4,
  correct_answer: q.correct_answer,
  correct_answers: q.correct_answers,
  partial_credit: q.partial_credit,
  accepted_answers: q.accepted_answers,
  case_sensitive: q.case_sensitive,
  correct_value: q.correct_value,
  tolerance: q.tolerance,
  explanation: q.explanation,
});
