import { describe, expect, it } from 'vitest';
import { spokenFormula, spokenQuestion, spokenText } from './spoken-text';

describe('the spoken text of formulas', () => {
  it('reads fractions, powers and roots in words', () => {
    expect(spokenFormula('\\frac{1}{2} + \\frac{1}{4}')).toBe('1 over 2 plus 1 over 4');
    expect(spokenFormula('x^2 + y^3 = z^{n+1}')).toBe(
      'x squared plus y cubed equals z to the power of n plus 1',
    );
    expect(spokenFormula('\\sqrt{16} \\times 3')).toBe('the square root of 16 times 3');
    expect(spokenFormula('\\sqrt[3]{8}')).toBe('the cube root of 8');
    expect(spokenFormula('\\frac12')).toBe('1 over 2');
  });

  it('says other commands by their name and drops the layout ones', () => {
    expect(spokenFormula('\\sin \\alpha \\leq 1')).toBe('sin alpha is less than or equal to 1');
    expect(spokenFormula('\\left( a_{1} \\right)')).toBe('( a sub 1 )');
    expect(spokenFormula('\\text{cm}^2')).toBe('cm squared');
  });

  it('keeps the words around a formula and leaves a text without formulas as it is', () => {
    expect(spokenText('What is $\\frac{1}{2} + \\frac{1}{4}$?')).toBe('What is 1 over 2 plus 1 over 4 ?');
    expect(spokenText('It costs \\$5.')).toBe('It costs $5.');
  });
});

describe('the spoken question', () => {
  it('reads the heading, the question with its formula, then each answer with its letter', () => {
    expect(
      spokenQuestion({
        heading: 'Question 1 / 2',
        text: 'What is $\\frac{1}{2} + \\frac{1}{4}$?',
        answers: [
          { letter: 'A', text: '$\\frac{3}{4}$' },
          { letter: 'B', text: '2/6' },
          { letter: 'C', text: '' },
        ],
      }),
    ).toBe('Question 1 / 2. What is 1 over 2 plus 1 over 4 ? Answer A: 3 over 4. Answer B: 2/6.');
  });
});
