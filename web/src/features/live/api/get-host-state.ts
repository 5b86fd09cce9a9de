import type { HostState } from '@quizzical/common';
import { api } from '../../../lib/api-client';

/** GET /api/quizz/{code}/live: the game's state (the fallback poll while the event stream is down). */
export function getHostState(code: string, signal?: AbortSignal): Promise<HostState> {
  return api.get<HostState>(`/api/quizz/${encodeURIComponent(code)}/live`, { signal });
}
