import { cleanup, configure, render, screen, waitFor } from '@testing-library/react';
import katex from 'katex';
import { afterEach, describe, expect, it } from 'vitest';
import { katexHtml, MathBoundary, MathText } from './math-text';

configure({ asyncUtilTimeout: 5_000 });
afterEach(cleanup);

/** The formulas that once took every page showing them down. */
const PAYLOADS: [string, string][] = [
  ['a recursive \\gdef', '\\gdef\\c#1{\\c{#1#1}}\\c{x}'],
  ['1,875 nested {', `${'{'.repeat(1875)}x${'}'.repeat(1875)}`],
  ['1,085 nested x^{', `${'x^{'.repeat(1085)}x${'}'.repeat(1085)}`],
  ['700 nested \\sqrt{', `${'\\sqrt{'.repeat(700)}x${'}'.repeat(700)}`],
];

/** What a formula that cannot be rendered shows: its source, cut after 80 characters. */
const shown = (tex: string) => `$${tex.length > 80 ? `${tex.slice(0, 80)}…` : tex}$`;

describe('a formula that cannot be rendered', () => {
  it.each(PAYLOADS)('shows as its source next to the formulas that render: %s', async (_name, tex) => {
    const { container } = render(<MathText text={`Before $x^2$ then $${tex}$ after.`} component="div" />);
    // the good formula renders once KaTeX has loaded, the bad one stays as written
    await waitFor(() => expect(container.querySelector('.katex')).not.toBeNull());
    const fallback = container.querySelector('[data-formula-fallback]');
    expect(fallback?.textContent).toBe(shown(tex));
    expect(container.textContent).toContain('Before ');
    expect(container.textContent).toContain(' after.');
  });

  it.each(PAYLOADS)('is caught when KaTeX throws on it: %s', (_name, tex) => {
    expect(() => katex.renderToString(tex, { throwOnError: false })).toThrow();
    expect(katexHtml(katex, tex, false)).toBeUndefined();
    expect(katexHtml(katex, 'x^2', false)).toContain('katex');
  });

  it('shows the text as written if rendering it throws anyway', () => {
    function Throws(): never {
      throw new RangeError('Maximum call stack size exceeded');
    }
    const quiet = console.error;
    console.error = () => {};
    try {
      render(
        <MathBoundary text="Solve $x^2$">
          <Throws />
        </MathBoundary>,
      );
    } finally {
      console.error = quiet;
    }
    expect(screen.getByText('Solve $x^2$')).toHaveProperty('dataset.formulaFallback', '');
  });
});
