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
