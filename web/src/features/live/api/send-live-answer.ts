import type { AnswerValue, liveAnswerResult } from '@quizzical/common';
import type { z } from 'zod';
import { quizPath } from '../../../lib/api/taking/get-start-quiz';
import { api } from '../../../lib/api-client';

type LiveAnswerResult = z.infer<typeof liveAnswerResult>;

/**
 * POST /api/quizz/live/{code}/_answer?session_id= {key, answer} -> 201 {detail: 'saved', answer}
 * (the answer that counts: the first one tapped); 400 'Time is over.' when it reaches the server after
 * the reveal or LIVE_TAP_ALLOWANCE_MS after the countdown's end, or once the game moved past the question.
 */
export function sendLiveAnswer(
  code: string,
  sessionId: string,
  body: { key: number; answer: AnswerValue },
  signal?: AbortSignal,
): Promise<LiveAnswerResult> {
  return api.post<LiveAnswerResult>(`/api/quizz/live/${quizPath(code)}/_answer`, body, {
    auth: false,
    query: { session_id: sessionId },
    signal,
  });
}
