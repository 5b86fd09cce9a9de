import CloseRounded from '@mui/icons-material/CloseRounded';
import { IconButton } from '@mui/material';
import { useT } from '../../../../lib/i18n';
import { focusRing, HOST } from './host-colors';

/** A player the host can remove: their public id and the name the screen shows. */
export interface RemovablePlayer {
  id: string;
  name: string;
}

/** The small × beside a player's name on the projector; it only asks (the page confirms, naming them). */
export function RemovePlayerButton({
  player,
  onRemove,
}: {
  player: RemovablePlayer;
  onRemove(player: RemovablePlayer): void;
}) {
  const t = useT();
  const label = t('live.remove.label', { name: player.name });
  return (
    <IconButton
      size="small"
      aria-label={label}
      title={label}
      onClick={() => onRemove(player)}
      sx={{
        color: HOST.muted,
        p: 0.5,
        minWidth: 32,
        minHeight: 32,
        '&:hover': { color: HOST.text, bgcolor: HOST.dimmed },
        ...focusRing,
      }}
    >
      <CloseRounded fontSize="inherit" />
    </IconButton>
  );
}
