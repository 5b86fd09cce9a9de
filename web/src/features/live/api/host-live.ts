import type { HostState } from '@quizzical/common';
import { api } from '../../../lib/api-client';

/**
 * POST /api/quizz/{code}/live/_host: the projector screen's first call. Idempotent: starts the quiz
 * if it is not started (free-plan rules), opens the game in the lobby if it has none, and otherwise
 * answers the game as it is, so that a reload resumes where the class is.
 */
export function hostLive(code: string): Promise<HostState> {
  return api.post<HostState>(`/api/quizz/${encodeURIComponent(code)}/live/_host`);
}
