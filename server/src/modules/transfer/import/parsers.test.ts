import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { QUESTION_TEXT_MAX } from '@quizzical/common';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { lyingXlsx } from '../../../test/hostile-files';
import { detectFormat, parseImportFile } from '.';
import { parseAiken } from './aiken';
import { parseGift } from './gift';
import { htmlToText, mapTex } from './mapping';
import { parseMoodleXml } from './moodle-xml';
import { UnreadableFileError } from './parsed-file';
import { parseCsv, parseXlsx } from './spreadsheet';

/**
 * The import parsers against files covering every mapping rule of docs/FORMATS.md. The Moodle XML fixture
 * follows the structure Moodle itself writes (moodle/moodle, question/format/xml/tests/fixtures/
 * multichoice.xml and truefalse.xml: CDATA HTML, @@PLUGINFILE@@ files in base64, fraction attributes,
 * moodle_auto_format true/false answers); the Aiken one starts with the example of Moodle's Aiken
 * documentation (docs.moodle.org/en/Aiken_format); the CSV is Kahoot's template saved as CSV.
 */
const fixture = (name: string) => readFileSync(join(import.meta.dirname, 'fixtures', name));
const reasons = (skipped: { name: string; reason: string }[]) =>
  Object.fromEntries(skipped.map((s) => [s.name, s.reason]));

describe('the shared mapping', () => {
  it('turns HTML into plain text and keeps its line breaks, decoding entities after the tags go', () => {
    expect(htmlToText('<p>One<br/>two&nbsp;&amp; three</p><p>&lt;b&gt; stays</p>')).toBe(
      'One\ntwo & three\n<b> stays',
    );
    expect(htmlToText('<ul><li>a</li><li>b</li></ul>')).toBe('- a\n- b');
  });

  it('writes TeX as $$…$$, \\(…\\) or \\[…\\] with our $…$', () => {
    expect(mapTex('$$x^2$$, \\(y\\), \\[ z \\] and $w$', 100)).toBe('$x^2$, $y$, $z$ and $w$');
    expect(mapTex('\\(a\\) and \\( open and $$ open', 100)).toBe('$a$ and \\( open and $$ open');
    // longer than the field may be once mapped: left as it is, for the length check to refuse
    expect(mapTex(`\\(${'x'.repeat(20)}\\)`, 10)).toBe(`\\(${'x'.repeat(20)}\\)`);
  });
});

