import { getT } from '../../../lib/i18n';
import { spokenText } from '../../../lib/speech/spoken-text';

const sentence = (words: string) => (/[.?!:]$/.test(words) ? words : `${words}.`);

/**
 * A question and its answers as one reading, in the language on screen: "Question 2. … Answer A: ….".
 * The formulas are said by lib/speech, in the same language.
 */
export function readQuestion({
  number,
  text,
  answers,
}: {
  number: number;
  text: string;
  answers: { letter: string; text: string | null }[];
}): string {
  const t = getT();
  const parts = [sentence(t('taking.question.number', { number })), sentence(spokenText(text))];
  for (const answer of answers) {
    const said = answer.text ? spokenText(answer.text) : '';
    if (said) parts.push(sentence(t('taking.read_aloud.answer', { letter: answer.letter, text: said })));
  }
  return parts.join(' ');
}
