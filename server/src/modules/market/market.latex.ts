import type { MarketQuestionRow } from './market.repository';

const ESCAPED: Record<string, string> = {
  '\\': '\\textbackslash{}',
  '^': '\\textasciicircum{}',
  '~': '\\textasciitilde{}',
  '\n': '\\\\\n',
};

/**
 * Escapes plain text for LaTeX; formulas between dollars are kept as they are. One pass, so that the
 * braces of an escape (\textbackslash{}) are not escaped again.
 */
export function latexText(input: string): string {
  return input
    .split(/(\$\$[^$]*\$\$|\$[^$]*\$)/g)
    .map((part, i) =>
      i % 2 === 1 ? part : part.replace(/[\\^~\n#%&_{}]/g, (char) => ESCAPED[char] ?? `\\${char}`),
    )
    .join('');
}

/**
 * File name: the leading digits of theme, level and type (their ids, 0 when not specified), then _id.
 * Example: theme 1, level 3, type 2, id 57 -> "132_57.tex".
 */
export const latexFileName = (question: Pick<MarketQuestionRow, 'id' | 'theme' | 'level' | 'type'>) =>
  `${question.theme ?? 0}${question.level ?? 0}${question.type ?? 0}_${question.id}.tex`;

const CORRECT = ' \\quad $\\checkmark$ \\textbf{(correct)}';

/** The written options A–D (a true/false question's empty texts read True and False). */
function options(question: MarketQuestionRow) {
  const texts = [question.answer1, question.answer2, question.answer3, question.answer4];
  if (question.questionType === 'true_false') {
    texts[0] ||= 'True';
    texts[1] ||= 'False';
  }
  return texts.map((text, i) => ({ text, slot: i + 1, letter: 'ABCD'[i] })).filter((option) => option.text);
}

const list = (label: string, items: string[]) =>
  `\\begin{enumerate}[label=${label}]\n${items.map((item) => `  \\item ${item}`).join('\n')}\n\\end{enumerate}`;

/** The answer part of the document, for the question's kind, with its key. */
function answerPart(question: MarketQuestionRow): string {
  const lettered = (correct: (slot: number) => boolean) =>
    list(
      '\\Alph*.',
      options(question).map((o) => `${latexText(o.text)}${correct(o.slot) ? CORRECT : ''}`),
    );
  const credit = question.partialCredit ? 'partial credit' : 'all or nothing';
  switch (question.questionType) {
    case 'single':
    case 'true_false':
      return lettered((slot) => slot === question.correctAnswer);
    case 'multiple':
      return `\\noindent\\textit{Several answers may be correct (${credit}).}\n\n${lettered((slot) =>
        question.correctAnswers.includes(slot),
      )}`;
    case 'poll':
      return `\\noindent\\textit{Poll: no correct answer.}\n\n${lettered(() => false)}`;
    case 'ordering':
      return `\\noindent\\textit{Put in order (${credit}). The correct order:}\n\n${list(
        '\\arabic*.',
        options(question).map((o) => latexText(o.text)),
      )}`;
    case 'text':
      return `\\noindent\\textbf{Accepted answers}${question.caseSensitive ? ' (case-sensitive)' : ''}:\n${list(
        '--',
        question.acceptedAnswers.map(latexText),
      )}`;
    case 'numeric':
      return `\\noindent\\textbf{Answer:} ${latexText(String(question.correctValue ?? ''))}${
        question.tolerance ? ` $\\pm$ ${latexText(String(question.tolerance))}` : ''
      }`;
  }
}

/** A compilable document: the question, its answers with the key of its kind marked, the explanation. */
export function marketQuestionToLatex(
  question: MarketQuestionRow,
  names: { theme: string | null; level: string | null; type: string | null },
) {
  const meta = [names.theme, names.level, names.type]
    .filter((name): name is string => !!name)
    .map(latexText)
    .join(' \\textbullet{} ');
  return `\\documentclass[11pt]{article}
\\usepackage[utf8]{inputenc}
\\usepackage[T1]{fontenc}
\\usepackage{amsmath,amssymb}
\\usepackage{enumitem}
\\begin{document}
\\section*{${latexText(question.description)}}
${meta ? `\\noindent\\textit{${meta}}\\par\\medskip\n` : ''}
${latexText(question.text)}

${answerPart(question)}
${question.explanation ? `\n\\subsection*{Explanation}\n${latexText(question.explanation)}\n` : ''}
\\end{document}
`;
}