describe('Moodle XML', () => {
  const parsed = parseMoodleXml(fixture('moodle-bank.xml'));

  it('names the quiz after the first category and takes every type Moodle and we share', () => {
    expect(parsed.title).toBe('Acids and bases');
    expect(parsed.questions.map(({ image: _image, ...q }) => q)).toEqual([
      {
        name: 'pH of water',
        type: 'single',
        text: 'What is the pH of pure water?\nAt 25 °C & 1 atm.',
        answers: ['$\\frac{14}{2} - 1$', '$7$', '8'],
        correct: [1],
        explanation: 'Neutral.',
      },
      {
        name: 'Acids turn litmus blue',
        type: 'true_false',
        text: 'Acids turn blue litmus paper blue.',
        answers: [],
        correct: [1],
      },
      {
        name: 'Strong acids',
        type: 'multiple',
        text: 'Which are strong acids?',
        answers: ['HCl', 'HNO3', 'CH3COOH'],
        correct: [0, 1],
        fields: { partial_credit: true },
      },
      {
        name: 'Formula of water',
        type: 'text',
        text: 'Formula of water?',
        answers: [],
        correct: [],
        fields: { accepted_answers: ['H2O', 'H₂O'], case_sensitive: true },
      },
      {
        name: 'pKw',
        type: 'numeric',
        text: 'What is pKw at 25 °C?',
        answers: [],
        correct: [],
        fields: { correct_value: 14, tolerance: 0.05 },
        explanation: '$K_w = 10^{-14}$',
      },
      {
        name: 'Acid strength',
        type: 'ordering',
        text: 'Order from the strongest acid.',
        answers: ['HCl', 'HF', 'H2O'],
        correct: [],
        fields: { partial_credit: false },
      },
    ]);
  });

  it('takes the embedded image of the question text, and reports the image of an answer', () => {
    expect(parsed.questions[0]?.image?.subarray(1, 4).toString()).toBe('PNG');
    expect(parsed.questions[1]?.image).toBeUndefined();
    expect(reasons(parsed.skipped)['pH of water']).toBe('image in an answer left out');
  });

  it('skips the kinds we do not have with their reason, and says what of a question was left out', () => {
    expect(reasons(parsed.skipped)).toEqual({
      'pH of water': 'image in an answer left out',
      'Five answers': 'more than four answers',
      'Two right': 'no single correct answer',
      'Explain buffers': 'essay',
      'Match indicators': 'matching',
      'Formula of water': 'answers worth part of the mark left out',
      Cloze: 'question type "multianswer" is not imported',
    });
  });

  it('refuses a broken file with the line of the problem', () => {
    const broken = Buffer.from('<?xml version="1.0"?>\n<quiz>\n<question type="multichoice">\n</quiz>');
    expect(() => parseMoodleXml(broken)).toThrow(UnreadableFileError);
    expect(() => parseMoodleXml(broken)).toThrow(/^Line \d+: /);
    expect(() => parseMoodleXml(Buffer.from('<?xml version="1.0"?><html></html>'))).toThrow(
      'Element <quiz>: not found',
    );
  });
});

