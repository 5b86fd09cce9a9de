/** Query keys of the results page; everything of one quiz sits under ['results', code]. */
export const resultsKeys = {
  all: (code: string) => ['results', code] as const,
  report: (code: string) => ['results', code, 'report'] as const,
  quiz: (code: string) => ['results', code, 'quiz'] as const,
};
