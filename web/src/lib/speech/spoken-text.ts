import { splitMath } from '@quizzical/common';

/**
 * What a speech synthesiser says for a text with formulas. KaTeX's output has no spoken text, so a
 * formula is read from its LaTeX source: the common commands of school mathematics become words
 * (`\frac{a}{b}` "a over b", `x^2` "x squared"), any other command is said by its name (`\sin` "sin"),
 * and layout commands are dropped. Small on purpose: it ships with the students' pages.
 */

/** Commands said as words; the Greek letters and functions are said by their name already. */
const COMMAND_WORDS: Record<string, string> = {
  times: 'times',
  cdot: 'times',
  div: 'divided by',
  pm: 'plus or minus',
  mp: 'minus or plus',
  le: 'is less than or equal to',
  leq: 'is less than or equal to',
  ge: 'is greater than or equal to',
  geq: 'is greater than or equal to',
  neq: 'is not equal to',
  ne: 'is not equal to',
  approx: 'is approximately',
  infty: 'infinity',
  degree: 'degrees',
  circ: 'degrees',
  percent: 'percent',
  '%': 'percent',
  to: 'to',
  rightarrow: 'gives',
  Rightarrow: 'implies',
  in: 'in',
};

/** Commands that only lay out or style: their argument (if any) is read, the command is not. */
const SILENT_COMMANDS = new Set([
  'left',
  'right',
  'displaystyle',
  'mathrm',
  'mathbf',
  'mathit',
  'text',
  'textrm',
  'operatorname',
  'quad',
  'qquad',
  ',',
  ';',
  ':',
  '!',
  ' ',
]);

const SYMBOL_WORDS: Record<string, string> = {
  '+': 'plus',
  '-': 'minus',
  '−': 'minus',
  '=': 'equals',
  '<': 'is less than',
  '>': 'is greater than',
  '*': 'times',
  '/': 'over',
  '%': 'percent',
};

const POWER_WORDS: Record<string, string> = { '2': 'squared', '3': 'cubed' };

class TexReader {
  private i = 0;
  constructor(private readonly tex: string) {}

  /** The whole source as words. */
  read(): string[] {
    const words: string[] = [];
    while (this.i < this.tex.length) words.push(...this.next());
    return words;
  }

  /** A `{…}` group's source, or the one command or character that stands for it (`^2`, `\frac12`). */
  private group(): string {
    while (this.tex[this.i] === ' ') this.i++;
    const start = this.i;
    if (this.tex[start] === '{') {
      let depth = 0;
      for (; this.i < this.tex.length; this.i++) {
        if (this.tex[this.i] === '\\') this.i++;
        else if (this.tex[this.i] === '{') depth++;
        else if (this.tex[this.i] === '}' && --depth === 0) break;
      }
      this.i++;
      return this.tex.slice(start + 1, this.i - 1);
    }
    if (this.tex[start] === '\\') {
      this.command();
      return this.tex.slice(start, this.i);
    }
    this.i = Math.min(start + 1, this.tex.length);
    return this.tex.slice(start, this.i);
  }

  /** A command's name after its backslash: letters, or one other character (`\,`). */
  private command(): string {
    this.i++; // the backslash
    const letters = /^[a-zA-Z]+/.exec(this.tex.slice(this.i));
    const name = letters ? letters[0] : (this.tex[this.i] ?? '');
    this.i += Math.max(name.length, 1);
    return name;
  }

  private next(): string[] {
    const ch = this.tex[this.i];
    if (ch === '\\') return this.commandWords(this.command());
    if (ch === '^') {
      this.i++;
      const power = spokenFormula(this.group());
      return [POWER_WORDS[power] ?? `to the power of ${power}`];
    }
    if (ch === '_') {
      this.i++;
      return ['sub', spokenFormula(this.group())];
    }
    if (ch === '{') return [spokenFormula(this.group())];
    if (ch in SYMBOL_WORDS) {
      this.i++;
      return [SYMBOL_WORDS[ch]];
    }
    // a number or a name reads as it is written; braces, spaces and alignment marks are skipped
    const token = /^[\p{L}\p{N}.,]+/u.exec(this.tex.slice(this.i));
    if (token) {
      this.i += token[0].length;
      return [token[0]];
    }
    this.i++;
    return /[\s{}&]/.test(ch) ? [] : [ch];
  }

  private commandWords(name: string): string[] {
    if (name === 'frac' || name === 'dfrac' || name === 'tfrac') {
      const numerator = spokenFormula(this.group());
      return [numerator, 'over', spokenFormula(this.group())];
    }
    if (name === 'sqrt') {
      const degree = this.tex[this.i] === '[' ? this.bracket() : '';
      const root =
        degree === '3' ? 'the cube root of' : degree ? `the root ${degree} of` : 'the square root of';
      return [root, spokenFormula(this.group())];
    }
    if (SILENT_COMMANDS.has(name)) return [];
    return [COMMAND_WORDS[name] ?? name];
  }

  /** `[…]` after `\sqrt`: the root's degree. */
  private bracket(): string {
    const end = this.tex.indexOf(']', this.i);
    if (end < 0) return '';
    const inside = this.tex.slice(this.i + 1, end);
    this.i = end + 1;
    return spokenFormula(inside);
  }
}

/** A formula's LaTeX source as words: `\frac{1}{2}` → "1 over 2". */
export function spokenFormula(tex: string): string {
  return new TexReader(tex).read().filter(Boolean).join(' ').replace(/\s+/g, ' ').trim();
}

/** A text with formulas between dollars, the formulas said in words. */
export function spokenText(text: string): string {
  return splitMath(text)
    .map((segment) => (segment.kind === 'text' ? segment.text : ` ${spokenFormula(segment.tex)} `))
    .join('')
    .replace(/\s+/g, ' ')
    .trim();
}

const sentence = (words: string) => (/[.?!:]$/.test(words) ? words : `${words}.`);

/**
 * A question and its answers as one reading: "Question 2. … Answer A: …. Answer B: …."; each text ends
 * as a sentence. `answerLine` says an answer in the language on screen (English by default).
 */
export function spokenQuestion({
  heading,
  text,
  answers,
  answerLine = (letter, said) => `Answer ${letter}: ${said}`,
}: {
  heading: string;
  text: string;
  answers: { letter: string; text: string | null }[];
  answerLine?: (letter: string, said: string) => string;
}): string {
  const parts = [sentence(heading), sentence(spokenText(text))];
  for (const answer of answers) {
    const said = answer.text ? spokenText(answer.text) : '';
    if (said) parts.push(sentence(answerLine(answer.letter, said)));
  }
  return parts.join(' ');
}
