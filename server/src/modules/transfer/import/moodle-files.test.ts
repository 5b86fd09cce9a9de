import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { detectFormat, parseImportFile } from '.';

/**
 * The import against files Moodle itself wrote: its own test data (fixtures/moodle/README.md names each
 * file's source). The same path as an upload: the format detected from the bytes, then its parser.
 */
const parse = async (name: string) => {
  const data = readFileSync(join(import.meta.dirname, 'fixtures', 'moodle', name));
  const format = detectFormat(data);
  return { format, ...(await parseImportFile(data, format)) };
};

describe("Moodle XML written by Moodle's question types", () => {
  it('true/false: the right answer and the general feedback as the explanation', async () => {
    const parsed = await parse('truefalse.moodle.xml');
    expect(parsed.format).toBe('moodlexml');
    expect(parsed.title).toBe('Test questions');
    expect(parsed.questions).toEqual([
      {
        name: 'true-false-001',
        type: 'true_false',
        text: 'The answer is true.',
        answers: [],
        correct: [0],
        explanation: 'You should have selected true.',
      },
    ]);
    expect(parsed.skipped).toEqual([]);
  });

  it('short answer: the full-mark answer accepted; the 80 % one said to be left out, the * catch-all dropped', async () => {
    const parsed = await parse('shortanswer.moodle.xml');
    expect(parsed.questions).toEqual([
      {
        name: 'shortanswer-001',
        type: 'text',
        text: 'Name an amphibian: __________',
        answers: [],
        correct: [],
        fields: { accepted_answers: ['frog'], case_sensitive: false },
        explanation: 'Generalfeedback: frog or toad would have been OK.',
      },
    ]);
    expect(parsed.skipped).toEqual([
      { name: 'shortanswer-001', reason: 'answers worth part of the mark left out' },
    ]);
  });

  it('leaves out, each with its reason: five choices, six items to order, matching, an essay', async () => {
    const skipped = async (name: string) => {
      const parsed = await parse(name);
      expect(parsed.questions).toEqual([]);
      return parsed.skipped;
    };
    expect(await skipped('multichoice.moodle.xml')).toEqual([
      { name: 'Multi-choice-001', reason: 'more than four answers' },
    ]);
    expect(await skipped('ordering.moodle.xml')).toEqual([
      { name: 'dd-ordering 1', reason: 'more than four answers' },
    ]);
    expect(await skipped('matching.moodle.xml')).toEqual([{ name: 'matching-001', reason: 'matching' }]);
    expect(await skipped('essay.moodle.xml')).toEqual([{ name: 'essay-001', reason: 'essay' }]);
    // a name in CDATA with HTML and comparison signs: read as its text
    expect(await skipped('error_invalid_grades.xml')).toEqual([
      { name: 'Question with invalid grades : x > 1 & x < 2', reason: 'more than four answers' },
    ]);
  });

  it('nested categories: titled after the first one, every question of every category taken', async () => {
    const parsed = await parse('nested_categories_with_questions.xml');
    expect(parsed.title).toBe('Iota');
    expect(parsed.questions.map((q) => [q.name, q.type, q.text, q.correct])).toEqual([
      ['Iota Question', 'true_false', 'Testing Iota Question', [0]],
      ['Kappa Question', 'true_false', 'Testing Kappa Question', [0]],
      ['Lambda Question', 'true_false', 'Testing Lambda Question', [0]],
      ['Mu Question', 'true_false', 'Testing Mu Question', [0]],
    ]);
    expect(parsed.skipped).toEqual([{ name: 'Kappa Essay Question', reason: 'essay' }]);
  });
});

describe("GIFT written for Moodle's GIFT format tests", () => {
  it('takes choices, fractions, a range, a short answer and true/false; leaves out the essay and the matching', async () => {
    const parsed = await parse('questions.gift.txt');
    expect(parsed.format).toBe('gift');
    expect(parsed.title).toBeUndefined();
    expect(parsed.questions).toEqual([
      {
        name: 'Q2',
        type: 'single',
        text: "What's between orange and green in the spectrum?",
        answers: ['yellow', 'red', 'blue'],
        correct: [0],
      },
      {
        // %50% twice and %-100% twice: several right answers, each worth part of the mark
        name: 'colours',
        type: 'multiple',
        text: "What's between orange and green in the spectrum?",
        answers: ['yellow', 'red', 'off-beige', 'blue'],
        correct: [0, 2],
        fields: { partial_credit: true },
      },
      {
        // {#3:2}: 3 give or take 2; text after the answers (Moodle's file has `";` there) marks
        // where the answer goes, as Moodle reads it
        name: 'Q5',
        type: 'numeric',
        text: 'What is a number from 1 to 5? _____ ";',
        answers: [],
        correct: [],
        fields: { correct_value: 3, tolerance: 2 },
      },
      {
        name: 'Shortanswer',
        type: 'text',
        text: 'Which is the best animal?',
        answers: [],
        correct: [],
        fields: { accepted_answers: ['Frog'], case_sensitive: false },
      },
      {
        name: 'Q1',
        type: 'true_false',
        text: '42 is the Absolute Answer to everything. _____ ";',
        answers: [],
        correct: [1],
        explanation: "This is, of course, a Hitchiker's Guide to the Galaxy reference.",
      },
      { name: '2-08 TSL', type: 'true_false', text: 'TSL is blablabla.', answers: [], correct: [0] },
      { name: '2-08 TSL', type: 'true_false', text: 'TSL is blablabla.', answers: [], correct: [0] },
    ]);
    expect(parsed.skipped).toEqual([
      { name: 'Q8', reason: 'essay' },
      { name: 'Moodle activities', reason: 'matching' },
      { name: 'Shortanswer', reason: 'answers worth part of the mark left out' },
    ]);
  });
});