describe('GIFT', () => {
  const parsed = parseGift(fixture('bank.gift'));

  it('takes every type GIFT has, decoding escapes, dropping feedback, mapping TeX', () => {
    expect(parsed.title).toBe('Physics');
    const single = (name: string, text: string, answers: string[], right: number) => ({
      name,
      type: 'single',
      text,
      answers,
      correct: [right],
    });
    const numeric = (name: string, text: string, value: number, tolerance: number) => ({
      name,
      type: 'numeric',
      text,
      answers: [],
      correct: [],
      fields: { correct_value: value, tolerance },
    });
    expect(parsed.questions).toEqual([
      single(
        'Speed of light',
        'What is the speed of light in : vacuum',
        ['about 300 000 km/s', 'about 300 km/s', 'it is infinite'],
        0,
      ),
      single(
        'Energy',
        "Which formula is Einstein's?",
        ['$E = mc$', '$E = mc^2$', '$E = mc^2$', '$E^2$ {braces}'],
        2,
      ),
      {
        name: 'Question 3 (line 12): Is the Earth flat? <b>really</b>',
        type: 'true_false',
        text: 'Is the Earth flat? <b>really</b>',
        answers: [],
        correct: [1],
      },
      { name: 'Sun', type: 'true_false', text: 'The Sun is a star.\nRight?', answers: [], correct: [0] },
      {
        name: 'Question 5 (line 16): Grant is buried in _____ tomb.',
        type: 'text',
        text: 'Grant is buried in _____ tomb.',
        answers: [],
        correct: [],
        fields: { accepted_answers: ["Grant's tomb", 'Grant'], case_sensitive: false },
      },
      numeric('Numerical', 'What is 2+2?', 4, 0),
      {
        name: 'Multiple',
        type: 'multiple',
        text: 'Which are planets?',
        answers: ['Mars', 'Venus', 'Sun'],
        correct: [0, 1],
        fields: { partial_credit: true },
      },
      single('Question 12 (line 30): Two = signs and a # hash', 'Two = signs and a # hash', ['yes', 'no'], 0),
      numeric('Range', 'A number from 1 to 5?', 3, 2),
      numeric('Tolerance', 'What is a number from 1 to 5?', 3, 2),
      { ...numeric('Pi', 'The value of π?', 3.14, 0.01), explanation: '$\\pi$ is irrational.' },
      {
        name: 'Animal',
        type: 'text',
        text: 'Which is the best animal?',
        answers: [],
        correct: [],
        fields: { accepted_answers: ['Frog'], case_sensitive: false },
      },
      {
        name: 'Answer',
        type: 'true_false',
        text: '42 is the Absolute Answer to everything.',
        answers: [],
        correct: [1],
        explanation: "This is a Hitchhiker's Guide to the Galaxy reference.",
      },
    ]);
  });

  it('skips the other kinds with their reasons, and says what of a question was left out', () => {
    expect(parsed.skipped).toEqual([
      { name: 'Essay', reason: 'essay' },
      { name: 'Matching', reason: 'matching' },
      { name: 'Five', reason: 'more than four answers' },
      { name: 'Title only description', reason: 'description (no answers)' },
      { name: 'Pi', reason: 'answers worth part of the mark left out' },
      { name: 'Animal', reason: 'answers worth part of the mark left out' },
    ]);
  });

  it('drops the format markers before answers and feedback, as Moodle does, reading [html] answers as HTML', () => {
    const gift =
      '::M:: Colour? {=[plain]blue#[html]<b>yes</b> ~[html]<b>red</b> ~%0%[markdown]green#[moodle]no}';
    expect(parseGift(Buffer.from(gift)).questions).toEqual([
      { name: 'M', type: 'single', text: 'Colour?', answers: ['blue', 'red', 'green'], correct: [0] },
    ]);
  });

  it('says so when a { inside a formula is not escaped, and takes the formula whose braces are', () => {
    const gift =
      '::F:: What is $\\frac{1}{2}$? {=half ~third}\n\n::G:: What is \\(\\frac\\{1\\}\\{2\\}\\)? {=half ~third}';
    const parsed = parseGift(Buffer.from(gift));
    expect(parsed.skipped).toEqual([{ name: 'F', reason: 'a { inside a formula is not escaped as \\{' }]);
    expect(parsed.questions).toEqual([
      {
        name: 'G',
        type: 'single',
        text: 'What is $\\frac{1}{2}$?',
        answers: ['half', 'third'],
        correct: [0],
      },
    ]);
  });

  it('refuses answers that are never closed, with the line', () => {
    expect(() => parseGift(Buffer.from('// x\n\n::Q:: Open {=a ~b\n'))).toThrow(
      'Line 3: the answers opened with { are not closed with }',
    );
  });
});

describe('Aiken', () => {
  const parsed = parseAiken(fixture('bank-aiken.txt'));

  it('takes questions of up to four options; its text stays text', () => {
    expect(parsed.questions).toEqual([
      {
        name: 'Question 1 (line 1): What is the correct answer to this quest…',
        type: 'single',
        text: 'What is the correct answer to this question?',
        answers: ['Is it this one?', 'Maybe this answer?', 'Possibly this one?', 'Must be this one!'],
        correct: [3],
      },
      {
        name: 'Question 3 (line 17): Is <b>this</b> bold? $x^2$',
        type: 'single',
        text: 'Is <b>this</b> bold? $x^2$',
        answers: ['No, it is text', 'Yes'],
        correct: [0],
      },
    ]);
    expect(parsed.skipped.map((s) => s.reason)).toEqual(['more than four answers']);
  });

  it('refuses a question without its ANSWER: line, or an answer that is not an option, with the line', () => {
    expect(() => parseAiken(Buffer.from('Q?\nA. a\nB. b\n'))).toThrow(
      'Line 1: the question has no ANSWER: line',
    );
    expect(() => parseAiken(Buffer.from('Q?\nA. a\nB. b\nANSWER: C\n'))).toThrow(
      'Line 4: the answer C is not an option',
    );
  });
});

