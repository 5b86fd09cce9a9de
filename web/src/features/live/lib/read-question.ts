import { getT } from '../../../lib/i18n';
import { spokenQuestion } from '../../../lib/speech/spoken-text';

/**
 * A question on the phone and its answers as one reading, in the language on screen: "Question 2 / 5.
 * … Answer A: …". The formulas are said by lib/speech, in the same language.
 */
export function readQuestion(question: {
  heading: string;
  text: string;
  answers: { letter: string; text: string | null }[];
}): string {
  const t = getT();
  return spokenQuestion({
    ...question,
    answerLine: (letter, text) => t('live.play.read_answer', { letter, text }),
  });
}
