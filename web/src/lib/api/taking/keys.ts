import { normalizeCode } from '@quizzical/common';

/**
 * TanStack Query keys of the student side (server module `taking`), by the normalized quiz code: the
 * home page's code check and the start page share the quiz, the run and end pages the session.
 */
export const takingKeys = {
  all: ['taking'] as const,
  quiz: (code: string) => ['taking', 'quiz', normalizeCode(code)] as const,
  session: (code: string, sessionId: string) =>
    ['taking', 'session', normalizeCode(code), sessionId] as const,
  reviews: (code: string) => ['taking', 'review', normalizeCode(code)] as const,
  review: (code: string, sessionId: string | null) =>
    ['taking', 'review', normalizeCode(code), sessionId] as const,
};
