import { Box, Typography } from '@mui/material';
import type { LeaderboardEntry } from '@quizzical/common';
import { visuallyHidden } from '../../../../components/page-container';
import { formatNumber, useT } from '../../../../lib/i18n';
import { HOST } from './host-colors';
import { type RemovablePlayer, RemovePlayerButton } from './remove-player-button';

/**
 * Answer time as "12.3 s" ("12,3 s" where the language writes a decimal comma): the tie-break, shown so
 * that equal points in a different order make sense. 's' is the SI symbol, the same in every language.
 */
const seconds = (ms: number) =>
  `${formatNumber(ms / 1000, { maximumFractionDigits: 1, useGrouping: true })} s`;

const cell = {
  // a phone's narrow table leaves the names what the numbers do not need
  px: { xs: 0.5, sm: 1, md: 2 },
  py: { xs: 0.75, md: 1 },
  textAlign: 'left',
  borderBottom: `1px solid ${HOST.dimmed}`,
} as const;

/**
 * Everyone, in rank order: a plain table (screen readers navigate it by rows and columns). With
 * `scroll`, on a wide screen the table scrolls inside its panel (focusable, so a keyboard scrolls it).
 */
export function LeaderboardTable({
  entries,
  scroll,
  onRemove,
}: {
  entries: LeaderboardEntry[];
  scroll?: boolean;
  /** each row gets a remove control (the page confirms) */
  onRemove?: (player: RemovablePlayer) => void;
}) {
  const t = useT();
  return (
    <Box
      component="section"
      aria-labelledby="leaderboard-title"
      tabIndex={scroll ? 0 : undefined}
      sx={{
        bgcolor: HOST.panel,
        borderRadius: 3,
        p: { xs: 1.5, md: 3 },
        maxHeight: scroll ? { lg: '66vh' } : undefined,
        overflowY: scroll ? { lg: 'auto' } : undefined,
        '&:focus-visible': { outline: `3px solid ${HOST.focus}` },
      }}
    >
      <Typography
        id="leaderboard-title"
        component="h2"
        sx={{ fontWeight: 800, fontSize: { xs: '1.3rem', md: 'clamp(1.3rem, 3.4vh, 2.2rem)' }, mb: 1 }}
      >
        {t('live.leaderboard.title')}
      </Typography>
      <Box
        component="table"
        sx={{
          width: '100%',
          borderCollapse: 'collapse',
          fontSize: { xs: '1rem', md: 'clamp(1rem, 2.6vh, 1.6rem)' },
          '& th': { ...cell, color: HOST.muted, fontWeight: 700 },
          '& td': { ...cell, fontWeight: 700 },
          '& .num': { textAlign: 'right', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' },
        }}
      >
        <thead>
          <tr>
            <th scope="col" className="num">
              {t('live.leaderboard.rank')}
            </th>
            <th scope="col">{t('live.leaderboard.name')}</th>
            <th scope="col" className="num">
              {t('live.leaderboard.points')}
            </th>
            <th scope="col" className="num">
              {t('live.leaderboard.time')}
            </th>
            {onRemove && (
              <th scope="col" style={{ width: 1 }}>
                <Box component="span" sx={visuallyHidden}>
                  {t('live.remove.button')}
                </Box>
              </th>
            )}
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => (
            <tr key={entry.id}>
              <td className="num">{entry.rank}</td>
              <Box component="td" sx={{ overflowWrap: 'anywhere' }}>
                {entry.name}
              </Box>
              <td className="num">{formatNumber(entry.points, { useGrouping: true })}</td>
              <td className="num">{seconds(entry.answer_time_ms)}</td>
              {onRemove && (
                <Box component="td" sx={{ '&&': { py: 0, px: 0.5 } }}>
                  <RemovePlayerButton player={entry} onRemove={onRemove} />
                </Box>
              )}
            </tr>
          ))}
        </tbody>
      </Box>
    </Box>
  );
}
