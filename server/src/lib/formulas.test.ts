import {
  FIELD_MESSAGES,
  FORMULA_DEPTH_MAX,
  FORMULA_LENGTH_MAX,
  FORMULA_MESSAGES,
  formulaDepth,
  formulasOf,
  KATEX_OPTIONS,
} from '@quizzical/common';
import type { HTTPMethods } from 'fastify';
import katex from 'katex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LATEX_CATEGORIES } from '../modules/lookups/seed-data/latex';
import { MARKET_SEED_QUESTIONS } from '../modules/market/seed-data/questions';
import { type ActiveUser, appWithTeacher, createStaffUser, found, type TestApp } from '../test/test-app';
import { formulaIssues, formulaProblem, katexProblem } from './formulas';

/** The texts of a market question that may hold formulas. */
const MARKET_TEXT_FIELDS = [
  'description',
  'tags',
  'text',
  'answer1',
  'answer2',
  'answer3',
  'answer4',
  'explanation',
] as const;

/** The first problem among the formulas of a text (between dollars), or undefined. */
const textFormulaProblem = (text: string | null | undefined): string | undefined =>
  formulasOf(text ?? '')
    .map(({ tex, display }) => formulaProblem(tex, display))
    .find((problem) => problem !== undefined);

/** The formulas that once took every page showing them down (their source, between the dollars). */
const PAYLOADS = {
  'a recursive \\gdef': '\\gdef\\c#1{\\c{#1#1}}\\c{x}',
  '1,875 nested {': `${'{'.repeat(1875)}x${'}'.repeat(1875)}`,
  '1,085 nested x^{': `${'x^{'.repeat(1085)}x${'}'.repeat(1085)}`,
  '700 nested \\sqrt{': `${'\\sqrt{'.repeat(700)}x${'}'.repeat(700)}`,
};
type PayloadName = keyof typeof PAYLOADS;
const EXPECTED: Record<PayloadName, string> = {
  'a recursive \\gdef': FORMULA_MESSAGES.definesCommand,
  '1,875 nested {': FORMULA_MESSAGES.tooLong(FORMULA_LENGTH_MAX),
  '1,085 nested x^{': FORMULA_MESSAGES.tooLong(FORMULA_LENGTH_MAX),
  '700 nested \\sqrt{': FORMULA_MESSAGES.tooLong(FORMULA_LENGTH_MAX),
};
const CASES = Object.entries(PAYLOADS) as [PayloadName, string][];
const nested = (open: string, close: string, n: number) => `${open.repeat(n)}x${close.repeat(n)}`;

