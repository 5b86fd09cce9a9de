import { describe, expect, it } from 'vitest';
import { exportedQuestion as question } from '../../../test/exported-question';
import { parseImportFile } from '../import';
import { writeAiken } from './aiken.writer';
import { writeGift } from './gift.writer';
import { writeMoodleXml } from './moodlexml.writer';
import { answersOf, type ExportedQuiz } from './question-text';

/** Texts with formulas, braces, GIFT's specials, backslashes and HTML typed as text. */
const quiz: ExportedQuiz = {
  title: 'Round trip',
  questions: [
    question(
      'Solve $\\frac{x}{2} \\neq 1$: x = ?',
      ['$x \\in \\{1, 2\\}$', '{braces} #1', 'a~b=c', 'none'],
      1,
    ),
    question('Is <b>this</b> bold & safe?', ['Yes', 'No'], 2),
    question('Path C:\\temp or \\n literally', ['back\\slash', 'colon: here', '100 %'], 3),
  ],
};

const multiLine: ExportedQuiz = {
  title: 'Lines',
  questions: [question('First line\nSecond line with $a^2$', ['one', 'two'], 2)],
};

/** What our import reads back from a file we wrote. */
async function readBack(format: 'moodlexml' | 'gift' | 'aiken', bank: ExportedQuiz) {
  const write = { moodlexml: writeMoodleXml, gift: writeGift, aiken: writeAiken }[format];
  const parsed = await parseImportFile(Buffer.from(write([bank])), format);
  expect(parsed.skipped).toEqual([]);
  return parsed.questions.map((q) => ({ text: q.text, answers: q.answers, correct: q.correct }));
}

const expected = (bank: ExportedQuiz) =>
  bank.questions.map((q) => ({
    text: q.text,
    answers: answersOf(q).map((a) => a.text),
    correct: q.correctAnswer - 1,
  }));

describe('our import reads back what our export wrote', () => {
  for (const format of ['moodlexml', 'gift', 'aiken'] as const) {
    it(`${format}: the same texts, formulas, braces, answers and correct answer`, async () => {
      expect(await readBack(format, quiz)).toEqual(expected(quiz));
    });
  }

  for (const format of ['moodlexml', 'gift'] as const) {
    it(`${format}: line breaks kept`, async () => {
      expect(await readBack(format, multiLine)).toEqual(expected(multiLine));
    });
  }

  it('aiken: a line break becomes a space (one line a question)', async () => {
    expect((await readBack('aiken', multiLine))[0]?.text).toBe('First line Second line with $a^2$');
  });

  it('takes the title back from the category (Moodle XML and GIFT)', async () => {
    for (const write of [writeMoodleXml, writeGift]) {
      const parsed = await parseImportFile(
        Buffer.from(write([{ ...quiz, title: 'Acids / bases' }])),
        undefined,
      );
      expect(parsed.title).toBe('Acids / bases');
    }
  });
});
