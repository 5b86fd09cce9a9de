/** Query keys of the quizzes feature: every mutation invalidates `quizzesKeys.all`. */
export const quizzesKeys = {
  all: ['quizzes'] as const,
  list: (search: string) => ['quizzes', 'list', search] as const,
  detail: (code: string) => ['quizzes', 'detail', code] as const,
  publicSearch: (params: unknown) => ['quizzes', 'public', params] as const,
};
