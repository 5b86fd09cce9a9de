import type { HostState } from '@quizzical/common';
import { api } from '../../../lib/api-client';

/**
 * DELETE /api/quizz/{code}/live/players/{id}: removes a player (their public id from the host state)
 * from the game; the new host state comes back without them.
 */
export function removePlayer(code: string, playerId: string): Promise<HostState> {
  return api.delete<HostState>(
    `/api/quizz/${encodeURIComponent(code)}/live/players/${encodeURIComponent(playerId)}`,
  );
}
