import type { PlayerState } from '@quizzical/common';
import { quizPath } from '../../../lib/api/taking/get-start-quiz';
import { api } from '../../../lib/api-client';

/**
 * GET /api/quizz/live/{code}?session_id= (no auth: the session id is the player's key) -> 200
 * playerState; 404 when the session is not one of this quiz's (or the quiz is not hosted), 403 when
 * the host removed this player.
 */
export function getPlayerState(code: string, sessionId: string, signal?: AbortSignal): Promise<PlayerState> {
  return api.get<PlayerState>(`/api/quizz/live/${quizPath(code)}`, {
    auth: false,
    query: { session_id: sessionId },
    signal,
  });
}
