import { useState } from 'react';
import { ConfirmDialog } from '../../../../components/confirm-dialog';
import { isApiError } from '../../../../lib/api-client';
import { errorText, useT } from '../../../../lib/i18n';
import type { RemovablePlayer } from './remove-player-button';

/**
 * The host's removal of a player: `ask` opens a confirmation naming the player; 'Remove' sends it and
 * the screen shows the game without them. `error` is the last failed removal's words.
 */
export function usePlayerRemoval(removePlayer: (playerId: string) => Promise<void>) {
  const t = useT();
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
      const fallback = t('live.remove.failed', { name: asked.name });
      // a lost connection says which player was not removed, not only that the network is down
      setError(isApiError(failure) && failure.status !== 0 ? errorText(failure, fallback) : fallback);
    } finally {
      setSending(false);
      setAsked(null);
    }
  };

  const dialog = (
    <ConfirmDialog
      open={asked !== null}
      title={asked ? t('live.remove.title', { name: asked.name }) : ''}
      text={asked ? t('live.remove.text', { name: asked.name }) : ''}
      confirmLabel={t('live.remove.button')}
      cancelLabel={t('common.cancel')}
      danger
      loading={sending}
      onConfirm={() => void confirm()}
      onClose={() => setAsked(null)}
    />
  );

  return { ask: setAsked, asking: asked !== null, error, dialog };
}