describe('one formula', () => {
  it.each(CASES)('makes KaTeX itself throw with the web options: %s', (_name, tex) => {
    expect(() => katex.renderToString(tex, { ...KATEX_OPTIONS })).toThrow(RangeError);
  });

  it.each(CASES)('is a problem, never an exception, when KaTeX throws: %s', (_name, tex) => {
    expect(katexProblem(tex)).toBe(FORMULA_MESSAGES.cannotRender(tex));
    expect(formulaProblem(tex)).toBeTypeOf('string');
  });

  it('is refused past the length, nesting and definition limits, before KaTeX runs', () => {
    expect(formulaProblem('x'.repeat(FORMULA_LENGTH_MAX))).toBeUndefined();
    expect(formulaProblem('x'.repeat(FORMULA_LENGTH_MAX + 1))).toBe(
      FORMULA_MESSAGES.tooLong(FORMULA_LENGTH_MAX),
    );
    const tooDeep = FORMULA_MESSAGES.tooDeep(FORMULA_DEPTH_MAX);
    for (const [open, close] of [
      ['{', '}'],
      ['x^{', '}'],
      ['\\sqrt{', '}'],
      ['\\left(', '\\right)'],
      ['\\begingroup ', '\\endgroup '],
    ]) {
      expect(formulaProblem(nested(open, close, FORMULA_DEPTH_MAX)), open).toBeUndefined();
      expect(formulaProblem(nested(open, close, FORMULA_DEPTH_MAX + 1)), open).toBe(tooDeep);
    }
    // the commands that apply to the rest of their group nest without braces
    expect(formulaProblem(`${'\\Huge '.repeat(FORMULA_DEPTH_MAX + 1)}x`)).toBe(tooDeep);
    expect(formulaProblem(`${'\\color{red}'.repeat(FORMULA_DEPTH_MAX + 1)}x`)).toBe(tooDeep);
    expect(formulaProblem(`{\\Huge x}`.repeat(FORMULA_DEPTH_MAX + 1))).toBeUndefined();
    // a comment hides closing braces from KaTeX, so it hides them from the count too
    expect(formulaDepth(`${'{'.repeat(20)}%${'}'.repeat(20)}\n${'{'.repeat(20)}x`)).toBe(40);
    expect(formulaDepth('\\{\\{\\{ x \\}')).toBe(0);
    for (const define of ['\\def\\a{x}\\a', '\\newcommand{\\a}{x}', '\\let\\a=\\b', '\\global\\def\\a{}']) {
      expect(formulaProblem(define), define).toBe(FORMULA_MESSAGES.definesCommand);
    }
  });

  it('keeps a definition that repeats its argument from taking the server down', () => {
    // 30 copies of 400 characters, three levels deep: KaTeX needed more than 4 GB before it died
    const bomb = `\\def\\a#1{${'#1'.repeat(30)}}\\a{\\a{\\a{${'x'.repeat(400)}}}}`;
    expect(bomb.length).toBeLessThan(FORMULA_LENGTH_MAX);
    expect(formulaProblem(bomb)).toBe(FORMULA_MESSAGES.definesCommand);
  });

  it('passes ordinary formulas, and formulas KaTeX shows in red as the web does', () => {
    for (const tex of [
      '\\frac{d}{dx}(x \\sin x) = \\sin x + x\\cos x',
      '\\begin{pmatrix} 1 & 2 \\\\ 3 & 4 \\end{pmatrix}',
      '\\left\\{ x \\in \\mathbb{R} : x^2 < 2 \\right\\}',
      '\\mathrm{H_2SO_4} \\rightarrow 2\\,\\mathrm{H^+} + \\mathrm{SO_4^{2-}}',
      '\\fract{1}{2}',
    ]) {
      expect(formulaProblem(tex), tex).toBeUndefined();
    }
  });

  it('passes every formula of the starter market', () => {
    for (const q of MARKET_SEED_QUESTIONS) {
      for (const field of MARKET_TEXT_FIELDS) {
        expect(textFormulaProblem(q[field]), `${q.description} ${field}`).toBeUndefined();
      }
    }
  });

  it('passes every example of the LaTeX help, which teachers copy into their questions', () => {
    for (const { commands } of LATEX_CATEGORIES) {
      for (const { example } of commands) expect(textFormulaProblem(example), example).toBeUndefined();
    }
  });

  it('gives way to other requests while it checks a large body', async () => {
    // distinct formulas (a formula already checked is not checked again), about 2 ms of KaTeX each
    const heavy = (i: number) => `$${nested('x^{', '}', FORMULA_DEPTH_MAX).replace('x}', `${i}}`)}$`;
    const fields = Array.from({ length: 30 }, (_, i): [string[], string] => [
      ['questions', String(i)],
      Array.from({ length: 10 }, (_, j) => heavy(i * 10 + j)).join(' and '),
    ]);
    let ticks = 0;
    const timer = setInterval(() => ticks++, 1);
    const issues = await formulaIssues(fields);
    clearInterval(timer);
    expect(issues).toEqual([]);
    expect(ticks).toBeGreaterThan(0);
  });
});

