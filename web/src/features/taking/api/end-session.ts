import { quizPath } from '../../../lib/api/taking/get-start-quiz';
import { api } from '../../../lib/api-client';
import type { AnswerEntry } from '../lib/answer-journal';
import type { SessionEnvelope } from './start-session';

/**
 * POST /api/quizz/response/_end/{code}/{session} {key, answer, sequence} (the last click, or {}) -> 201
 * {response (finished, score in percent), now_date}. Accepted after the time is over.
 */
export function endSession(
  code: string,
  sessionId: string,
  last: AnswerEntry | null,
): Promise<SessionEnvelope> {
  return api.post<SessionEnvelope>(
    `/api/quizz/response/_end/${quizPath(code)}/${encodeURIComponent(sessionId)}`,
    last ?? {},
    { auth: false },
  );
}
