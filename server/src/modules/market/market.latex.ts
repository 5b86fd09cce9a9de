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
export const latexFileName = (question: Pick<MarketQuestionRow, 'id' | 'theme' | 'level' | 'type'>) =>
  `${question.theme ?? 0}${question.level ?? 0}${question.type ?? 0}_${question.id}.tex`;

/** A compilable document: the question, lettered answers with the correct one marked, the explanation. */
export function marketQuestionToLatex(
  question: MarketQuestionRow,
  names: { theme: string | null; level: string | null; type: string | null },
) {
  const answers = [question.answer1, question.answer2, question.answer3, question.answer4]
    .map((text, i) => ({ text, letter: 'ABCD'[i], correct: question.correctAnswer === i + 1 }))
    .filter((answer) => answer.text);
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

\\begin{enumerate}[label=\\Alph*.]
${answers.map((answer) => `  \\item ${latexText(answer.text)}${answer.correct ? ' \\quad $\\checkmark$ \\textbf{(correct)}' : ''}`).join('\n')}
\\end{enumerate}
${question.explanation ? `\n\\subsection*{Explanation}\n${latexText(question.explanation)}\n` : ''}
\\end{document}
`;
}
