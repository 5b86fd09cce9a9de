import './math-text.css';
import { formulaLimitProblem, KATEX_OPTIONS, splitMath } from '@quizzical/common';
import { Component, Fragment, type ReactNode, useEffect, useMemo, useState } from 'react';
import { useT } from '../lib/i18n';
import { runOnePerTask } from '../lib/one-per-task';

type Katex = typeof import('katex').default;
let katexPromise: Promise<Katex> | undefined;
/** KaTeX once loaded: a MathText mounted after that renders its formulas at once, never their source. */
let loadedKatex: Katex | undefined;
/** KaTeX and its stylesheet load on first use: pages without formulas do not pay for them. */
function loadKatex() {
  katexPromise ??= Promise.all([import('katex'), import('katex/dist/katex.min.css')]).then(async ([m]) => {
    // KaTeX's module builds its tables when it loads (~25 ms on a phone, ×4 in Lighthouse): let the
    // page draw the formulas in a task of its own, not in the same long one
    await new Promise((resolve) => setTimeout(resolve, 0));
    // the two fonts nearly every formula uses, before the first formula shows: text drawn in a
    // fallback font first would change size when they arrive (the stylesheet declares them)
    await Promise.all([
      document.fonts?.load('1em KaTeX_Main'),
      document.fonts?.load('italic 1em KaTeX_Math'),
    ]).catch(() => undefined);
    loadedKatex = m.default;
    return m.default;
  });
  return katexPromise;
}

/** Whether one of the texts holds a formula KaTeX would render (not one over the server's limits). */
function hasRenderableMath(texts: readonly (string | null | undefined)[]) {
  return texts.some((text) =>
    splitMath(text ?? '').some((s) => s.kind === 'math' && formulaLimitProblem(s.tex) === undefined),
  );
}

/** The longest a page waits for KaTeX before it shows its formulas as their source. */
const KATEX_WAIT_MAX_MS = 8000;

/**
 * False while the texts hold formulas and KaTeX is still loading: a page keeps its loading state
 * until then, so that its formulas appear rendered at once instead of as their source, which has
 * another size and moved the lines below when KaTeX arrived (layout shift). True at once
 * without formulas, and also when KaTeX cannot be loaded or takes too long (formulas then show as source).
 */
export function useFormulasReady(texts: readonly (string | null | undefined)[]): boolean {
  const needed = useMemo(() => hasRenderableMath(texts), [texts]);
  const [ready, setReady] = useState(() => loadedKatex !== undefined);
  useEffect(() => {
    if (!needed || ready) return;
    let alive = true;
    const done = () => alive && setReady(true);
    loadKatex().then(done, done);
    // a stalled download must not keep a student out of the quiz: past this, formulas show as source
    const cap = setTimeout(done, KATEX_WAIT_MAX_MS);
    return () => {
      alive = false;
      clearTimeout(cap);
    };
  }, [needed, ready]);
  return !needed || ready;
}

type MathTextProps = {
  text: string;
  component?: 'span' | 'div' | 'p';
  /** The content's language (a quiz's or market question's), for screen readers and hyphenation. */
  lang?: string;
};

/**
 * One formula as KaTeX HTML, or undefined when KaTeX cannot render it in any way, including the
 * RangeError of a too deep recursion that `throwOnError: false` does not catch.
 */
export function katexHtml(katex: Katex, tex: string, display: boolean): string | undefined {
  try {
    return katex.renderToString(tex, { ...KATEX_OPTIONS, displayMode: display });
  } catch {
    return undefined;
  }
}

/** Longest part of a formula's source shown when it cannot be rendered (some are thousands of braces). */
const FALLBACK_MAX = 80;

/**
 * A formula as its source, between its dollars: while KaTeX loads, and when it cannot be rendered
 * (then muted, and cut after FALLBACK_MAX characters).
 */
