import { useState } from 'react';
import { ConfirmDialog } from '../../../../components/confirm-dialog';
import { isApiError } from '../../../../lib/api-client';
import type { RemovablePlayer } from './remove-player-button';

/**
 * The host's removal of a player: `ask` opens a confirmation naming the player; 'Remove' sends it and
 * the screen shows the game without them. `error` is the last failed removal's words.
 */
export function usePlayerRemoval(removePlayer: (playerId: string) => Promise<void>) {
  const [asked, setAsked] = useState<RemovablePlayer | null>(null);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const confirm = async () => {
    if (!asked || sending) return;
    setSending(true);
    setError(null);
    try {
      await removePlayer(asked.id);
    } catch (failure) {
      setError(
        (isApiError(failure) && failure.status !== 0 && failure.detail) ||
          `${asked.name} could not be removed. Please try again.`,
      );
    } finally {
      setSending(false);
      setAsked(null);
    }
  };

  const dialog = (
    <ConfirmDialog
      open={asked !== null}
      title={asked ? `Remove ${asked.name}?` : ''}
      text={
        asked
          ? `${asked.name} leaves the game: their name goes off this screen and the leaderboard, their points no longer count, and their phone says that you removed them.`
          : ''
      }
      confirmLabel="Remove"
      cancelLabel="Cancel"
      danger
      loading={sending}
      onConfirm={() => void confirm()}
      onClose={() => setAsked(null)}
    />
  );

  return { ask: setAsked, asking: asked !== null, error, dialog };
}
