/**
 * TanStack Query keys of the teacher's quizzes (server module `quizzes`, and the results report of one
 * quiz, which changes with it). Everything sits under `quizKeys.all`: a mutation of a quiz (create,
 * start, stop, edit, delete, import…) invalidates `quizKeys.all`, so the dashboard list, the free-plan
 * counter, the editor and the results page all follow whichever page made the change.
 */
export const quizKeys = {
  all: ['quizzes'] as const,
  list: (search: string) => ['quizzes', 'list', search] as const,
  detail: (code: string) => ['quizzes', 'detail', code] as const,
  publicSearch: (params: unknown) => ['quizzes', 'public', params] as const,
  report: (code: string) => ['quizzes', 'report', code] as const,
  /** Outside `all`: where student links start does not change with the quizzes. */
  linkBase: ['link-base'] as const,
};
