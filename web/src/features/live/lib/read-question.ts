import { getT } from '../../../lib/i18n';
import { spokenText } from '../../../lib/speech/spoken-text';

const sentence = (words: string) => (/[.?!:]$/.test(words) ? words : `${words}.`);

/**
 * A question on the phone and its answers as one reading, in the language on screen: "Question 2 / 5.
 * … Answer A: …". The formulas are said by lib/speech, in the same language.
 */
export function readQuestion({
  heading,
  text,
  answers,
}: {
  heading: string;
  text: string;
  answers: { letter: string; text: string | null }[];
}): string {
  const t = getT();
  const parts = [sentence(heading), sentence(spokenText(text))];
  for (const answer of answers) {
    const said = answer.text ? spokenText(answer.text) : '';
    if (said) parts.push(sentence(t('live.play.read_answer', { letter: answer.letter, text: said })));
  }
  return parts.join(' ');
}
