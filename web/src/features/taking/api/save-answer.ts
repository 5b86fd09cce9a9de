import { quizPath } from '../../../lib/api/taking/get-start-quiz';
import { api } from '../../../lib/api-client';
import type { AnswerEntry } from '../lib/answer-journal';

/** A save that hangs on a dying Wi-Fi is abandoned after this long, and retried by the journal. */
const SAVE_TIMEOUT_MS = 8_000;

/**
 * POST /api/quizz/response/_save/{code}?session_id= {key: question id, answer: stored number, sequence:
 * the journal's order of the click} -> 201 (idempotent; `superseded: true` when the server holds a newer
 * answer to the question: this one was not applied, and the journal forgets it like any acknowledged one). 403 {detail: 'Time is over.'} once the time (plus a grace) is over or the session ended.
 * Called by the answer journal only, which retries it.
 */
export function saveAnswer(code: string, sessionId: string, entry: AnswerEntry): Promise<unknown> {
  const signal = typeof AbortSignal.timeout === 'function' ? AbortSignal.timeout(SAVE_TIMEOUT_MS) : undefined;
  return api.post(`/api/quizz/response/_save/${quizPath(code)}`, entry, {
    auth: false,
    query: { session_id: sessionId },
    signal,
  });
}
