import type { MarketQuestionRow } from './market.repository';

/** Escapes plain text for LaTeX; formulas between dollars are kept as they are. */
export function latexText(input: string): string {
  return input
    .split(/(\$\$[^$]*\$\$|\$[^$]*\$)/g)
    .map((part, i) =>
      i % 2 === 1
        ? part
        : part
            .replace(/\\/g, '\\textbackslash{}')
            .replace(/([#%&_{}])/g, '\\$1')
            .replace(/\^/g, '\\textasciicircum{}')
            .replace(/~/g, '\\textasciitilde{}')
            .replace(/\n/g, '\\\\\n'),
    )
    .join('');
}

/**
 * File name: the leading digits of theme, level and type (their ids, 0 when not specified), then _id.
 * Example: theme 1, level 3, type 2, id 57 -> "132_57.tex".
 */
export const latexFileName = (q: Pick<MarketQuestionRow, 'id' | 'theme' | 'level' | 'type'>) =>
  `${q.theme ?? 0}${q.level ?? 0}${q.type ?? 0}_${q.id}.tex`;

/** A compilable document: the question, lettered answers with the correct one marked, the explanation. */
export function marketQuestionToLatex(
  q: MarketQuestionRow,
  names: { theme: string | null; level: string | null; type: string | null },
) {
  const answers = [q.answer1, q.answer2, q.answer3, q.answer4]
    .map((text, i) => ({ text, letter: 'ABCD'[i], correct: q.correctAnswer === i + 1 }))
    .filter((a) => a.text);
  const meta = [names.theme, names.level, names.type]
    .filter(Boolean)
    .map((n) => latexText(n!))
    .join(' \\textbullet{} ');
  return `\\documentclass[11pt]{article}
\\usepackage[utf8]{inputenc}
\\usepackage[T1]{fontenc}
\\usepackage{amsmath,amssymb}
\\usepackage{enumitem}
\\begin{document}
\\section*{${latexText(q.description)}}
${meta ? `\\noindent\\textit{${meta}}\\par\\medskip\n` : ''}
${latexText(q.text)}

\\begin{enumerate}[label=\\Alph*.]
${answers.map((a) => `  \\item ${latexText(a.text)}${a.correct ? ' \\quad $\\checkmark$ \\textbf{(correct)}' : ''}`).join('\n')}
\\end{enumerate}
${q.explanation ? `\n\\subsection*{Explanation}\n${latexText(q.explanation)}\n` : ''}
\\end{document}
`;
}