describe("Kahoot's spreadsheet template", () => {
  it('reads the CSV below its instruction lines; several correct answers "1,3", True/False, time limits', () => {
    const parsed = parseCsv(fixture('kahoot.csv'));
    expect(parsed.questions).toEqual([
      {
        name: 'Line 4: What is 2 + 2?',
        type: 'single',
        text: 'What is 2 + 2?',
        answers: ['3', '4', '5'],
        correct: [1],
        timeLimit: 20,
      },
      {
        name: 'Line 5: Which is a formula, $a^2$?',
        type: 'single',
        text: 'Which is a formula, $a^2$?',
        answers: ['$a^2$', 'a2'],
        correct: [0],
        timeLimit: 30,
      },
      {
        name: 'Line 6: Which are even?',
        type: 'multiple',
        text: 'Which are even?',
        answers: ['2', '3', '4', '5'],
        correct: [0, 2],
        fields: { partial_credit: true },
        timeLimit: 20,
      },
      {
        name: 'Line 10: Skips an empty answer, =SUM(1)',
        type: 'single',
        text: 'Skips an empty answer, =SUM(1)',
        answers: ['A', 'B', 'D'],
        correct: [2],
        timeLimit: 20,
      },
      {
        name: 'Line 11: The Sun is a star.',
        type: 'true_false',
        text: 'The Sun is a star.',
        answers: [],
        correct: [0],
        timeLimit: 240,
      },
    ]);
    expect(parsed.skipped.map((s) => s.reason)).toEqual([
      'no single correct answer',
      'no single correct answer',
    ]);
  });

  it('reads the same columns from an .xlsx', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Sheet1');
    sheet.addRow(['Quiz template']);
    sheet.addRow([]);
    sheet.addRow([
      '',
      'Question - max 120 characters',
      'Answer 1',
      'Answer 2',
      'Answer 3',
      'Answer 4',
      'Time limit',
      'Correct answer(s)',
    ]);
    sheet.addRow([1, 'Capital of France?', 'Paris', 'Lyon', 'Nice', 'Lille', 20, 1]);
    sheet.addRow([2, 'Right answer empty', 'a', 'b', '', '', 3, '1,4']);
    const data = Buffer.from(await workbook.xlsx.writeBuffer());
    expect(detectFormat(data)).toBe('xlsx');
    const parsed = await parseXlsx(data);
    expect(parsed.questions).toEqual([
      {
        name: 'Row 4: Capital of France?',
        type: 'single',
        text: 'Capital of France?',
        answers: ['Paris', 'Lyon', 'Nice', 'Lille'],
        correct: [0],
        timeLimit: 20,
      },
    ]);
    expect(parsed.skipped).toEqual([{ name: 'Row 5: Right answer empty', reason: 'no correct answer' }]);
  });

  it('reads our own columns: every type, its explanation, tolerance, case and partial credit', () => {
    const csv = [
      'Question,Answer 1,Answer 2,Answer 3,Answer 4,Time limit (sec),Correct answer(s),Type,Explanation,Tolerance,Case sensitive,Partial credit',
      'Capital?,,,,,,"Paris\nparis ",text,Its largest city,,yes,',
      'Pi?,,,,,,"3,14",numeric,,0.01,,',
      'Order,one,two,three,,,,ordering,,,,no',
      'Favourite?,red,blue,,,,,poll,,,,',
      'Odd?,1,2,3,,,"1,3",multiple,,,,no',
      'Dark?,,,,,,false,true_false,,,,',
      'Hm?,a,b,,,,1,essay,,,,',
    ].join('\n');
    const parsed = parseCsv(Buffer.from(csv));
    expect(parsed.questions.map(({ name: _n, ...q }) => q)).toEqual([
      {
        type: 'text',
        text: 'Capital?',
        answers: [],
        correct: [],
        fields: { accepted_answers: ['Paris', 'paris'], case_sensitive: true },
        explanation: 'Its largest city',
      },
      {
        type: 'numeric',
        text: 'Pi?',
        answers: [],
        correct: [],
        fields: { correct_value: 3.14, tolerance: 0.01 },
      },
      {
        type: 'ordering',
        text: 'Order',
        answers: ['one', 'two', 'three'],
        correct: [],
        fields: { partial_credit: false },
      },
      { type: 'poll', text: 'Favourite?', answers: ['red', 'blue'], correct: [] },
      {
        type: 'multiple',
        text: 'Odd?',
        answers: ['1', '2', '3'],
        correct: [0, 2],
        fields: { partial_credit: false },
      },
      { type: 'true_false', text: 'Dark?', answers: [], correct: [1] },
    ]);
    expect(parsed.skipped.map((s) => s.reason)).toEqual(['question type "essay" is not imported']);
  });

  it('refuses a sheet without the header row', () => {
    expect(() => parseCsv(Buffer.from('a,b,c\n1,2,3\n'))).toThrow(/^Rows 1 to 30: no header row/);
  });
});

