import { Box, Typography } from '@mui/material';
import type { HostState } from '@quizzical/common';
import { useT } from '../../../../lib/i18n';
import { qrCodeUrl, studentLink } from '../../../../lib/quiz-links';
import { HOST } from './host-colors';
import { type RemovablePlayer, RemovePlayerButton } from './remove-player-button';

/** The words before the link and before the code ('Go to', 'or enter the code'). */
const JOIN_CAPTION = {
  fontSize: { xs: '1.2rem', md: 'clamp(1.3rem, 3.4vh, 2.2rem)' },
  fontWeight: 600,
  color: HOST.muted,
} as const;

/**
 * The lobby: how to join (the QR code, the /q/{code} link, the code in very large type) and the
 * players as they arrive, newest first so that a student sees their name appear without scrolling.
 */
export function HostLobby({
  state,
  baseUrl,
  localOnly = false,
  onRemove,
}: {
  state: HostState;
  baseUrl: string;
  /** no address phones can open was found: say so before the class tries */
  localOnly?: boolean;
  /** each name gets a remove control (the page confirms) */
  onRemove?: (player: RemovablePlayer) => void;
}) {
  const t = useT();
  const host = new URL(baseUrl).host;
  const link = studentLink(state.code, baseUrl);
  // the student route's path, the same in every language (not a text to translate)
  const joinPath = `${host}/q/`;
  const players = [...state.players].reverse();
  return (
    <Box
      sx={{ flexGrow: 1, minHeight: 0, display: 'flex', flexDirection: 'column', gap: { xs: 3, md: '3vh' } }}
    >
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', md: 'auto minmax(0, 1fr)' },
          alignItems: 'center',
          justifyItems: { xs: 'center', md: 'start' },
          gap: { xs: 3, md: 6 },
        }}
      >
        <Box sx={{ p: { xs: 1.5, md: 2 }, bgcolor: HOST.text, borderRadius: 4, lineHeight: 0 }}>
          <Box
            component="img"
            src={qrCodeUrl(state.code, 10)}
            alt={t('live.lobby.qr_alt', { link })}
            sx={{
              display: 'block',
              width: { xs: 'min(70vw, 280px)', md: 'min(40vh, 30vw)' },
              height: 'auto',
              imageRendering: 'pixelated',
            }}
          />
        </Box>
        <Box sx={{ minWidth: 0, maxWidth: '100%', textAlign: { xs: 'center', md: 'left' } }}>
          <Typography sx={JOIN_CAPTION}>{t('live.lobby.go_to')}</Typography>
          <Typography
            data-testid="lobby-link"
            sx={{
              fontSize: { xs: '1.5rem', md: 'clamp(1.8rem, 5vh, 3.4rem)' },
              fontWeight: 800,
              lineHeight: 1.15,
              overflowWrap: 'anywhere',
            }}
          >
            {joinPath}
            <wbr />
            {state.code}
          </Typography>
          <Typography sx={{ ...JOIN_CAPTION, mt: { xs: 2, md: '2.5vh' } }}>
            {t('live.lobby.or_code')}
          </Typography>
          <Typography
            data-testid="lobby-code"
            sx={{
              fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
              fontSize: { xs: '3.2rem', md: 'clamp(4rem, 14vh, 10rem)' },
              fontWeight: 800,
              letterSpacing: '0.08em',
              lineHeight: 1,
            }}
          >
            {state.code}
          </Typography>
          {localOnly && (
            <Typography
              role="alert"
              sx={{ mt: 2, maxWidth: 720, color: HOST.gold, fontWeight: 700, fontSize: '1.1rem' }}
            >
              {t('live.lobby.local_only')}
            </Typography>
          )}
        </Box>
      </Box>

      <Box
        component="section"
        aria-labelledby="lobby-players"
        sx={{ minHeight: 0, display: 'flex', flexDirection: 'column', gap: 1.5 }}
      >
        <Typography
          id="lobby-players"
          component="h2"
          data-testid="player-count"
          sx={{ fontSize: { xs: '1.3rem', md: 'clamp(1.3rem, 3.6vh, 2.4rem)' }, fontWeight: 800 }}
        >
          {t('live.lobby.players', { count: state.player_count })}
        </Typography>
        {players.length === 0 ? (
          <Typography
            sx={{ color: HOST.muted, fontSize: { xs: '1.1rem', md: 'clamp(1.1rem, 2.8vh, 1.8rem)' } }}
          >
            {t('live.lobby.waiting')}
          </Typography>
        ) : (
          // scrolls only when the class is large; focusable so that a keyboard can scroll it too
          <Box
            component="ul"
            aria-label={t('live.lobby.players_label')}
            tabIndex={0}
            sx={{
              m: 0,
              p: 0.5,
              display: 'flex',
              flexWrap: 'wrap',
              alignContent: 'flex-start',
              gap: 1,
              overflowY: 'auto',
              maxHeight: { xs: 'none', md: '22vh' },
              '&:focus-visible': { outline: `3px solid ${HOST.focus}` },
            }}
          >
            {players.map((player) => (
              <PlayerChip key={player.id} player={player} onRemove={onRemove} />
            ))}
          </Box>
        )}
      </Box>
    </Box>
  );
}

/** A player's name in the lobby as a pill, with its remove control when the host may remove players. */
function PlayerChip({
  player,
  onRemove,
}: {
  player: HostState['players'][number];
  onRemove?: (player: RemovablePlayer) => void;
}) {
  return (
    <Box
      component="li"
      sx={{
        listStyle: 'none',
        display: 'inline-flex',
        alignItems: 'center',
        gap: 0.5,
        pl: 2,
        pr: onRemove ? 0.75 : 2,
        py: onRemove ? 0.25 : 0.75,
        borderRadius: 99,
        bgcolor: HOST.panel,
        fontWeight: 700,
        fontSize: { xs: '1rem', md: 'clamp(1rem, 2.6vh, 1.6rem)' },
        maxWidth: '100%',
      }}
    >
      <Box
        component="span"
        sx={{ minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
      >
        {player.name}
      </Box>
      {onRemove && <RemovePlayerButton player={player} onRemove={onRemove} />}
    </Box>
  );
}
