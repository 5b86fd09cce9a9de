import katex from 'katex';
import { describe, expect, it } from 'vitest';
import { LEVELS, THEMES, TYPES } from '../../lookups/seed-data/themes';
import { MARKET_SEED_QUESTIONS, type MarketSeedQuestion } from './questions';

const QUESTIONS = MARKET_SEED_QUESTIONS;
const ANSWER_KEYS = ['answer1', 'answer2', 'answer3', 'answer4'] as const;
const FIELDS_WITH_FORMULAS = ['text', ...ANSWER_KEYS, 'explanation'] as const;

/** Minimum number of questions per theme id; every other theme counts towards OTHER_THEMES_MINIMUM. */
const THEME_MINIMUMS: Record<number, number> = { 1: 70, 2: 45, 3: 40 };
const OTHER_THEMES_MINIMUM = 65;

/**
 * The formulas of a text, split as the web client does (web/src/lib/math-segments.ts): `$…$` or `$$…$$`,
 * with `\$` a literal dollar. An opening dollar without its closing one is reported as an error.
 */
function formulas(input: string): { tex: string[]; unclosed: boolean } {
  const tex: string[] = [];
  let i = 0;
  while (i < input.length) {
    if (input[i] === '\\' && input[i + 1] === '$') {
      i += 2;
      continue;
    }
    if (input[i] !== '$') {
      i++;
      continue;
    }
    const display = input[i + 1] === '$';
    const open = display ? 2 : 1;
    let close = -1;
    for (let j = i + open; j < input.length; j++) {
      if (input[j] === '\\') {
        j++;
        continue;
      }
      if (input[j] === '$' && (!display || input[j + 1] === '$')) {
        close = j;
        break;
      }
    }
    if (close <= i + open) return { tex, unclosed: true };
    tex.push(input.slice(i + open, close));
    i = close + open;
  }
  return { tex, unclosed: false };
}

function label(q: MarketSeedQuestion) {
  return `"${q.description}"`;
}

describe('market seed questions', () => {
  it('has at least 220 questions and the minimum per theme', () => {
    expect(QUESTIONS.length).toBeGreaterThanOrEqual(220);
    for (const [theme, minimum] of Object.entries(THEME_MINIMUMS)) {
      const count = QUESTIONS.filter((q) => q.theme === Number(theme)).length;
      expect(count, `${THEMES[Number(theme) - 1]} questions`).toBeGreaterThanOrEqual(minimum);
    }
    const others = QUESTIONS.filter((q) => !(q.theme in THEME_MINIMUMS)).length;
    expect(others, 'questions on the other themes').toBeGreaterThanOrEqual(OTHER_THEMES_MINIMUM);
  });

  it('uses theme, level and type ids that exist in the lookup lists', () => {
    for (const q of QUESTIONS) {
      expect(Number.isInteger(q.theme) && q.theme >= 1 && q.theme <= THEMES.length, label(q)).toBe(true);
      expect(Number.isInteger(q.level) && q.level >= 1 && q.level <= LEVELS.length, label(q)).toBe(true);
      expect(Number.isInteger(q.type) && q.type >= 1 && q.type <= TYPES.length, label(q)).toBe(true);
    }
  });

  it('has a short description, lower-case tags and a text for every question', () => {
    for (const q of QUESTIONS) {
      expect(q.description.trim(), 'description').not.toBe('');
      expect(q.description.length, label(q)).toBeLessThanOrEqual(120);
      expect(q.tags.trim(), label(q)).not.toBe('');
      expect(q.tags, label(q)).toBe(q.tags.toLowerCase());
      for (const tag of q.tags.split(',')) expect(tag.trim(), `${label(q)} has an empty tag`).not.toBe('');
      expect(q.text.trim(), label(q)).not.toBe('');
      expect(q.explanation.trim(), label(q)).not.toBe('');
    }
  });

  it('has at least answers 1 and 2 and a correct answer that points at a non-empty answer', () => {
    for (const q of QUESTIONS) {
      expect(q.answer1.trim(), label(q)).not.toBe('');
      expect(q.answer2.trim(), label(q)).not.toBe('');
      const filled = ANSWER_KEYS.filter((key) => q[key].trim() !== '').length;
      expect(filled, label(q)).toBeGreaterThanOrEqual(3);
      expect([1, 2, 3, 4], label(q)).toContain(q.correct_answer);
      expect(q[`answer${q.correct_answer}`].trim(), label(q)).not.toBe('');
    }
  });

  it('has distinct answers within each question', () => {
    for (const q of QUESTIONS) {
      const answers = ANSWER_KEYS.map((key) => q[key].trim()).filter((answer) => answer !== '');
      expect(new Set(answers).size, label(q)).toBe(answers.length);
    }
  });

  it('has no duplicate question texts or descriptions', () => {
    const texts = QUESTIONS.map((q) => q.text.trim().toLowerCase());
    expect(texts.filter((text, i) => texts.indexOf(text) !== i)).toEqual([]);
    const descriptions = QUESTIONS.map((q) => q.description.trim().toLowerCase());
    expect(descriptions.filter((description, i) => descriptions.indexOf(description) !== i)).toEqual([]);
  });

  it('spreads the correct answer evenly over the four positions', () => {
    for (const position of [1, 2, 3, 4]) {
      const share = QUESTIONS.filter((q) => q.correct_answer === position).length / QUESTIONS.length;
      expect(share, `share of correct answers in position ${position}`).toBeGreaterThanOrEqual(0.15);
      expect(share, `share of correct answers in position ${position}`).toBeLessThanOrEqual(0.35);
    }
  });

  it('renders every formula with KaTeX in its default settings', () => {
    const failures: string[] = [];
    let rendered = 0;
    for (const q of QUESTIONS) {
      for (const field of FIELDS_WITH_FORMULAS) {
        const { tex, unclosed } = formulas(q[field]);
        if (unclosed) failures.push(`${label(q)} ${field}: unclosed $`);
        for (const formula of tex) {
          try {
            expect(katex.renderToString(formula, { throwOnError: true })).toContain('class="katex"');
            rendered++;
          } catch (error) {
            failures.push(`${label(q)} ${field}: ${formula}: ${(error as Error).message}`);
          }
        }
      }
    }
    expect(failures).toEqual([]);
    expect(rendered).toBeGreaterThan(QUESTIONS.length);
  });

  it('writes chemistry with plain LaTeX, without mhchem', () => {
    for (const q of QUESTIONS) {
      for (const field of FIELDS_WITH_FORMULAS) expect(q[field], label(q)).not.toMatch(/\\(ce|pu)\{/);
    }
  });

  it('splits formulas like the web client, honouring \\$ as a literal dollar', () => {
    expect(formulas('Costs \\$4 or $x^2$ and $$\\frac{1}{2}$$')).toEqual({
      tex: ['x^2', '\\frac{1}{2}'],
      unclosed: false,
    });
    expect(formulas('an open $x + 1').unclosed).toBe(true);
  });
});