describe('the fields that hold formulas refuse what would take a page down', () => {
  let t: TestApp;
  let teacher: ActiveUser, staff: ActiveUser;

  beforeAll(async () => {
    // Pro: no free-plan limit in the way of the many quizzes below
    ({ t, teacher } = await appWithTeacher('teacher@example.com', { pro: 'FORMULASPRO' }));
    staff = await createStaffUser(t, 'staff@example.com');
  });
  afterAll(() => t?.close());

  const api = (
    method: HTTPMethods,
    url: string,
    who: { auth: Record<string, string> } | null,
    payload?: object,
  ) => t.app.inject({ method, url, headers: who?.auth ?? {}, payload });

  const card = (overrides: Record<string, string> = {}) => ({
    text: 'What is $\\frac{1}{2} + \\frac{1}{4}$?',
    answer1: '$\\frac{3}{4}$',
    answer2: '$\\frac{2}{6}$',
    answer3: '$\\frac{1}{8}$',
    answer4: '$1$',
    correct_answer: 1,
    ...overrides,
  });
  const quiz = (question: Record<string, string> = {}, description = 'Fractions with $\\frac{a}{b}$') => ({
    title: 'Fractions',
    description,
    questions: [card(), card(question)],
  });
  const marketQuestion = (overrides: Record<string, string> = {}) => ({
    description: 'Adding fractions',
    tags: 'fractions',
    ...card(),
    explanation: 'Same denominator: $\\frac{2}{4} + \\frac{1}{4}$.',
    ...overrides,
  });
  const MAX: Record<string, number> = {
    text: 5_000,
    answer1: 1_000,
    answer2: 1_000,
    answer3: 1_000,
    answer4: 1_000,
    description: 200,
    tags: 500,
  };

  /** The field's errors: exactly the formula's message when the text fits the field, at least one otherwise. */
  function expectRefused(errors: string[] | undefined, text: string, max: number, expected: string) {
    if (text.length <= max) expect(errors).toEqual([expected]);
    else expect(errors).toContain(FIELD_MESSAGES.tooLong(max));
  }

  let marketId: number;
  beforeAll(async () => {
    const res = await api('POST', '/api/market/quizz', null, marketQuestion());
    expect(res.statusCode).toBe(201);
    marketId = res.json().id;
  });

  it('still takes valid formulas everywhere', async () => {
    const created = await api('POST', '/api/quizz', teacher, quiz());
    expect(created.statusCode).toBe(201);
    const patched = await api('PATCH', `/api/quizz/${created.json().code}`, teacher, quiz());
    expect(patched.statusCode).toBe(200);
    const seed = found(
      MARKET_SEED_QUESTIONS.find((q) => q.text.includes('\\frac')),
      'a market seed question with a formula',
    );
    const proposed = await api('POST', '/api/market/quizz', null, seed);
    expect(proposed.statusCode).toBe(201);
    const edited = await api('PATCH', `/api/market/quizz/${marketId}`, staff, seed);
    expect(edited.statusCode).toBe(200);
    const approved = await api('PATCH', `/api/market/quizz/${marketId}`, staff, { status: 1 });
    expect(approved.statusCode).toBe(200);
  });

  describe.each(CASES)('%s', (name, tex) => {
    const formula = `Compute $${tex}$ please`;
    const expected = EXPECTED[name];

    it('in a quiz: created or edited, in any question field, with the field error of that question', async () => {
      const created = await api('POST', '/api/quizz', teacher, quiz());
      const code = created.json().code;
      for (const field of ['text', 'answer1', 'answer2', 'answer3', 'answer4']) {
        for (const [method, url] of [
          ['POST', '/api/quizz'],
          ['PATCH', `/api/quizz/${code}`],
        ]) {
          const res = await api(method, url, teacher, quiz({ [field]: formula }));
          expect(res.statusCode, `${method} ${field}`).toBe(400);
          const body = res.json();
          expect(body.questions[0], `${method} ${field}`).toEqual({});
          expectRefused(body.questions[1][field], formula, MAX[field], expected);
        }
      }
    });

    it('in a quiz description', async () => {
      const res = await api('POST', '/api/quizz', teacher, quiz({}, `$${tex}$`));
      expect(res.statusCode).toBe(400);
      expectRefused(res.json().description, `$${tex}$`, 80, expected);
    });

    it('in a market proposal and a staff edit, in the description, the tags, the text, any answer or the explanation', async () => {
      for (const field of MARKET_TEXT_FIELDS) {
        const max = MAX[field] ?? 5_000;
        const proposal = await api('POST', '/api/market/quizz', null, marketQuestion({ [field]: formula }));
        expect(proposal.statusCode, `proposal ${field}`).toBe(400);
        expectRefused(proposal.json()[field], formula, max, expected);
        const edit = await api(
          'PATCH',
          `/api/market/quizz/${marketId}`,
          staff,
          marketQuestion({ [field]: formula }),
        );
        expect(edit.statusCode, `edit ${field}`).toBe(400);
        expectRefused(edit.json()[field], formula, max, expected);
      }
    });
  });
});
