import type { z } from 'zod';
import { FORMULA_MESSAGES } from './messages';

export type MathSegment = { kind: 'text'; text: string } | { kind: 'math'; tex: string; display: boolean };

/**
 * Splits question text into plain text and formulas written between dollar signs (`$…$`, or `$$…$$`
 * for a displayed formula). `\$` is a literal dollar. An unclosed `$` stays text.
 */
export function splitMath(input: string): MathSegment[] {
  const segments: MathSegment[] = [];
  let text = '';
  let i = 0;
  while (i < input.length) {
    const ch = input[i];
    if (ch === '\\' && input[i + 1] === '$') {
      text += '$';
      i += 2;
      continue;
    }
    if (ch === '$') {
      const display = input[i + 1] === '$';
      const open = display ? 2 : 1;
      const close = findClosing(input, i + open, display);
      if (close > i + open) {
        if (text) segments.push({ kind: 'text', text });
        text = '';
        segments.push({ kind: 'math', tex: input.slice(i + open, close), display });
        i = close + open;
        continue;
      }
    }
    text += ch;
    i++;
  }
  if (text) segments.push({ kind: 'text', text });
  return segments;
}

function findClosing(input: string, from: number, display: boolean): number {
  for (let j = from; j < input.length; j++) {
    if (input[j] === '\\') {
      j++;
      continue;
    }
    if (input[j] === '$' && (!display || input[j + 1] === '$')) return j;
  }
  return -1;
}

/**
 * The KaTeX options of every formula rendered by the web and checked by the server. Safe by
 * construction: no \href, \url or \includegraphics (trust: false), bounded macro expansion and sizes.
 * A plain object, so that common stays free of KaTeX (the web loads KaTeX lazily).
 */
export const KATEX_OPTIONS = {
  throwOnError: false,
  trust: false,
  strict: 'ignore',
  maxExpand: 1000,
  maxSize: 20,
  output: 'htmlAndMathml',
} as const;

/** Longest formula (the source between the dollars). */
export const FORMULA_LENGTH_MAX = 1_000;
/**
 * Deepest nesting of groups: `{…}`, `\left…\right`, `\begin…\end`, `\begingroup`, and the commands
 * that apply to the rest of their group (`\color`, `\displaystyle`, `\Huge`, `\rm`…). KaTeX parses and
 * renders recursively: in Node it overflows the stack from about 530 nested `x^{`, in Chromium from
 * 700 nested `\sqrt{`, so 25 keeps a wide margin while school formulas stay far below it (the starter
 * market's deepest is 3).
 */
export const FORMULA_DEPTH_MAX = 25;

/**
 * Commands that define commands. Refused: a defined command can repeat its argument, and a few nested
 * calls then expand to millions of tokens (maxExpand counts expansions, not their size), which took a
 * KaTeX render to 4 GB of memory before it died.
 */
const DEFINING = new Set([
  'def',
  'gdef',
  'edef',
  'xdef',
  'let',
  'futurelet',
  'global',
  'long',
  'newcommand',
  'renewcommand',
  'providecommand',
]);
const GROUP_OPEN = new Set(['left', 'begin', 'begingroup', 'bgroup']);
const GROUP_CLOSE = new Set(['right', 'end', 'endgroup', 'egroup']);
/** KaTeX's commands that take the rest of the group as their body (sizing, styling, old fonts, color). */
const TO_END_OF_GROUP = new Set([
  'tiny',
  'sixptsize',
  'scriptsize',
  'footnotesize',
  'small',
  'normalsize',
  'large',
  'Large',
  'LARGE',
  'huge',
  'Huge',
  'displaystyle',
  'textstyle',
  'scriptstyle',
  'scriptscriptstyle',
  'rm',
  'sf',
  'tt',
  'bf',
  'it',
  'cal',
  'color',
]);

/**
 * How deep a formula nests, counted as KaTeX's parser recurses: a group opens one level, and each
 * command that applies to the rest of its group opens one more until that group closes. `\{` and `\}`
 * are literal braces; `%` starts a comment to the end of the line, as in KaTeX.
 */
export function formulaDepth(tex: string): number {
  // levels opened inside each open group by commands that run to its end
  const open: number[] = [0];
  let depth = 0;
  let deepest = 0;
  const enter = (implicit: boolean) => {
    depth++;
    deepest = Math.max(deepest, depth);
    if (implicit) open[open.length - 1]++;
    else open.push(0);
  };
  const leave = () => {
    if (open.length === 1) return; // an unbalanced closer: KaTeX reports it, no deeper
    depth -= 1 + (open.pop() ?? 0);
  };
  for (let i = 0; i < tex.length; i++) {
    const ch = tex[i];
    if (ch === '%') {
      const end = tex.indexOf('\n', i);
      if (end < 0) break;
      i = end;
    } else if (ch === '{') enter(false);
    else if (ch === '}') leave();
    else if (ch === '\\') {
      const word = /^[a-zA-Z@]+/.exec(tex.slice(i + 1, i + 40))?.[0];
      if (!word) {
        i++; // a control symbol such as \{ \} \\ \%
        continue;
      }
      i += word.length;
      if (GROUP_OPEN.has(word)) enter(false);
      else if (GROUP_CLOSE.has(word)) leave();
      else if (TO_END_OF_GROUP.has(word)) enter(true);
    }
  }
  return deepest;
}

/** True when the formula defines a command (\def, \newcommand…). */
export function definesCommand(tex: string): boolean {
  for (const match of tex.matchAll(/\\([a-zA-Z@]+)/g)) if (DEFINING.has(match[1])) return true;
  return false;
}

/**
 * Why a formula is refused before any rendering, or undefined: too long, too deep, or defining
 * commands. Pure and cheap (no KaTeX): the server runs it before KaTeX, the web before rendering.
 */
export function formulaLimitProblem(tex: string): string | undefined {
  if (tex.length > FORMULA_LENGTH_MAX) return FORMULA_MESSAGES.tooLong(FORMULA_LENGTH_MAX);
  if (definesCommand(tex)) return FORMULA_MESSAGES.definesCommand;
  if (formulaDepth(tex) > FORMULA_DEPTH_MAX) return FORMULA_MESSAGES.tooDeep(FORMULA_DEPTH_MAX);
  return undefined;
}

/** The formulas of a text (between dollars, as the web splits them). */
export function formulasOf(text: string): { tex: string; display: boolean }[] {
  return splitMath(text).flatMap((s) => (s.kind === 'math' ? [{ tex: s.tex, display: s.display }] : []));
}

/** zod superRefine step for a text that may hold formulas: the first formula over the limits. */
export function formulasWithinLimits(text: string, ctx: z.RefinementCtx) {
  for (const { tex } of formulasOf(text)) {
    const problem = formulaLimitProblem(tex);
    if (problem) {
      ctx.addIssue({ code: 'custom', message: problem });
      return;
    }
  }
}
