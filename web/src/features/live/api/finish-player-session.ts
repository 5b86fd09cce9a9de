import { quizPath } from '../../../lib/api/taking/get-start-quiz';
import { api } from '../../../lib/api-client';

/**
 * POST /api/quizz/response/_end/{code}/{session} {} -> 201: ends the player's session when the teacher
 * closed the quiz before the podium (the podium ends every session itself), so that the end page
 * (score, survey, review) has a finished session to show. Accepted after the quiz is closed.
 */
export function finishPlayerSession(code: string, sessionId: string): Promise<unknown> {
  return api.post(
    `/api/quizz/response/_end/${quizPath(code)}/${encodeURIComponent(sessionId)}`,
    {},
    { auth: false },
  );
}
