import type { QuestionType } from '@quizzical/common';
import { describe, expect, it } from 'vitest';
import { exportedQuestion as question, questionContentOf } from '../../../test/exported-question';
import { parseImportFile } from '../import';
import { type ImportedQuestion, UnreadableFileError } from '../import/parsed-file';
import { readImportFile } from '../import/read-file';
import { writeAiken } from './aiken.writer';
import { createNotes, type ExportedQuestion, type ExportedQuiz } from './bank';
import { writeCsv } from './csv.writer';
import { writeGift } from './gift.writer';
import { writeMoodleXml } from './moodlexml.writer';

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

/** One question of each type, each with an explanation, hard texts in their own fields. */
const EVERY_TYPE: Record<QuestionType, ExportedQuestion> = {
  single: question('Pick $x^2$', ['$x^2$', 'x = 2', 'a~b'], 1, { explanation: 'Because $x^2$ {is} it.' }),
  true_false: question('The Sun is a star: yes?', ['', ''], 2, { type: 'true_false', explanation: 'It is.' }),
  multiple: question('Which are even?', ['2', '3', '4 # four', '5'], 1, {
    type: 'multiple',
    correct_answers: [1, 3],
    explanation: 'Divisible by 2.',
  }),
  text: question('Capital of France?', ['', ''], 1, {
    type: 'text',
    accepted_answers: ['Paris', 'Paname = Paris', 'a<b'],
    explanation: 'The largest city.',
  }),
  numeric: question('What is $-99 \\div 8$?', ['', ''], 1, {
    type: 'numeric',
    correct_value: -12.375,
    tolerance: 0.005,
    explanation: 'Exactly -12.375.',
  }),
  ordering: question('From the smallest', ['atom', 'cell', 'organ: heart', 'body'], 1, {
    type: 'ordering',
    partial_credit: false,
    explanation: 'Size.',
  }),
  poll: question('Favourite colour?', ['red', 'blue'], 1, { type: 'poll' }),
};

const WRITERS = { moodlexml: writeMoodleXml, gift: writeGift, aiken: writeAiken, csv: writeCsv };
type Format = keyof typeof WRITERS;

/** The types each format holds: the others are left out with a notice. */
const HELD: Record<Format, QuestionType[]> = {
  moodlexml: ['single', 'true_false', 'multiple', 'text', 'numeric', 'ordering'],
  gift: ['single', 'true_false', 'multiple', 'text', 'numeric'],
  aiken: ['single'],
  csv: ['single', 'true_false', 'multiple', 'text', 'numeric', 'ordering', 'poll'],
};

function write(format: Format, bank: ExportedQuiz) {
  const notes = createNotes();
  return { data: Buffer.from(WRITERS[format]([bank], notes)), notices: notes.list() };
}

/** What our import reads back from a file we wrote. */
async function readBack(format: Format, bank: ExportedQuiz) {
  const parsed = await parseImportFile(write(format, bank).data, format);
  expect(parsed.skipped).toEqual([]);
  return parsed.questions.map((q: ImportedQuestion) => ({
    text: q.text,
    answers: q.answers,
    correct: q.correct,
  }));
}

const expected = (bank: ExportedQuiz) =>
  bank.questions.map((q) => ({
    text: q.text,
    answers: [q.answer1, q.answer2, q.answer3, q.answer4].filter(Boolean),
    correct: [q.correct_answer - 1],
  }));

/** The type's fields of a card as the editor stores it (what a round trip must keep). */
const keyOf = (q: ExportedQuestion) => ({ type: q.type, ...questionContentOf(q), time_limit: q.time_limit });

