import { ANSWER_MAX, QUESTION_TEXT_MAX } from '@quizzical/common';
import {
  categoryName,
  choiceQuestion,
  decodeText,
  endsInsideFormula,
  htmlToText,
  mapTex,
  nameFrom,
  trueFalseQuestion,
} from './mapping';
import type { ImportedQuestion, ParsedFile, SkippedQuestion } from './parsed-file';
import { collectQuestions, REASONS, UnreadableFileError } from './parsed-file';

/**
 * GIFT (docs.moodle.org/en/GIFT_format), written by hand: npm has no maintained GIFT parser (the few
 * packages are unmaintained PEG grammars). Questions are separated by blank lines, `//` lines are
 * comments, `::title::` names a question, `[html]` marks an HTML text (other texts are plain: `<b>`
 * typed in them stays text), `\~ \= \# \{ \} \:` are escapes, `#…` feedback is dropped.
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
  correct: boolean;
  partial: boolean;
  text: string;
}

/** The choices of an answer list such as `=right#well done ~wrong ~%50%half`. */
function choicesOf(answers: string): Choice[] | string {
  const choices: Choice[] = [];
  let at = findUnescaped(answers, '=~');
  if (at < 0) return REASONS.shortAnswer;
  while (at >= 0) {
    const next = findUnescaped(answers, '=~', at + 1);
    let body = answers.slice(at + 1, next < 0 ? undefined : next).trim();
    // the feedback goes, and with it any marker of its own
    const feedback = findUnescaped(body, '#');
    if (feedback >= 0) body = body.slice(0, feedback).trim();
    if (/(^|[^\\])->/.test(body)) return REASONS.matching;
    const weight = /^%(-?\d+(?:\.\d+)?)%/.exec(body);
    const percent = weight ? Number(weight[1]) : answers[at] === '=' ? 100 : 0;
    if (weight) body = body.slice(weight[0].length).trim();
    choices.push({ correct: percent === 100, partial: percent > 0 && percent < 100, text: body });
    at = next;
  }
  if (choices.every((choice) => choice.correct)) return REASONS.shortAnswer;
  if (choices.some((choice) => choice.partial)) return REASONS.multipleResponse;
  return choices;
}

function readQuestion(block: Block, index: number): ImportedQuestion | SkippedQuestion {
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
  if (open < 0) return { name: provisional, reason: REASONS.description };
  // TeX's braces typed without GIFT's escape: Moodle too would read the answers from there
  if (endsInsideFormula(unescapeGift(rest.slice(0, open))))
    return { name: provisional, reason: REASONS.braceInFormula };
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
  const general = answers.indexOf('####');
  if (general >= 0) answers = answers.slice(0, general);
  answers = answers.trim();
  if (!answers) return { name, reason: REASONS.essay };
  if (answers.startsWith('#')) return { name, reason: REASONS.numerical };
  const trueFalse = /^(T|TRUE|F|FALSE)\s*(#|$)/i.exec(answers);
  if (trueFalse) return trueFalseQuestion(name, text, (trueFalse[1] ?? '').toUpperCase().startsWith('T'));
  const choices = choicesOf(answers);
  if (typeof choices === 'string') return { name, reason: choices };
  return choiceQuestion(
    name,
    text,
    choices.map((choice) => {
      const answer = withoutMarker(choice.text, question.format);
      return toText(answer.text, ANSWER_MAX, answer.format);
    }),
    choices.flatMap((choice, i) => (choice.correct ? [i] : [])),
  );
}

export function parseGift(data: Buffer): ParsedFile {
  const parsed = collectQuestions();
  let index = 0;
  for (const block of blocksOf(decodeText(data))) {
    const lines = block.text.split('\n');
    const isCategory = (line: string) => CATEGORY.test(line);
    for (const line of lines.filter(isCategory))
      parsed.file.title ??= categoryName(line.replace(CATEGORY, ''));
    const first = lines.findIndex((line) => !isCategory(line));
    if (first < 0) continue;
    const text = lines.filter((line) => !isCategory(line)).join('\n');
    const question = readQuestion({ line: block.line + first, text }, ++index);
    parsed.add(question);
  }
  return parsed.file;
}
