import type { ExportNotice, ExportNoticeCode } from '@quizzical/common';
import type { MessageKey, Translate } from '../../../lib/i18n';

const TEXTS: Record<ExportNoticeCode, MessageKey> = {
  'export.type_not_held': 'quizzes.export.notice.not_held',
  'export.partial_credit_only': 'quizzes.export.notice.partial_credit_only',
  'export.case_not_held': 'quizzes.export.notice.case_not_held',
  'export.images_left_out': 'quizzes.export.notice.images_left_out',
  'export.explanations_left_out': 'quizzes.export.notice.explanations_left_out',
};

/** `Quiz A (2, 5); Quiz B (1)`: the questions a notice names, by quiz, in the file's order. */
function questionList(notices: ExportNotice[]): string {
  const byQuiz = new Map<string, number[]>();
  for (const { quiz = '', question } of notices) {
    if (question !== undefined) byQuiz.set(quiz, [...(byQuiz.get(quiz) ?? []), question]);
  }
  return [...byQuiz].map(([quiz, places]) => `${quiz} (${places.join(', ')})`).join('; ');
}

/**
 * What a question file could not hold, one sentence per kind in the reader's language (the server
 * sends codes, never texts): the questions left out or written otherwise by quiz and place, the images
 * and explanations by count.
 */
export function exportNoticeTexts(notices: ExportNotice[], t: Translate): string[] {
  return (Object.keys(TEXTS) as ExportNoticeCode[]).flatMap((code) => {
    const ofCode = notices.filter((notice) => notice.code === code);
    if (ofCode.length === 0) return [];
    const count = ofCode.reduce((sum, notice) => sum + (notice.count ?? 1), 0);
    return [t(TEXTS[code], { count, list: questionList(ofCode) })];
  });
}
