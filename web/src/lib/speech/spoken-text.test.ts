import { afterAll, describe, expect, it } from 'vitest';
import { activateLanguage } from '../i18n/runtime';
import { spokenFormula, spokenText } from './spoken-text';

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

describe('formulas read in the language on screen', () => {
  afterAll(() => activateLanguage('en'));

  it.each([
    [
      'fr',
      '1 sur 2 plus x au carré égale la racine carrée de 16',
      'puissance n',
      'la racine d’indice 4 de 81',
    ],
    ['de', '1 durch 2 plus x hoch zwei gleich die Wurzel aus 16', 'hoch n', 'die 4. Wurzel aus 81'],
    [
      'it',
      '1 fratto 2 più x al quadrato uguale la radice quadrata di 16',
      'elevato alla n',
      'la radice di indice 4 di 81',
    ],
    [
      'es',
      '1 entre 2 más x al cuadrado igual a la raíz cuadrada de 16',
      'elevado a n',
      'la raíz de índice 4 de 81',
    ],
    [
      'pt',
      '1 sobre 2 mais x ao quadrado igual a a raiz quadrada de 16',
      'elevado a n',
      'a raiz de índice 4 de 81',
    ],
  ] as const)('in %s: fractions, powers and roots', async (language, sum, power, root) => {
    await activateLanguage(language);
    expect(spokenFormula('\\frac{1}{2} + x^2 = \\sqrt{16}')).toBe(sum);
    expect(spokenFormula('y^n')).toBe(`y ${power}`);
    expect(spokenFormula('\\sqrt[4]{81}')).toBe(root);
  });

  it('says a command it does not know by its name, even one named like an object property', async () => {
    await activateLanguage('de');
    expect(spokenFormula('\\sin x \\times 2')).toBe('sin x mal 2');
    expect(spokenFormula('\\constructor^{toString}')).toBe('constructor hoch toString');
  });
});
