import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type MarketQuestion, QUESTION_MESSAGES, type Quiz, typeFieldDefaults } from '@quizzical/common';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { questionContentOf } from '../../test/exported-question';
import { PRIME_NUMBERS } from '../../test/questions';
import { type ActiveUser, appWithTeacher, createStaffUser, type TestApp } from '../../test/test-app';
import { marketQuestions } from './market.table';

let t: TestApp, staff: ActiveUser, teacher: ActiveUser;

beforeAll(async () => {
  ({ t, teacher } = await appWithTeacher('types-teacher@example.com', { pro: 'MARKETTYPES' }));
  await t.app.database.db.delete(marketQuestions);
  staff = await createStaffUser(t, 'types-staff@example.com');
});
afterAll(() => t.close());

type Who = { auth: Record<string, string> } | null;
const call = (method: InjectOptions['method'], url: string, who: Who, payload?: InjectOptions['payload']) =>
  t.app.inject({ method, url, headers: who?.auth ?? {}, payload });

const market = { description: 'Every type', tags: 'types', theme: 1, level: 0, type: 2 };

/** One proposal of every kind of question, with fields of other kinds that must be ignored. */
const EVERY_TYPE = {
  single: { text: 'Capital of Switzerland?', answer1: 'Bern', answer2: 'Zurich', correct_answer: 1 },
  true_false: { question_type: 'true_false', text: 'The earth is flat.', correct_answer: 2 },
  multiple: {
    question_type: 'multiple',
    ...PRIME_NUMBERS,
    partial_credit: false,
    accepted_answers: ['ignored'],
  },
  text: {
    question_type: 'text',
    text: 'Capital of France?',
    answer1: 'ignored',
    accepted_answers: ['Paris', 'Lutèce'],
    case_sensitive: true,
  },
  numeric: { question_type: 'numeric', text: 'g in m/s²?', correct_value: 9.81, tolerance: 0.05 },
  ordering: {
    question_type: 'ordering',
    text: 'Smallest first',
    answer1: 'one',
    answer2: 'two',
    answer3: 'three',
    correct_value: 3,
  },
  poll: { question_type: 'poll', text: 'Did you like it?', answer1: 'Yes', answer2: 'No' },
} as const;
type Kind = keyof typeof EVERY_TYPE;
const KINDS = Object.keys(EVERY_TYPE) as Kind[];

async function propose(who: Who, fields: Record<string, unknown>) {
  const res = await call('POST', '/api/market/quizz', who, { ...market, ...fields });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ id: number }>().id;
}
const read = async (id: number, who: Who = staff) =>
  (await call('GET', `/api/market/quizz/${id}`, who)).json<MarketQuestion>();

/** The proposals of every kind, approved, by kind. */
let ids: Record<Kind, number>;
beforeAll(async () => {
  ids = {} as Record<Kind, number>;
  for (const kind of KINDS) {
    ids[kind] = await propose(teacher, { ...EVERY_TYPE[kind], description: `Kind ${kind}` });
    await call('PATCH', `/api/market/quizz/${ids[kind]}`, staff, { status: 1 });
  }
});

