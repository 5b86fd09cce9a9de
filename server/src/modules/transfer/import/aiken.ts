import { ANSWER_MAX, QUESTION_TEXT_MAX } from '@quizzical/common';
import { decodeText, mapTex, nameFrom } from './mapping';
import type { ParsedFile } from './parsed-file';
import { collectQuestions, UnreadableFileError } from './parsed-file';
import { choiceQuestion } from './taken-questions';

/**
 * Aiken (docs.moodle.org/en/Aiken_format), written by hand: the format is a few lines per question and
 * npm has no maintained parser for it. A question is its text, then options `A.` or `A)`, then
 * `ANSWER: X`. The text is plain: `<html>` in it stays text.
 */

const OPTION = /^([A-Z])[.)]\s+(.*)$/;
const ANSWER = /^ANSWER:\s*([A-Z])?\s*$/i;

export function parseAiken(data: Buffer): ParsedFile {
  const parsed = collectQuestions();
  let text: string[] = [];
  let textLine = 0;
  let options: { letter: string; text: string }[] = [];
  let index = 0;
  decodeText(data)
    .split(/\r\n|\r|\n/)
    .forEach((raw, i) => {
      const line = raw.trim();
      const where = `Line ${i + 1}`;
      if (!line) return;
      const answer = ANSWER.exec(line);
      const option = OPTION.exec(line);
      if (answer) {
        if (options.length === 0)
          throw new UnreadableFileError(where, 'ANSWER: comes before any option A., B.…');
        const letter = answer[1]?.toUpperCase() ?? '';
        const correct = options.findIndex((o) => o.letter === letter);
        if (correct < 0)
          throw new UnreadableFileError(where, `the answer ${letter || '(none)'} is not an option`);
        const questionText = mapTex(text.join('\n'), QUESTION_TEXT_MAX);
        const question = choiceQuestion(
          nameFrom(`Question ${++index} (line ${textLine})`, questionText),
          questionText,
          options.map((o) => mapTex(o.text, ANSWER_MAX)),
          [correct],
        );
        parsed.add(question);
        text = [];
        options = [];
      } else if (option && text.length > 0) {
        const expected = String.fromCharCode(65 + options.length);
        if (option[1] !== expected) throw new UnreadableFileError(where, `option ${expected} expected`);
        options.push({ letter: option[1], text: option[2] ?? '' });
      } else if (options.length > 0) {
        throw new UnreadableFileError(where, 'an option (A., B.…) or the ANSWER: line expected');
      } else {
        if (text.length === 0) textLine = i + 1;
        text.push(line);
      }
    });
  if (text.length > 0 || options.length > 0)
    throw new UnreadableFileError(`Line ${textLine}`, 'the question has no ANSWER: line');
  return parsed.file;
}
