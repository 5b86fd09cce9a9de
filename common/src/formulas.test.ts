import { describe, expect, it } from 'vitest';
import { splitMath } from './formulas';

describe('splitting question text into formulas', () => {
  it('finds inline and displayed formulas between dollars', () => {
    expect(splitMath('Solve $x^2 = 4$ then $$\\frac{1}{2}$$.')).toEqual([
      { kind: 'text', text: 'Solve ' },
      { kind: 'math', tex: 'x^2 = 4', display: false },
      { kind: 'text', text: ' then ' },
      { kind: 'math', tex: '\\frac{1}{2}', display: true },
      { kind: 'text', text: '.' },
    ]);
  });

  it('keeps escaped and unclosed dollars as text', () => {
    expect(splitMath('It costs \\$5 or $3')).toEqual([{ kind: 'text', text: 'It costs $5 or $3' }]);
    expect(splitMath('$$')).toEqual([{ kind: 'text', text: '$$' }]);
  });

  it('does not end a formula at an escaped dollar inside it', () => {
    expect(splitMath('$a\\$b$')).toEqual([{ kind: 'math', tex: 'a\\$b', display: false }]);
  });
});
