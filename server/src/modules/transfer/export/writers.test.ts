import { XMLParser } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { exportedQuestion as question } from '../../../test/exported-question';
import { writeAiken } from './aiken.writer';
import { createNotes, type ExportedQuiz } from './bank';
import { escapeGift, writeGift } from './gift.writer';
import { writeMoodleXml } from './moodlexml.writer';

const quiz: ExportedQuiz = {
  title: 'Algebra / Year 1',
  questions: [
    question('Solve $\\frac{x}{2} = 1$: x?', ['$x=2$', '{1}', 'a~b#c', 'none'], 1),
    question('Is <b>this</b> bold?\nSecond line & more', ['Yes', 'No'], 2),
    question('Price: \\$5 or $$\\sqrt{2}$$ ]]>', ['back\\slash', 'colon: here'], 1),
  ],
};

describe('the Moodle XML writer', () => {
  const xml = writeMoodleXml([quiz], createNotes());
  const parsed = new XMLParser({ ignoreAttributes: false, parseTagValue: false }).parse(xml);
  const [category, ...questions] = parsed.quiz.question;

  it('names a category after the quiz, slashes doubled as Moodle reads them', () => {
    expect(category['@_type']).toBe('category');
    expect(category.category.text).toBe('$course$/top/Algebra // Year 1');
  });

  it('writes single-answer multiple choice with fraction 100 on the correct answer only', () => {
    expect(questions.map((q: { '@_type': string }) => q['@_type'])).toEqual(Array(3).fill('multichoice'));
    expect(questions[0].single).toBe('true');
    expect(questions[0].answer.map((a: { '@_fraction': string }) => a['@_fraction'])).toEqual([
      '100',
      '0',
      '0',
      '0',
    ]);
    expect(questions[1].answer.map((a: { '@_fraction': string }) => a['@_fraction'])).toEqual(['0', '100']);
  });

  it('writes formulas as \\(…\\) and $$…$$ for the TeX filter, and text as escaped HTML', () => {
    expect(questions[0].questiontext.text).toBe('Solve \\(\\frac{x}{2} = 1\\): x?');
    expect(questions[0].answer[0].text).toBe('\\(x=2\\)');
    // the XML parser decodes one level: what Moodle stores is HTML that shows the tags as text
    expect(questions[1].questiontext.text).toBe('Is &lt;b&gt;this&lt;/b&gt; bold?<br>Second line &amp; more');
    expect(questions[2].questiontext.text).toBe('Price: $5 or $$\\sqrt{2}$$ ]]&gt;');
  });
});

describe('the GIFT writer', () => {
  it('escapes ~ = # { } : and the backslash, and writes line breaks as \\n', () => {
    expect(escapeGift('a~b=c#d{e}f:g\\h\ni')).toBe('a\\~b\\=c\\#d\\{e\\}f\\:g\\\\h\\ni');
  });

  it('writes each question with = before the correct answer and ~ before the others', () => {
    const gift = writeGift([quiz], createNotes());
    expect(gift).toContain('$CATEGORY: $course$/top/Algebra // Year 1\n');
    expect(gift).toContain(
      '::Q1::[html]Solve \\\\(\\\\frac\\{x\\}\\{2\\} \\= 1\\\\)\\: x? {\n\t=\\\\(x\\=2\\\\)\n\t~\\{1\\}\n\t~a\\~b\\#c\n\t~none\n}\n',
    );
    expect(gift).toContain(
      '::Q2::[html]Is &lt;b&gt;this&lt;/b&gt; bold?<br>Second line &amp; more {\n\t~Yes\n\t=No\n}',
    );
    expect(gift).toContain('\t=back\\\\slash\n\t~colon\\: here\n');
  });

  it('leaves no unescaped brace inside a text, so every question has exactly one answer block', () => {
    const gift = writeGift([quiz], createNotes());
    const unescaped = gift.replace(/\\\\/g, '').replace(/\\[{}]/g, '');
    expect(unescaped.match(/\{/g)).toHaveLength(3);
    expect(unescaped.match(/\}/g)).toHaveLength(3);
  });
});

describe('the Aiken writer', () => {
  it('writes the question on one line, lettered answers, and ANSWER:', () => {
    expect(writeAiken([quiz], createNotes()).split('\n')).toEqual([
      'Solve \\(\\frac{x}{2} = 1\\): x?',
      'A. \\(x=2\\)',
      'B. {1}',
      'C. a~b#c',
      'D. none',
      'ANSWER: A',
      '',
      'Is <b>this</b> bold? Second line & more',
      'A. Yes',
      'B. No',
      'ANSWER: B',
      '',
      'Price: $5 or $$\\sqrt{2}$$ ]]>',
      'A. back\\slash',
      'B. colon: here',
      'ANSWER: A',
      '',
    ]);
  });
});
