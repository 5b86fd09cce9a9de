import { setImmediate } from 'node:timers/promises';
import {
  FORMULA_MESSAGES,
  fieldErrorsFromIssues,
  formulaLimitProblem,
  formulasOf,
  KATEX_OPTIONS,
} from '@quizzical/common';
import type { preHandlerAsyncHookHandler } from 'fastify';
import katex from 'katex';
import { badRequest } from './http-errors';

/**
 * Why KaTeX cannot render one formula with the web's options, or undefined: whatever it throws even
 * with `throwOnError: false` (a RangeError from a too deep recursion, an error of its own on a
 * pathological input) is what would have taken a page down. A parse error is not refused: with the
 * web's options KaTeX shows it in red, as the editor's preview does.
 */
export function katexProblem(tex: string, display = false): string | undefined {
  try {
    katex.renderToString(tex, { ...KATEX_OPTIONS, displayMode: display });
    return undefined;
  } catch {
    return FORMULA_MESSAGES.cannotRender(tex);
  }
}

/**
 * Why one formula cannot be shown, or undefined: first the limits the web also applies (length,
 * nesting, no command definitions: cheap, and they bound KaTeX's time and memory), then KaTeX.
 */
export function formulaProblem(tex: string, display = false): string | undefined {
  return formulaLimitProblem(tex) ?? katexProblem(tex, display);
}

type Path = (string | number)[];
/** A field of a request body that may hold formulas: its path in the body and its text. */
export type FormulaField = [Path, string | null | undefined];

/**
 * Formulas already rendered without a problem (most recently checked last). The editor saves the
 * whole quiz again and again: its formulas are checked once, not at every save. Bounded by their
 * characters, not their number, and large enough for the formulas of the largest body (1 MB): a
 * cache smaller than one quiz would drop each formula just before the next save asks for it.
 */
const rendered = new Set<string>();
let renderedChars = 0;
const RENDERED_CHARS_MAX = 4_000_000;

function remember(key: string) {
  rendered.add(key);
  renderedChars += key.length;
  for (const oldest of rendered) {
    if (renderedChars <= RENDERED_CHARS_MAX) break;
    rendered.delete(oldest);
    renderedChars -= oldest.length;
  }
}
/** Longest run of KaTeX work before other requests get their turn. */
const SLICE_MS = 10;

/**
 * The problems of the given fields, `[path, message]` for each field that fails. KaTeX runs on the
 * event loop: it gives way to other requests every SLICE_MS, so a large body of formulas (a quiz of
 * 200 questions) slows its own request, not the server.
 */
export async function formulaIssues(fields: FormulaField[]): Promise<{ path: Path; message: string }[]> {
  const issues: { path: Path; message: string }[] = [];
  let sliceStart = performance.now();
  for (const [path, text] of fields) {
    if (!text?.includes('$')) continue;
    for (const { tex, display } of formulasOf(text)) {
      const key = `${display ? '$$' : '$'}${tex}`;
      if (rendered.has(key)) {
        rendered.delete(key);
        rendered.add(key);
        continue;
      }
      const message = formulaProblem(tex, display);
      if (message) {
        issues.push({ path, message });
        break;
      }
      remember(key);
      if (performance.now() - sliceStart > SLICE_MS) {
        await setImmediate();
        sliceStart = performance.now();
      }
    }
  }
  return issues;
}

/**
 * A route's preHandler (after authentication and validation): the body's formula fields, named by
 * `fields`, must render, or the request is refused with the usual field errors, e.g.
 * `{"questions": [{}, {"text": ["This formula cannot be displayed: …"]}]}`.
 */
export function renderableFormulas<B>(fields: (body: B) => FormulaField[]): preHandlerAsyncHookHandler {
  return async (request) => {
    const issues = await formulaIssues(fields(request.body as B));
    if (issues.length > 0) throw badRequest(fieldErrorsFromIssues(issues));
  };
}

export const QUESTION_FORMULA_FIELDS = ['text', 'answer1', 'answer2', 'answer3', 'answer4'] as const;
type QuestionFields = Partial<Record<(typeof QUESTION_FORMULA_FIELDS)[number], string | null>>;

/** The formula fields of one question card, under `prefix`. */
export const questionFormulaFields = (question: QuestionFields, prefix: Path = []): FormulaField[] =>
  QUESTION_FORMULA_FIELDS.map((field) => [[...prefix, field], question[field]]);

/** A quiz body's formula fields (POST and PATCH): its description and each question's card. */
export const quizFormulaFields = (quiz: {
  description?: string | null;
  questions?: QuestionFields[];
}): FormulaField[] => [
  [['description'], quiz.description],
  ...(quiz.questions ?? []).flatMap((question, i) => questionFormulaFields(question, ['questions', i])),
];

/**
 * A market question's formula fields: its description (the basket renders it as math), its tags, the
 * card and the explanation. A staff PATCH that only approves (`{status: 1}`) has none.
 */
export const marketFormulaFields = (
  question: QuestionFields & {
    description?: string | null;
    tags?: string | null;
    explanation?: string | null;
  },
): FormulaField[] =>
  'text' in question
    ? [
        [['description'], question.description],
        [['tags'], question.tags],
        ...questionFormulaFields(question),
        [['explanation'], question.explanation],
      ]
    : [];
