import { QUIZ_STATUS, type Quiz } from '@quizzical/common';
import { formatDateTime } from '../../../lib/time-zone';
import { parseServerDate } from '../lib/quiz-format';

// plain English, in one place, until the texts move to the catalogue
const texts = {
  opens: (when: string) => `Opens ${when}`,
  due: (when: string) => `Due ${when}`,
};

const when = (value: string) => formatDateTime(parseServerDate(value).toISOString());

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
  const parts = [
    quiz.opens_at && quiz.status === QUIZ_STATUS.NOT_STARTED ? texts.opens(when(quiz.opens_at)) : null,
    quiz.closes_at ? texts.due(when(quiz.closes_at)) : null,
  ].filter((part): part is string => part !== null);
  if (parts.length === 0) return null;
  return <Tag className="dash-caption dash-schedule">{parts.join(' · ')}</Tag>;
}
