import type { SessionTimeResult } from '@quizzical/common';
import { quizPath } from '../../../lib/api/taking/get-start-quiz';
import { api } from '../../../lib/api-client';

/**
 * GET /api/quizz/response/_time/{code}?session_id= (no auth): the session's end of time as it is now
 * (the teacher may grant extra minutes) and the server's time. A few dozen bytes: the run screen polls it.
 */
export const getSessionTime = (code: string, sessionId: string, signal?: AbortSignal) =>
  api.get<SessionTimeResult>(`/api/quizz/response/_time/${quizPath(code)}`, {
    auth: false,
    signal,
    query: { session_id: sessionId },
  });
