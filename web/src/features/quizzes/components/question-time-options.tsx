import { QUESTION_TIME_CHOICES } from '@quizzical/common';
import { useT } from '../../../lib/i18n';

/**
 * The `<option>`s of a hosted question's time, in seconds or whole minutes: the usual choices, and a time
 * set through the API outside them still shows as itself (`current`).
 */
export function QuestionTimeOptions({ current }: { current: number | null }) {
  const t = useT();
  const choices: number[] = [...QUESTION_TIME_CHOICES];
  if (current !== null && !choices.includes(current)) choices.push(current);
  choices.sort((a, b) => a - b);
  return choices.map((seconds) => (
    <option key={seconds} value={String(seconds)}>
      {seconds < 60 || seconds % 60
        ? t('quizzes.live.seconds', { count: seconds })
        : t('quizzes.live.minutes', { count: seconds / 60 })}
    </option>
  ));
}