describe('hostile files', () => {
  it('reads megabytes of unclosed comments, tags, images and formulas in one pass', () => {
    const html = `<quiz><question type="multichoice"><questiontext><text>${'&lt;!--&lt;img &lt;$$ \\('.repeat(200_000)}</text></questiontext></question></quiz>`;
    expect(parseMoodleXml(Buffer.from(html)).skipped).toHaveLength(1);
    expect(htmlToText('<!--<script<img <'.repeat(200_000)).length).toBe(0);
    expect(detectFormat(Buffer.from('{'.repeat(64 * 1024)))).toBeUndefined();
    expect(detectFormat(Buffer.from(`${'\n'.repeat(64 * 1024)}x`))).toBeUndefined();
    expect(parseGift(Buffer.from(`Q {${'=a '.repeat(100_000)}}`)).questions).toMatchObject([
      { type: 'text', fields: { accepted_answers: ['a'] } },
    ]);
  });

  it('maps the formulas of each field in one pass: 10 MB of fields full of \\( map in well under two seconds', () => {
    // each field just under a question text's maximum, as many as a 10 MB file holds
    const field = '\\('.repeat(2_499);
    const started = performance.now();
    for (let i = 0; i < 2_000; i++) expect(mapTex(field, QUESTION_TEXT_MAX)).toBe(field);
    // about 0.2 s on two loaded cores; the lazy patterns took 14 s
    expect(performance.now() - started).toBeLessThan(2_000);
  });

  it('refuses an .xlsx whose entries declare more than 50 MB before inflating it', async () => {
    const workbook = new ExcelJS.Workbook();
    workbook.addWorksheet('Sheet1').addRow(['Question', 'Answer 1', 'Answer 2', 'Correct answer(s)']);
    const data = Buffer.from(await workbook.xlsx.writeBuffer());
    const entry = data.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]));
    data.writeUInt32LE(60 * 1024 * 1024, entry + 24);
    await expect(parseXlsx(data)).rejects.toThrow('larger than 50 MB uncompressed');
  });
});

describe('an .xlsx that lies about its sizes', () => {
  it('is refused in under a second: its real bytes are counted while inflating, before exceljs', async () => {
    const started = performance.now();
    await expect(parseXlsx(lyingXlsx())).rejects.toThrow(
      'Workbook: an entry inflates to more than the zip states',
    );
    expect(performance.now() - started).toBeLessThan(1_000);
  });
});

describe('recognising the format from the content', () => {
  it('knows each fixture, and refuses a file of no known format', async () => {
    expect(detectFormat(fixture('moodle-bank.xml'))).toBe('moodlexml');
    expect(detectFormat(fixture('bank.gift'))).toBe('gift');
    expect(detectFormat(fixture('bank-aiken.txt'))).toBe('aiken');
    expect(detectFormat(fixture('kahoot.csv'))).toBe('csv');
    await expect(parseImportFile(Buffer.from('just some words'), undefined)).rejects.toThrow(
      /^File: its format was not recognised/,
    );
  });
});
