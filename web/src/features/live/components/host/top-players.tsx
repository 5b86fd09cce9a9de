import { Box, Typography } from '@mui/material';
import type { LeaderboardEntry } from '@quizzical/common';
import { visuallyHidden } from '../../../../components/page-container';
import { formatNumber, useT } from '../../../../lib/i18n';
import { HOST } from './host-colors';
import { type RemovablePlayer, RemovePlayerButton } from './remove-player-button';

/** The reveal's top players (the server sends the top REVEAL_LEADERBOARD_SIZE): rank, name, points. */
export function TopPlayers({
  entries,
  onRemove,
}: {
  entries: LeaderboardEntry[];
  /** each row gets a remove control (the page confirms) */
  onRemove?: (player: RemovablePlayer) => void;
}) {
  const t = useT();
  return (
    <Box
      component="section"
      aria-labelledby="top-players-title"
      sx={{
        alignSelf: 'start',
        bgcolor: HOST.panel,
        borderRadius: 3,
        p: { xs: 2, md: 'clamp(12px, 2vh, 24px)' },
        minWidth: 0,
      }}
    >
      <Typography
        id="top-players-title"
        component="h2"
        sx={{ fontWeight: 800, fontSize: { xs: '1.2rem', md: 'clamp(1.2rem, 3.2vh, 2rem)' }, mb: 1 }}
      >
        {t('live.reveal.top_players')}
      </Typography>
      {entries.length === 0 ? (
        <Typography sx={{ color: HOST.muted, fontSize: '1.1rem' }}>{t('live.reveal.no_points')}</Typography>
      ) : (
        <Box component="ol" sx={{ m: 0, p: 0, display: 'grid', gap: 'clamp(2px, 0.6vh, 8px)' }}>
          {entries.map((entry) => (
            <Box
              component="li"
              key={entry.id}
              sx={{
                listStyle: 'none',
                display: 'grid',
                gridTemplateColumns: onRemove
                  ? '2.4ch minmax(0, 1fr) auto auto'
                  : '2.4ch minmax(0, 1fr) auto',
                alignItems: 'baseline',
                gap: 1.5,
                fontSize: { xs: '1.05rem', md: 'clamp(1.05rem, 2.7vh, 1.7rem)' },
                fontWeight: 700,
              }}
            >
              <Box
                component="span"
                sx={{ color: HOST.muted, textAlign: 'right', fontVariantNumeric: 'tabular-nums' }}
              >
                {entry.rank}
              </Box>
              <Box
                component="span"
                // a phone's narrow column wraps a long name rather than cut it; a projector keeps one line
                sx={{
                  overflow: 'hidden',
                  overflowWrap: { xs: 'anywhere', md: 'normal' },
                  textOverflow: { md: 'ellipsis' },
                  whiteSpace: { xs: 'normal', md: 'nowrap' },
                }}
              >
                {entry.name}
              </Box>
              <Box component="span" sx={{ fontWeight: 900, fontVariantNumeric: 'tabular-nums' }}>
                {formatNumber(entry.points, { useGrouping: true })}
                <Box component="span" sx={visuallyHidden}>
                  {` ${t('live.points_word', { count: entry.points })}`}
                </Box>
              </Box>
              {onRemove && <RemovePlayerButton player={entry} onRemove={onRemove} />}
            </Box>
          ))}
        </Box>
      )}
    </Box>
  );
}
