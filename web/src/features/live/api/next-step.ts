import type { HostState } from '@quizzical/common';
import { api } from '../../../lib/api-client';

/**
 * POST /api/quizz/{code}/live/_next: the next step. `version` is the one the host saw: a second press
 * of the same key, or a second host tab, is a no-op on the server instead of skipping a step.
 */
export function nextStep(code: string, version: number): Promise<HostState> {
  return api.post<HostState>(`/api/quizz/${encodeURIComponent(code)}/live/_next`, { version });
}