function FormulaSource({ tex, display, failed }: { tex: string; display: boolean; failed?: boolean }) {
  const t = useT();
  const dollars = display ? '$$' : '$';
  if (!failed) return <code>{`${dollars}${tex}${dollars}`}</code>;
  const shown = tex.length > FALLBACK_MAX ? `${tex.slice(0, FALLBACK_MAX)}…` : tex;
  return (
    <code
      data-formula-fallback=""
      title={t('components.formula.cannot_display')}
      className="math-text-failed"
    >
      {`${dollars}${shown}${dollars}`}
    </code>
  );
}

/**
 * Text with formulas between dollar signs rendered by KaTeX; line breaks outside formulas are kept.
 * Until KaTeX has loaded, formulas show as their source, and a formula that cannot be rendered stays
 * so: one bad formula never takes its page down.
 */
export function MathText(props: MathTextProps) {
  return (
    <MathBoundary text={props.text}>
      <MathTextContent {...props} />
    </MathBoundary>
  );
}

function MathTextContent({ text, component = 'span', lang }: MathTextProps) {
  // segments derive from the text and never reorder, so their position is a stable key
  const segments = useMemo(() => splitMath(text ?? '').map((s, i) => ({ ...s, key: `s${i}` })), [text]);
  // over the limits the server enforces (a formula stored before them): its source, at once, and no
  // KaTeX time or memory spent on it
  const overLimits = useMemo(
    () => segments.map((s) => s.kind === 'math' && formulaLimitProblem(s.tex) !== undefined),
    [segments],
  );
  const hasMath = segments.some((s, i) => s.kind === 'math' && !overLimits[i]);
  const [katex, setKatex] = useState<Katex | undefined>(() => loadedKatex);
  useEffect(() => {
    if (!hasMath || katex) return;
    let alive = true;
    // each text waiting for KaTeX draws its formulas in a task of its own (a page of questions: one long
    // task otherwise); a text mounted once KaTeX is here draws them in its first render
    loadKatex().then((k) => runOnePerTask(() => alive && setKatex(() => k)));
    return () => {
      alive = false;
    };
  }, [hasMath, katex]);
  // rendered once per text, not at every render of the page (the run page ticks every second)
  const html = useMemo(
    () =>
      katex &&
      segments.map((s, i) =>
        s.kind === 'math' && !overLimits[i] ? katexHtml(katex, s.tex, s.display) : undefined,
      ),
    [segments, overLimits, katex],
  );

  const Wrapper = component;
  return (
    <Wrapper className="math-text" lang={lang}>
      {segments.map((segment, i) => {
        if (segment.kind === 'text') {
          const lines = segment.text.split('\n').map((line, j) => ({ line, key: `${segment.key}l${j}` }));
          return (
            <Fragment key={segment.key}>
              {lines.map(({ line, key }, j) => (
                <Fragment key={key}>
                  {j > 0 && <br />}
                  {line}
                </Fragment>
              ))}
            </Fragment>
          );
        }
        if (overLimits[i])
          return <FormulaSource key={segment.key} tex={segment.tex} display={segment.display} failed />;
        if (!html) return <FormulaSource key={segment.key} tex={segment.tex} display={segment.display} />;
        const formula = html[i];
        if (formula === undefined)
          return <FormulaSource key={segment.key} tex={segment.tex} display={segment.display} failed />;
        // KaTeX output with trust: false contains no script, link or event handler
        // biome-ignore lint/security/noDangerouslySetInnerHtml: KaTeX output, rendered with trust: false
        return <span key={segment.key} dangerouslySetInnerHTML={{ __html: formula }} />;
      })}
    </Wrapper>
  );
}

/**
 * The last line of defence: if rendering the text throws anyway (a KaTeX failure that escaped the
 * catch above, a browser's smaller stack), the text shows as it was written, not the error page.
 */
export class MathBoundary extends Component<
  { text: string; children: ReactNode },
  { failed: boolean; text: string }
> {
  state = { failed: false, text: this.props.text };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  /** Another text gets its own chance. */
  static getDerivedStateFromProps(props: { text: string }, state: { text: string }) {
    return props.text === state.text ? null : { failed: false, text: props.text };
  }

  render() {
    if (this.state.failed)
      return (
        <span data-formula-fallback="" className="math-text-fallback">
          {this.props.text}
        </span>
      );
    return this.props.children;
  }
}
