import { describe, expect, it } from 'vitest';
import { latexText } from './market.latex';

describe('plain text in a LaTeX export', () => {
  it("escapes LaTeX's special characters once, a backslash's braces included", () => {
    expect(latexText('a\\b {c} 50 % #1 & a_b ~ x^2')).toBe(
      'a\\textbackslash{}b \\{c\\} 50 \\% \\#1 \\& a\\_b \\textasciitilde{} x\\textasciicircum{}2',
    );
  });

  it('keeps formulas between dollars as written and breaks lines', () => {
    expect(latexText('half: $\\frac{1}{2}$ and $$x_1^2$$\nnext')).toBe(
      'half: $\\frac{1}{2}$ and $$x_1^2$$\\\\\nnext',
    );
  });
});
