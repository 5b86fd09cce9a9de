import { QUIZ_STATUS, type Quiz } from '@quizzical/common';
import { type Language, useLanguage, useT } from '../../../lib/i18n';
import { formatDateTime } from '../../../lib/time-zone';
import { parseServerDate } from '../lib/quiz-format';

/** In the language on screen; English keeps the browser's own format. */
const whenIn = (value: string, language: Language) =>
  formatDateTime(parseServerDate(value).toISOString(), language === 'en' ? undefined : language);

/**
 * A scheduled quiz's times on the dashboard, in the teacher's time zone: "Opens …" until it has
 * opened, "Due …" while it has a deadline. Nothing for a quiz started and stopped by hand.
 */
export function ScheduleCaption({
  quiz,
  as: Tag = 'p',
}: {
  quiz: Pick<Quiz, 'status' | 'opens_at' | 'closes_at'>;
  as?: 'p' | 'span';
}) {
  const t = useT();
  const language = useLanguage();
  const parts = [
    quiz.opens_at && quiz.status === QUIZ_STATUS.NOT_STARTED
      ? t('quizzes.schedule.opens', { when: whenIn(quiz.opens_at, language) })
      : null,
    quiz.closes_at ? t('quizzes.schedule.due', { when: whenIn(quiz.closes_at, language) }) : null,
  ].filter((part): part is string => part !== null);
  if (parts.length === 0) return null;
  return <Tag className="dash-caption dash-schedule">{parts.join(' · ')}</Tag>;
}
