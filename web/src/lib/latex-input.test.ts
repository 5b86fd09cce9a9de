import { afterEach, describe, expect, it } from 'vitest';
import {
  insertLatex,
  isInsideFormula,
  LATEX_FIELD_ATTRIBUTE,
  lastLatexField,
  latexInsertion,
  trackLatexFields,
} from './latex-input';

describe('LaTeX insertion', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('knows whether the caret is inside a formula', () => {
    expect(isInsideFormula('a $x', 4)).toBe(true);
    expect(isInsideFormula('a $x$ b', 7)).toBe(false);
    expect(isInsideFormula('costs \\$5 and $x', 16)).toBe(true);
  });

  it('wraps a command in dollar signs outside a formula, and keeps the caret inside', () => {
    expect(latexInsertion('Area: ', 6, '\\pi')).toEqual({ insert: '$\\pi$', caret: 4 });
    expect(latexInsertion('$x + $', 5, '\\alpha')).toEqual({ insert: '\\alpha ', caret: 7 });
    expect(latexInsertion('$x$', 1, '\\frac{a}{b}')).toEqual({ insert: '\\frac{a}{b}', caret: 11 });
  });

  it('inserts into the last focused formula field and tells React through an input event', () => {
    trackLatexFields();
    const field = document.createElement('textarea');
    field.setAttribute(LATEX_FIELD_ATTRIBUTE, 'true');
    document.body.append(field);
    const other = document.createElement('input');
    document.body.append(other);
    field.value = 'Half: ';
    field.focus();
    other.focus(); // not a formula field: the last formula field stays the target
    expect(lastLatexField()).toBe(field);
    const seen: string[] = [];
    field.addEventListener('input', () => seen.push(field.value));
    insertLatex(field, '\\frac{1}{2}');
    expect(field.value).toBe('Half: $\\frac{1}{2}$');
    expect(seen).toEqual(['Half: $\\frac{1}{2}$']);
    expect(field.selectionStart).toBe('Half: $\\frac{1}{2}'.length);
  });
});
