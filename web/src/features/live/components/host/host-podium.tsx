import EmojiEventsRounded from '@mui/icons-material/EmojiEventsRounded';
import { Box, Typography } from '@mui/material';
import type { HostState, LeaderboardEntry } from '@quizzical/common';
import { useT } from '../../../../lib/i18n';
import { ordinal } from '../../lib/host-steps';
import { HOST } from './host-colors';
import { LeaderboardTable } from './leaderboard-table';
import type { RemovablePlayer } from './remove-player-button';

/** In rank order (what a screen reader reads); `column` puts them 2nd-1st-3rd as on a real podium. */
const PLACES = [
  { rank: 1, column: 2, color: HOST.gold, height: '100%' },
  { rank: 2, column: 1, color: HOST.silver, height: '62%' },
  { rank: 3, column: 3, color: HOST.bronze, height: '44%' },
] as const;

/** One step of the podium: the name above, the block with the place below. */
function Place({
  entry,
  column,
  color,
  height,
}: {
  entry: LeaderboardEntry;
  column: number;
  color: string;
  height: string;
}) {
  const t = useT();
  return (
    <Box
      component="li"
      sx={{
        listStyle: 'none',
        gridColumn: column,
        gridRow: 1,
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'flex-end',
        alignItems: 'stretch',
        minWidth: 0,
        height: '100%',
      }}
    >
      <Typography
        sx={{
          textAlign: 'center',
          fontWeight: 800,
          fontSize: { xs: '1.05rem', md: 'clamp(1.2rem, 3.6vh, 2.4rem)' },
          // a third of a phone is about 110 px: a name there wraps (broken where it must) rather than
          // lose its end to an ellipsis; a projector's place keeps it on one line
          overflow: 'hidden',
          // its lines keep their height: the block under it gives way (overflow hidden lets it shrink)
          flexShrink: { xs: 0, md: 1 },
          overflowWrap: { xs: 'anywhere', md: 'normal' },
          lineHeight: { xs: 1.25, md: 1.5 },
          textOverflow: { md: 'ellipsis' },
          whiteSpace: { xs: 'normal', md: 'nowrap' },
        }}
      >
        {entry.name}
      </Typography>
      <Typography
        sx={{
          textAlign: 'center',
          color: HOST.muted,
          fontWeight: 700,
          fontSize: { xs: '0.95rem', md: 'clamp(1rem, 2.6vh, 1.7rem)' },
          mb: 1,
        }}
      >
        {t('live.points', { count: entry.points })}
      </Typography>
      <Box
        sx={{
          height,
          minHeight: 48,
          display: 'grid',
          placeItems: 'start center',
          pt: 1,
          borderRadius: '12px 12px 0 0',
          bgcolor: color,
          color: HOST.background,
          fontWeight: 900,
          fontSize: { xs: '1.6rem', md: 'clamp(2rem, 7vh, 4.5rem)' },
        }}
      >
        {ordinal(entry.rank)}
      </Box>
    </Box>
  );
}

/** The end of the game: the top three on a podium, then everyone in the leaderboard. */
export function HostPodium({
  state,
  onRemove,
}: {
  state: HostState;
  /** the leaderboard's rows get a remove control (the page confirms) */
  onRemove?: (player: RemovablePlayer) => void;
}) {
  const t = useT();
  const byRank = (rank: number) => state.leaderboard.find((e) => e.rank === rank);
  const places = PLACES.flatMap((p) => {
    const entry = byRank(p.rank) ?? state.leaderboard[p.rank - 1];
    return entry ? [{ ...p, entry }] : [];
  });
  return (
    <Box
      sx={{
        display: 'grid',
        // side by side on a projector: the podium and the button fit at 1280×720 without scrolling. With
        // the leaderboard near half the width: its longer headers ('Punkte', 'Temps') leave names room
        gridTemplateColumns: { xs: '1fr', lg: 'minmax(0, 5fr) minmax(340px, 4fr)' },
        alignItems: 'start',
        gap: { xs: 3, md: '3vh', lg: 4 },
      }}
    >
      <Box
        component="section"
        aria-labelledby="podium-title"
        sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1 }}
      >
        <Typography
          id="podium-title"
          component="h2"
          sx={{
            display: 'flex',
            alignItems: 'center',
            gap: 1,
            fontWeight: 900,
            fontSize: { xs: '1.8rem', md: 'clamp(2rem, 6vh, 4rem)' },
          }}
        >
          <EmojiEventsRounded aria-hidden="true" sx={{ color: HOST.gold, fontSize: '1.1em' }} />
          {t('live.podium.title')}
        </Typography>
        {places.length === 0 ? (
          <Typography sx={{ color: HOST.muted, fontSize: '1.3rem' }}>{t('live.podium.nobody')}</Typography>
        ) : (
          <Box
            component="ol"
            data-testid="podium"
            sx={{
              m: 0,
              p: 0,
              width: 'min(100%, 980px)',
              height: { xs: 240, md: 'clamp(240px, 44vh, 520px)', lg: 'clamp(240px, 50vh, 560px)' },
              display: 'grid',
              gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
              alignItems: 'end',
              gap: { xs: 1, md: 3 },
            }}
          >
            {places.map((p) => (
              <Place key={p.rank} entry={p.entry} column={p.column} color={p.color} height={p.height} />
            ))}
          </Box>
        )}
      </Box>
      {state.leaderboard.length > 0 && (
        <LeaderboardTable entries={state.leaderboard} scroll onRemove={onRemove} />
      )}
    </Box>
  );
}