describe('our import reads back what our export wrote', () => {
  for (const format of ['moodlexml', 'gift', 'aiken', 'csv'] as const) {
    it(`${format}: the same texts, formulas, braces, answers and correct answer`, async () => {
      expect(await readBack(format, quiz)).toEqual(expected(quiz));
    });
  }

  for (const format of ['moodlexml', 'gift', 'csv'] as const) {
    it(`${format}: line breaks kept`, async () => {
      expect(await readBack(format, multiLine)).toEqual(expected(multiLine));
    });
  }

  it('aiken: a line break becomes a space (one line a question)', async () => {
    expect((await readBack('aiken', multiLine))[0]?.text).toBe('First line Second line with $a^2$');
  });

  it('takes the title back from the category (Moodle XML and GIFT)', async () => {
    for (const format of ['moodlexml', 'gift'] as const) {
      const parsed = await parseImportFile(
        write(format, { ...quiz, title: 'Acids / bases' }).data,
        undefined,
      );
      expect(parsed.title).toBe('Acids / bases');
    }
  });
});

describe('every type through each format', () => {
  for (const format of ['moodlexml', 'gift', 'csv'] as const) {
    it(`${format}: each type it holds comes back as the editor stores it, explanation included`, async () => {
      // only our CSV has a place for a hosted game's time per question
      const held = HELD[format].map((type) => ({
        ...EVERY_TYPE[type],
        time_limit: format === 'csv' ? 45 : null,
      }));
      const read = await readImportFile(write(format, { title: 'Types', questions: held }).data, format, 200);
      if (!read.readable) throw new UnreadableFileError(read.where, read.problem);
      expect(read.skipped).toEqual([]);
      expect(read.cards.map(({ card }) => keyOf(card as ExportedQuestion))).toEqual(held.map(keyOf));
    });
  }

  it('aiken: a single-answer question comes back; a true/false one as the choice True or False', async () => {
    const bank = { title: 'Aiken', questions: [EVERY_TYPE.single, EVERY_TYPE.true_false] };
    const parsed = await parseImportFile(write('aiken', bank).data, 'aiken');
    expect(parsed.questions.map((q) => [q.type, q.answers, q.correct])).toEqual([
      ['single', ['$x^2$', 'x = 2', 'a~b'], [0]],
      ['single', ['True', 'False'], [1]],
    ]);
  });

  for (const format of ['moodlexml', 'gift', 'aiken', 'csv'] as const) {
    it(`${format}: says which questions it cannot hold, and what it left out`, () => {
      const questions = Object.values(EVERY_TYPE).map((q) => ({ ...q, bigImageUrl: '/media/uploads/x.png' }));
      const { notices } = write(format, { title: 'Types', questions });
      const notHeld = notices.filter((n) => n.code === 'export.type_not_held');
      const leftOut = Object.keys(EVERY_TYPE).filter(
        (type) =>
          !HELD[format].includes(type as QuestionType) && !(format === 'aiken' && type === 'true_false'),
      );
      expect(notHeld.map((n) => n.type)).toEqual(leftOut);
      expect(notHeld.every((n) => n.quiz === 'Types' && n.question !== undefined)).toBe(true);
      const images = notices.find((n) => n.code === 'export.images_left_out')?.count;
      // Moodle XML embeds images (the service loads them); the other formats have none
      const written = questions.length - leftOut.length;
      expect(images).toBe(format === 'moodlexml' ? undefined : written);
    });
  }

  it('says when a format writes a question otherwise than we score it', () => {
    const strict = [
      question('Both?', ['a', 'b'], 1, { type: 'multiple', correct_answers: [1, 2], partial_credit: false }),
      question('Case?', ['', ''], 1, { type: 'text', accepted_answers: ['NaCl'], case_sensitive: true }),
    ];
    const codes = (format: Format) =>
      write(format, { title: 'Q', questions: strict }).notices.map((n) => [n.code, n.question]);
    expect(codes('gift')).toEqual([
      ['export.partial_credit_only', 1],
      ['export.case_not_held', 2],
    ]);
    expect(codes('moodlexml')).toEqual([['export.partial_credit_only', 1]]);
    expect(codes('csv')).toEqual([]);
  });
});
