import { Box } from '@mui/material';
import { Fragment, useEffect, useMemo, useState } from 'react';
import { splitMath } from '@quizzical/common';

type Katex = typeof import('katex').default;
let katexPromise: Promise<Katex> | undefined;
/** KaTeX and its stylesheet load on first use: pages without formulas do not pay for them. */
function loadKatex() {
  katexPromise ??= Promise.all([import('katex'), import('katex/dist/katex.min.css')]).then(
    ([m]) => m.default,
  );
  return katexPromise;
}

/** Safe by construction: no \href or \url (trust: false), bounded macro expansion and sizes. */
const KATEX_OPTIONS = {
  throwOnError: false,
  trust: false,
  strict: 'ignore' as const,
  maxExpand: 1000,
  maxSize: 20,
  output: 'htmlAndMathml' as const,
};

/**
 * Text with formulas between dollar signs rendered by KaTeX; line breaks outside formulas are kept.
 * Until KaTeX has loaded, formulas show as their source.
 */
export function MathText({ text, component = 'span' }: { text: string; component?: 'span' | 'div' | 'p' }) {
  // segments derive from the text and never reorder, so their position is a stable key
  const segments = useMemo(() => splitMath(text ?? '').map((s, i) => ({ ...s, key: `s${i}` })), [text]);
  const hasMath = segments.some((s) => s.kind === 'math');
  const [katex, setKatex] = useState<Katex | undefined>(undefined);
  useEffect(() => {
    if (!hasMath || katex) return;
    let alive = true;
    loadKatex().then((k) => alive && setKatex(() => k));
    return () => {
      alive = false;
    };
  }, [hasMath, katex]);

  return (
    <Box
      component={component}
      sx={{
        whiteSpace: 'normal',
        overflowWrap: 'anywhere',
        '& .katex-display': { overflowX: 'auto', overflowY: 'hidden' },
      }}
    >
      {segments.map((segment) => {
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
        if (!katex)
          return <code key={segment.key}>{segment.display ? `$$${segment.tex}$$` : `$${segment.tex}$`}</code>;
        const html = katex.renderToString(segment.tex, { ...KATEX_OPTIONS, displayMode: segment.display });
        // KaTeX output with trust: false contains no script, link or event handler
        // biome-ignore lint/security/noDangerouslySetInnerHtml: KaTeX output, rendered with trust: false
        return <span key={segment.key} dangerouslySetInnerHTML={{ __html: html }} />;
      })}
    </Box>
  );
}
