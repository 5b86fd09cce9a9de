export interface LatexCommandSeed {
  command: string;
  symbol: string;
  example: string;
}
/** LaTeX helper drawer: categories of commands, each with the rendered symbol and an example. */
export const LATEX_CATEGORIES: { name: string; commands: LatexCommandSeed[] }[] = [
  { name: 'Greek letters', commands: [{ command: '\\alpha', symbol: 'α', example: '$\\alpha + \\beta$' }] },
];
