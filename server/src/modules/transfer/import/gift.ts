import { ANSWER_MAX, EXPLANATION_MAX, QUESTION_TEXT_MAX } from '@quizzical/common';
import {
  categoryName,
  decodeText,
  endsInsideFormula,
  htmlToText,
  mapTex,
  nameFrom,
  parseNumber,
} from './mapping';
import { isSkipped, type ParsedFile, REASONS, type TakenQuestion, UnreadableFileError } from './parsed-file';
import {
  choiceQuestion,
  multipleQuestion,
  numericQuestion,
  textQuestion,
  trueFalseQuestion,
  withExplanation,
} from './taken-questions';

/**
 * GIFT (docs.moodle.org/en/GIFT_format), written by hand: npm has no maintained GIFT parser (the few
 * packages are unmaintained PEG grammars). Questions are separated by blank lines, `//` lines are
 * comments, `::title::` names a question, `[html]` marks an HTML text (other texts are plain: `<b>`
 * typed in them stays text), `\~ \= \# \{ \} \:` are escapes. Multiple choice (one right answer, or
 * several with `%` weights), true/false, short answer and numerical questions are taken; general
 * feedback (`####…`) becomes the explanation, other feedback is dropped.
 */

/**
 * A format marker at the start of a text: `[html]`, `[moodle]`, `[plain]` or `[markdown]`. Moodle reads
 * one before the question text and before each answer and feedback, and never shows it.
 */
const FORMAT_MARKER = /^\s*\[(html|moodle|plain|markdown)\]/i;

/** The text without its format marker, and the format it names (else `fallback`). */
function withoutMarker(text: string, fallback: string): { format: string; text: string } {
  const marker = FORMAT_MARKER.exec(text);
  if (!marker) return { format: fallback, text };
  return { format: (marker[1] ?? fallback).toLowerCase(), text: text.slice(marker[0].length) };
}

/** Index of the first of `chars` at or after `from` that is not escaped by a backslash, or -1. */
function findUnescaped(text: string, chars: string, from = 0): number {
  for (let i = from; i < text.length; i++) {
    if (text[i] === '\\') i++;
    else if (chars.includes(text[i] ?? '')) return i;
  }
  return -1;
}

/**
 * `\:` → `:` and the others, `\\` → `\` (as Moodle reads them: its export writes TeX's `\frac` as
 * `\\frac`); `\n` is a line break unless a letter follows (TeX's `\neq`, `\nu`); any other backslash
 * (TeX typed by hand) stays.
 */
