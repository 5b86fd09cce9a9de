import { type Language, QUIZ_STATUS } from '@quizzical/common';
import { type MessageKey, translator } from '../../../i18n/catalogue';
import { type SheetInput, writeWorkbook } from '../../../lib/spreadsheet';
import { questionKeyOf } from '../../quizzes/quizzes.presenters';
import type { QuizWorkbookItem } from '../../quizzes/quizzes.types';
import { readableKey } from '../../results/results.presenters';

const STATUS_NAMES: Record<number, MessageKey> = {
  [QUIZ_STATUS.NOT_STARTED]: 'sheet.quiz.status_not_started',
  [QUIZ_STATUS.STARTED]: 'sheet.quiz.status_started',
  [QUIZ_STATUS.CLOSED]: 'sheet.quiz.status_closed',
};
const EXPORT_FILENAME = 'Quizzical_export.xlsx';

/**
 * One workbook for the selected quizzes: for each quiz a Settings, a Questions and a Results sheet. The
 * Results sheet is the results module's participants' table, the one 'Export results' writes (rank,
 * names, student number, status, times, duration, score, each answer as a letter, comment, rating).
 * Sheet names and headers are in the teacher's `language`; the file name is the spec's.
 */
export async function writeQuizzesWorkbook(items: QuizWorkbookItem[], language: Language) {
  const t = translator(language);
  const yesNo = (value: boolean) => t(value ? 'sheet.quiz.yes' : 'sheet.quiz.no');
  const sheets = items.flatMap(({ quiz, questions, results }): SheetInput[] => [
    {
      name: t('sheet.quiz.settings_name', { code: quiz.code }),
      widths: [22, 60],
      rows: [
        [t('sheet.quiz.setting'), t('sheet.quiz.value')],
        [t('sheet.quiz.title'), quiz.title],
        [t('sheet.quiz.description'), quiz.description],
        [t('sheet.quiz.code'), quiz.code],
        [
          t('sheet.quiz.status'),
          quiz.status in STATUS_NAMES ? t(STATUS_NAMES[quiz.status]) : String(quiz.status),
        ],
        [t('sheet.quiz.created'), quiz.createdDate.toISOString().slice(0, 10)],
        [t('sheet.quiz.duration'), quiz.duration],
        [t('sheet.quiz.number_students'), quiz.numberStudents ?? ''],
        [t('sheet.quiz.anonymous'), yesNo(quiz.anonymous)],
        [t('sheet.quiz.random_questions'), yesNo(quiz.randomQuestions)],
        [t('sheet.quiz.random_answers'), yesNo(quiz.randomAnswers)],
        [t('sheet.quiz.answers_available'), yesNo(quiz.answersAvailable)],
        [
          t('sheet.quiz.review_after'),
          t(quiz.reviewAfter === 'end' ? 'sheet.quiz.review_after_end' : 'sheet.quiz.review_after_close'),
        ],
        [t('sheet.quiz.comments_allowed'), yesNo(quiz.commentAllowed)],
        [t('sheet.quiz.rating_enabled'), yesNo(quiz.ratingEnabled)],
      ],
    },
    {
      name: t('sheet.quiz.questions_name', { code: quiz.code }),
      widths: [5, 50, 25, 25, 25, 25, 9],
      rows: [
        [
          t('sheet.questions.number'),
          t('sheet.questions.question'),
          'A',
          'B',
          'C',
          'D',
          t('sheet.questions.correct'),
        ],
        ...questions.map((question, i) => {
          // a true/false question's empty texts are True and False, as its students read them
          const [a, b] =
            question.type === 'true_false'
              ? [question.answer1 || t('sheet.answers.true'), question.answer2 || t('sheet.answers.false')]
              : [question.answer1, question.answer2];
          return [
            i + 1,
            question.text,
            a,
            b,
            question.answer3,
            question.answer4,
            readableKey(questionKeyOf(question), t),
          ];
        }),
      ],
    },
    {
      name: t('sheet.quiz.results_name', { code: quiz.code }),
      widths: results.header.map((title) => Math.max(6, Math.min(40, title.length + 2))),
      // an empty cell stays empty; texts are string cells, never formulas
      rows: [results.header, ...results.body.map((row) => row.map((cell) => (cell === '' ? null : cell)))],
    },
  ]);
  return { filename: EXPORT_FILENAME, file: (await writeWorkbook(sheets)).toString('base64') };
}