describe('market questions of every kind', () => {
  it('stores each kind with its fields beside the lookup type, other kinds’ fields at their defaults', async () => {
    const defaults = typeFieldDefaults();
    const single = await read(ids.single, null);
    // a proposal without question_type is the spec's single-answer question
    expect(single).toMatchObject({ question_type: 'single', type_id: 2, correct_answer: 1, ...defaults });
    expect(await read(ids.true_false, null)).toMatchObject({
      question_type: 'true_false',
      correct_answer: 2,
      ...defaults,
    });
    expect(await read(ids.multiple, null)).toMatchObject({
      question_type: 'multiple',
      ...defaults,
      correct_answers: [1, 3],
      partial_credit: false,
    });
    expect(await read(ids.text, null)).toMatchObject({
      question_type: 'text',
      answer1: '',
      ...defaults,
      accepted_answers: ['Paris', 'Lutèce'],
      case_sensitive: true,
    });
    expect(await read(ids.numeric, null)).toMatchObject({
      question_type: 'numeric',
      ...defaults,
      correct_value: 9.81,
      tolerance: 0.05,
    });
    expect(await read(ids.ordering, null)).toMatchObject({
      question_type: 'ordering',
      answer3: 'three',
      ...defaults,
    });
    expect(await read(ids.poll, null)).toMatchObject({ question_type: 'poll', ...defaults });
  });

  it('refuses a kind’s invalid fields with field errors', async () => {
    const refused = async (fields: Record<string, unknown>) => {
      const res = await call('POST', '/api/market/quizz', null, { ...market, text: 'Q', ...fields });
      expect(res.statusCode).toBe(400);
      return res.json();
    };
    expect(
      await refused({ question_type: 'multiple', answer1: 'a', answer2: 'b', correct_answers: [] }),
    ).toEqual({ correct_answers: [QUESTION_MESSAGES.correctAnswersMissing] });
    expect(await refused({ question_type: 'numeric' })).toEqual({
      correct_value: [QUESTION_MESSAGES.correctValueMissing],
    });
    expect(await refused({ question_type: 'text' })).toEqual({
      accepted_answers: [QUESTION_MESSAGES.acceptedAnswersMissing],
    });
    expect(await refused({ question_type: 'true_false', correct_answer: 3 })).toEqual({
      correct_answer: [QUESTION_MESSAGES.trueOrFalse],
    });
    expect(await refused({ question_type: 'ordering', answer1: 'a', answer2: 'b', answer4: 'd' })).toEqual({
      answer3: [QUESTION_MESSAGES.itemsWithGap],
    });
    expect(await refused({ question_type: 'puzzle', answer1: 'a', answer2: 'b' })).toEqual({
      question_type: [QUESTION_MESSAGES.invalidType],
    });
    // the lookup `type` stays an id: a kind's name there is refused
    expect(Object.keys(await refused({ ...EVERY_TYPE.single, type: 'multiple' }))).toEqual(['type']);
  });

  it('lets staff change a question’s kind and fields; a duplicate keeps them', async () => {
    const id = await propose(teacher, EVERY_TYPE.single);
    const edited = await call('PATCH', `/api/market/quizz/${id}`, staff, {
      ...market,
      ...EVERY_TYPE.single,
      question_type: 'numeric',
      correct_value: -1.5,
      tolerance: 0.25,
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({
      question_type: 'numeric',
      correct_value: -1.5,
      tolerance: 0.25,
      answer1: '',
      answer2: '',
    });
    const bad = await call('PATCH', `/api/market/quizz/${id}`, staff, {
      ...market,
      text: 'Q',
      question_type: 'multiple',
      answer1: 'a',
      answer2: 'b',
      correct_answers: [3],
    });
    expect(bad.json()).toEqual({ correct_answers: [QUESTION_MESSAGES.correctAnswersEmpty] });
    const copy = await call('POST', '/api/market/quizz/_duplicate', staff, { id: ids.text });
    expect(copy.statusCode).toBe(201);
    expect(copy.json()).toMatchObject({
      status: 0,
      question_type: 'text',
      accepted_answers: ['Paris', 'Lutèce'],
      case_sensitive: true,
    });
  });

  it('gives each kind and its fields in search results, and its lookup type filter still applies', async () => {
    const res = await call('POST', '/api/market/quizz/_search', null, {
      active: true,
      type: 2,
      keyword: 'kind',
    });
    const results = res.json<{ results: MarketQuestion[] }>().results;
    const byKind = Object.fromEntries(results.map((q) => [q.question_type, q]));
    expect(Object.keys(byKind).sort()).toEqual([...KINDS].sort());
    expect(byKind.multiple).toMatchObject({ correct_answers: [1, 3], partial_credit: false });
    expect(byKind.numeric).toMatchObject({ correct_value: 9.81, tolerance: 0.05 });
    expect(byKind.text).toMatchObject({ accepted_answers: ['Paris', 'Lutèce'], case_sensitive: true });
    // an unapproved proposal stays hidden from everyone but staff, whatever its kind
    const hidden = await propose(null, { ...EVERY_TYPE.numeric, description: 'Hidden numeric' });
    expect((await call('GET', `/api/market/quizz/${hidden}`, teacher)).statusCode).toBe(404);
    expect(
      (await call('POST', '/api/market/quizz/_search', null, { keyword: 'Hidden numeric' })).json().count,
    ).toBe(0);
  });

  it("finds a text question by an accepted answer and a numeric one by its value, not by other kinds' ignored fields", async () => {
    const found = async (keyword: string) =>
      (await call('POST', '/api/market/quizz/_search', null, { keyword }))
        .json<{ results: MarketQuestion[] }>()
        .results.map((q) => q.question_type);
    // accents and case do not matter, as for the other words
    expect(await found('lutece')).toEqual(['text']);
    expect(await found('Lutèce')).toEqual(['text']);
    expect(await found('9.81')).toEqual(['numeric']);
    // a multiple question's accepted answers are reset when stored, so they are not searched
    expect(await found('ignored')).toEqual([]);
  });

  it('a question from the basket keeps its kind and fields in a quiz, and students do not get its key', async () => {
    // what the basket carries (web/src/lib/basket.ts): the market's fields under the quiz's names
    const questions = await Promise.all(
      KINDS.map(async (kind) => {
        const q = await read(ids[kind], null);
        return { type: q.question_type, ...questionContentOf(q) };
      }),
    );
    const created = await call('POST', '/api/quizz', teacher, { title: 'From the market', questions });
    expect(created.statusCode, created.body).toBe(201);
    const quiz = created.json<Quiz>();
    const stored = (await call('GET', `/api/quizz/${quiz.code}`, teacher)).json<Quiz>().questions;
    expect(stored.map(({ id: _id, time_limit: _t, smallImageUrl: _s, bigImageUrl: _b, ...q }) => q)).toEqual(
      questions,
    );

    await call('POST', `/api/quizz/_start_now/${quiz.code}`, teacher);
    const start = await call('POST', `/api/quizz/response/_start/${quiz.code}`, null, {});
    expect(start.statusCode).toBe(201);
    const sent = JSON.stringify(start.json());
    for (const key of ['correct_answers', 'accepted_answers', 'correct_value', 'tolerance', 'Lutèce', '9.81'])
      expect(sent).not.toContain(key);
  });

  it('exports every kind to LaTeX with its key', async () => {
    const latex = async (kind: Kind) => {
      const res = await call('GET', `/latex/export/${ids[kind]}`, staff);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-disposition']).toBe(`attachment; filename="102_${ids[kind]}.tex"`);
      expect(res.body).toMatch(/^\\documentclass[\s\S]*\\end\{document\}\n$/);
      return res.body;
    };
    const correct = '\\quad $\\checkmark$ \\textbf{(correct)}';
    expect(await latex('single')).toContain(`\\item Bern ${correct}\n  \\item Zurich\n`);
    expect(await latex('true_false')).toContain(`\\item True\n  \\item False ${correct}\n`);
    const multiple = await latex('multiple');
    expect(multiple).toContain('Several answers may be correct (all or nothing)');
    expect(multiple).toContain(`\\item 2 ${correct}\n  \\item 4\n  \\item 5 ${correct}\n  \\item 9\n`);
    expect(await latex('text')).toContain(
      '\\textbf{Accepted answers} (case-sensitive):\n\\begin{enumerate}[label=--]\n  \\item Paris\n  \\item Lutèce\n',
    );
    expect(await latex('numeric')).toContain('\\textbf{Answer:} 9.81 $\\pm$ 0.05');
    expect(await latex('ordering')).toContain(
      'The correct order:}\n\n\\begin{enumerate}[label=\\arabic*.]\n  \\item one\n  \\item two\n  \\item three\n\\end{enumerate}',
    );
    const poll = await latex('poll');
    expect(poll).toContain('Poll: no correct answer.');
    expect(poll).not.toContain('checkmark');
  });

  // TeX Live is 400 MB that CI does not install: where it is (apt-get install texlive-latex-extra), the
  // documents are compiled for real
  it.runIf(existsSync('/usr/bin/pdflatex'))(
    'exports documents of every kind that pdflatex compiles',
    async () => {
      const formulas = await propose(teacher, {
        ...EVERY_TYPE.multiple,
        description: 'Signs # % & _ { } ~ ^ \\ and formulas',
        text: 'Which are equal to $\\frac{1}{2}$? 50 % of #1 & a_b ~ x^2 \\ {braces}',
        answer1: '$0.5$',
        answer2: '$$\\sqrt{2}$$',
        explanation: 'Since $\\frac{1}{2} = 0.5$ and 1/2 = 50 %.',
      });
      const dir = await mkdtemp(join(tmpdir(), 'latex-'));
      try {
        for (const id of [...KINDS.map((kind) => ids[kind]), formulas]) {
          const source = join(dir, `${id}.tex`);
          await writeFile(source, (await call('GET', `/latex/export/${id}`, staff)).body);
          execFileSync(
            'pdflatex',
            ['-interaction=nonstopmode', '-halt-on-error', '-output-directory', dir, source],
            {
              stdio: 'pipe',
            },
          );
          expect(existsSync(join(dir, `${id}.pdf`))).toBe(true);
        }
      } finally {
        await rm(dir, { recursive: true, force: true });
      }
    },
  );
});