const unescapeGift = (text: string) =>
  text.replace(/\\([\\~=#{}:]|n(?![a-zA-Z]))/g, (_m, ch: string) => (ch === 'n' ? '\n' : ch));

const CATEGORY = /^\s*\$CATEGORY:/i;

interface Block {
  line: number;
  text: string;
}

/** Blocks of non-blank lines, comments dropped, each with the line it starts on. */
function blocksOf(source: string): Block[] {
  const blocks: Block[] = [];
  let current: Block | undefined;
  source.split(/\r\n|\r|\n/).forEach((line, i) => {
    if (/^\s*\/\//.test(line)) return;
    if (!line.trim()) {
      current = undefined;
      return;
    }
    if (!current) {
      current = { line: i + 1, text: line };
      blocks.push(current);
    } else current.text += `\n${line}`;
  });
  return blocks;
}

interface Choice {
  /** `=` (right, or a short answer's accepted one) or `~` (an option). */
  mark: '=' | '~';
  /** The weight in percent: `%50%`, else 100 for `=` and 0 for `~`. */
  percent: number;
  text: string;
}

/** The answers of a list such as `=right#well done ~wrong ~%50%half`, feedback dropped. */
function choicesOf(answers: string): Choice[] | string {
  const choices: Choice[] = [];
  let at = findUnescaped(answers, '=~');
  while (at >= 0) {
    const next = findUnescaped(answers, '=~', at + 1);
    let body = answers.slice(at + 1, next < 0 ? undefined : next).trim();
    // the feedback goes, and with it any marker of its own
    const feedback = findUnescaped(body, '#');
    if (feedback >= 0) body = body.slice(0, feedback).trim();
    if (/(^|[^\\])->/.test(body)) return REASONS.matching;
    const mark = answers[at] === '=' ? '=' : '~';
    const weight = /^%(-?\d+(?:\.\d+)?)%/.exec(body);
    const percent = weight ? Number(weight[1]) : mark === '=' ? 100 : 0;
    if (weight) body = body.slice(weight[0].length).trim();
    choices.push({ mark, percent, text: body });
    at = next;
  }
  return choices;
}

/** `3.14:0.01` (value and tolerance), `1..2` (a range) or `3.14`: the value and the tolerance. */
function numberAnswer(raw: string): { value: number; tolerance: number } {
  const range = /^(.+)\.\.(.+)$/.exec(raw);
  if (range) {
    const [low, high] = [parseNumber(range[1] ?? ''), parseNumber(range[2] ?? '')];
    return { value: (low + high) / 2, tolerance: Math.abs(high - low) / 2 };
  }
  const [value = '', tolerance = '0'] = raw.split(':');
  return { value: parseNumber(value), tolerance: parseNumber(tolerance) };
}

/**
 * A numerical answer list: `#3.14:0.01`, `#1..2`, or `#=3.14:0.01#fb =%50%3:1`; the first answer worth
 * the whole mark is taken (others worth a part are reported left out, wrong-answer feedback `~#…` goes).
 */
function readNumerical(name: string, text: string, answers: string) {
  const body = answers.slice(1);
  const listed = findUnescaped(body, '=') >= 0;
  const candidates = listed
    ? (() => {
        const choices = choicesOf(body);
        return typeof choices === 'string' ? [] : choices.filter((c) => c.mark === '=');
      })()
    : [{ mark: '=', percent: 100, text: body.slice(0, Math.max(0, findUnescaped(`${body}~`, '~#'))).trim() }];
  const right = candidates.find((c) => c.percent === 100);
  if (!right) return [{ name, reason: REASONS.noAccepted }];
  const { value, tolerance } = numberAnswer(right.text.trim());
  const question = numericQuestion(name, text, value, tolerance);
  const partial = candidates.some((c) => c.percent > 0 && c.percent < 100);
  return partial && !isSkipped(question) ? [question, { name, reason: REASONS.partialLeftOut }] : [question];
}

/** A block's question, or why it is skipped; with a note when something of it was left out. */
function readQuestion(block: Block, index: number): TakenQuestion[] {
  let rest = block.text.trim();
  let title: string | undefined;
  if (rest.startsWith('::')) {
    const end = rest.indexOf('::', 2);
    if (end < 0)
      throw new UnreadableFileError(`Line ${block.line}`, 'the title opened with :: is not closed');
    title = unescapeGift(rest.slice(2, end)).trim() || undefined;
    rest = rest.slice(end + 2).trim();
  }
  const question = withoutMarker(rest, 'moodle');
  rest = question.text;
  /** A text of the file as ours: HTML read when its format says so, then TeX mapped. */
  const toText = (raw: string, max: number, format = question.format) => {
    const text = unescapeGift(raw.trim());
    return mapTex(format === 'html' ? htmlToText(text) : text, max);
  };
  const open = findUnescaped(rest, '{');
  const provisional =
    title ?? nameFrom(`Question ${index} (line ${block.line})`, toText(rest, QUESTION_TEXT_MAX));
  if (open < 0) return [{ name: provisional, reason: REASONS.description }];
  // TeX's braces typed without GIFT's escape: Moodle too would read the answers from there
  if (endsInsideFormula(unescapeGift(rest.slice(0, open))))
    return [{ name: provisional, reason: REASONS.braceInFormula }];
  const close = findUnescaped(rest, '}', open + 1);
  if (close < 0)
    throw new UnreadableFileError(`Line ${block.line}`, 'the answers opened with { are not closed with }');
  const after = rest.slice(close + 1).trim();
  const text = toText(
    after ? `${rest.slice(0, open).trim()} _____ ${after}` : rest.slice(0, open),
    QUESTION_TEXT_MAX,
  );
  const name = title ?? nameFrom(`Question ${index} (line ${block.line})`, text);
  let answers = rest.slice(open + 1, close);
  // general feedback (`####…`) is the explanation shown in the review
  const general = answers.indexOf('####');
  let explanation: string | undefined;
  if (general >= 0) {
    const feedback = withoutMarker(answers.slice(general + 4), question.format);
    explanation = toText(feedback.text, EXPLANATION_MAX, feedback.format) || undefined;
    answers = answers.slice(0, general);
  }
  answers = answers.trim();
  const explained = (taken: TakenQuestion[]) => taken.map((q) => withExplanation(q, explanation));
  if (!answers) return [{ name, reason: REASONS.essay }];
  if (answers.startsWith('#')) return explained(readNumerical(name, text, answers));
  const trueFalse = /^(T|TRUE|F|FALSE)\s*(#|$)/i.exec(answers);
  if (trueFalse)
    return explained([trueFalseQuestion(name, text, (trueFalse[1] ?? '').toUpperCase().startsWith('T'))]);
  const choices = choicesOf(answers);
  if (typeof choices === 'string') return [{ name, reason: choices }];
  if (choices.length === 0) return [{ name, reason: REASONS.description }];
  const texts = choices.map((choice) => {
    const answer = withoutMarker(choice.text, question.format);
    return toText(answer.text, ANSWER_MAX, answer.format);
  });
  // only `=` answers: a short answer, whose accepted answers are those worth the whole mark
  if (choices.every((choice) => choice.mark === '=')) {
    // typed answers are plain text in Moodle (no formulas); an explicit [html] one is read as HTML
    const accepted = choices.flatMap((choice) => {
      if (choice.percent !== 100) return [];
      const answer = withoutMarker(choice.text, 'plain');
      const plain = unescapeGift(answer.text).trim();
      return [answer.format === 'html' ? htmlToText(plain) : plain];
    });
    const taken = textQuestion(name, text, accepted);
    const partial = choices.some((choice) => choice.percent > 0 && choice.percent < 100);
    return explained(
      partial && !isSkipped(taken) ? [taken, { name, reason: REASONS.partialLeftOut }] : [taken],
    );
  }
  const right = choices.flatMap((choice, i) => (choice.percent > 0 ? [i] : []));
  // weights other than all or nothing, or several right options: several answers, with partial credit
  const several = right.length > 1 || choices.some((choice) => choice.percent > 0 && choice.percent < 100);
  return explained([
    several ? multipleQuestion(name, text, texts, right) : choiceQuestion(name, text, texts, right),
  ]);
}

export function parseGift(data: Buffer): ParsedFile {
  const parsed: ParsedFile = { questions: [], skipped: [] };
  let index = 0;
  for (const block of blocksOf(decodeText(data))) {
    const lines = block.text.split('\n');
    const isCategory = (line: string) => CATEGORY.test(line);
    for (const line of lines.filter(isCategory)) parsed.title ??= categoryName(line.replace(CATEGORY, ''));
    const first = lines.findIndex((line) => !isCategory(line));
    if (first < 0) continue;
    const text = lines.filter((line) => !isCategory(line)).join('\n');
    for (const question of readQuestion({ line: block.line + first, text }, ++index)) {
      if (isSkipped(question)) parsed.skipped.push(question);
      else parsed.questions.push(question);
    }
  }
  return parsed;
}
