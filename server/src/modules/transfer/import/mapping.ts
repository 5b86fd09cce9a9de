import { decodeHTML } from 'entities';

/**
 * The text rules of docs/FORMATS.md shared by every import parser: HTML to plain text, TeX delimiters,
 * names, numbers (the checks per type are in taken-questions.ts).
 */

/** The last part of a category path such as `$course$/top/Chemistry/Acids`, or undefined. */
export function categoryName(path: string): string | undefined {
  // Moodle writes a slash inside a category's name twice: only a single slash separates categories
  const parts = path
    .split(/(?<!\/)\/(?!\/)/)
    .map((part) => part.replaceAll('//', '/'))
    .filter((part) => part.trim() && !/^\$\w+\$$/.test(part) && part !== 'top');
  return parts.at(-1)?.trim() || undefined;
}

/** A name from the start of a question's text when the file gives none. */
export function nameFrom(place: string, text: string): string {
  const start = text.replace(/\s+/g, ' ').trim();
  return start ? `${place}: ${start.length > 40 ? `${start.slice(0, 40)}…` : start}` : place;
}

/**
 * A number as files write it: `3.14`, `-2e3`, or with a decimal comma (`3,14`, as a spreadsheet in
 * French or German saves it); NaN otherwise.
 */
export function parseNumber(raw: string): number {
  const text = raw.trim().replace(/^(-?\d+),(\d+)$/, '$1.$2');
  return /^[-+]?(\d+\.?\d*|\.\d+)(e[-+]?\d+)?$/i.test(text) ? Number(text) : Number.NaN;
}

/** TeX delimiters Moodle's filter reads, each with its closer: all become our inline `$…$`. */
const TEX_DELIMITERS = [
  ['$$', '$$'],
  ['\\(', '\\)'],
  ['\\[', '\\]'],
] as const;

/** Which of TEX_DELIMITERS opens at `at`, or -1. */
function texOpenerAt(text: string, at: number): number {
  return TEX_DELIMITERS.findIndex(([open]) => text.startsWith(open, at));
}

/**
 * TeX as Moodle's filter writes it (`$$…$$`, `\(…\)`, `\[…\]`) becomes our inline `$…$`; `$…$` is
 * already ours. One pass from left to right: each closer is looked for once per formula, and a closer
 * found missing is never looked for again, so a field of thousands of `\(` costs its length, not its
 * square. `max` is the field's real maximum length: a field whose mapped text grows past it would be
 * refused by the length check anyway, so it is returned as it is and the scan stops there.
 */
export function mapTex(text: string, max: number): string {
  // where each kind of formula opens next, -1 once none can close any more
  const next: number[] = TEX_DELIMITERS.map(([open]) => text.indexOf(open));
  let mapped = '';
  let copied = 0;
  for (;;) {
    let kind = -1;
    next.forEach((at, k) => {
      if (at >= 0 && (kind < 0 || at < (next[kind] ?? 0))) kind = k;
    });
    const at = next[kind];
    const delimiters = TEX_DELIMITERS[kind];
    if (at === undefined || !delimiters) break;
    if (mapped.length + (at - copied) > max) return text;
    const [open, close] = delimiters;
    // a formula holds at least one character
    const end = text.indexOf(close, at + open.length + 1);
    if (end < 0) {
      // no closer after this opener: none after a later one either
      next[kind] = -1;
      continue;
    }
    mapped += `${text.slice(copied, at)}$${text.slice(at + open.length, end).trim()}$`;
    copied = end + close.length;
    next.forEach((position, k) => {
      if (position >= 0 && position < copied) next[k] = text.indexOf(TEX_DELIMITERS[k]?.[0] ?? '', copied);
    });
  }
  mapped += text.slice(copied);
  return mapped.length > max ? text : mapped;
}

/**
 * Whether `text` ends inside a formula (`$…$`, `$$…$$`, `\(…\)`, `\[…\]`) it opened and did not close;
 * `\$` is a dollar, not a delimiter. One pass.
 */
export function endsInsideFormula(text: string): boolean {
  let closer: string | undefined;
  for (let i = 0; i < text.length; i++) {
    if (closer) {
      if (text.startsWith(closer, i)) {
        i += closer.length - 1;
        closer = undefined;
      } else if (text[i] === '\\') i++;
      continue;
    }
    if (text[i] === '\\' && text[i + 1] === '$') {
      i++;
      continue;
    }
    const kind = texOpenerAt(text, i);
    const delimiters = TEX_DELIMITERS[kind];
    if (delimiters) {
      closer = delimiters[1];
      i += delimiters[0].length - 1;
    } else if (text[i] === '$') closer = '$';
  }
  return closer !== undefined;
}

const BLOCK_END = /<\/(p|div|h[1-6]|li|tr|blockquote|pre|table|ul|ol)\s*>/gi;

/**
 * HTML to plain text with its line breaks kept: `<br>` and the end of a block become a line break,
 * other tags go, entities are decoded (after the tags are gone, so `&lt;b&gt;` stays the text `<b>`).
 * Images are removed: the caller takes the first one from the question text beforehand.
 */
export function htmlToText(html: string): string {
  const text = html
    // every pattern scans a text once: an unclosed comment or script runs to the end, a tag stops at
    // the next `<` (a 10 MB file of `<!--` or `<` must not take quadratic time)
    .replace(/<!--[\s\S]*?(?:-->|$)/g, '')
    .replace(/<(script|style)\b[\s\S]*?(?:<\/\1\s*>|$)/gi, '')
    .replace(/\r?\n/g, ' ')
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(BLOCK_END, '\n')
    .replace(/<li\b[^>]*>/gi, '- ')
    .replace(/<[^<>]*>/g, '');
  return decodeHTML(text)
    .replace(/\u00a0/g, ' ')
    .split('\n')
    .map((line) => line.replace(/[ \t]+/g, ' ').trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** The `src` of each `<img>` of an HTML text, in order. */
export function imageSources(html: string): string[] {
  return [...html.matchAll(/<img\b[^<>]*?\bsrc\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/gi)].map(
    (match) => match[1] ?? match[2] ?? match[3] ?? '',
  );
}

/** Text of a file: UTF-8 (its BOM dropped), or Windows-1252 when it is not valid UTF-8. */
export function decodeText(data: Buffer): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(data).replace(/^\uFEFF/, '');
  } catch {
    return new TextDecoder('windows-1252').decode(data);
  }
}
