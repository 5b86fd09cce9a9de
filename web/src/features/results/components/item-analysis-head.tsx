import InfoOutlined from '@mui/icons-material/InfoOutlined';
import { Box, IconButton, TableCell, TableHead, TableRow, Tooltip } from '@mui/material';
import { type MessageKey, useT } from '../../../lib/i18n';
import { type StatHelp, statHelp } from '../results-texts';

/** A statistic's name with its (i) button, whose tooltip says what the number means. */
export function HeaderWithHelp({ label, stat }: { label: string; stat: StatHelp }) {
  const t = useT();
  const help = statHelp(stat);
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.25 }}>
      {label}
      <Tooltip title={help} enterTouchDelay={0}>
        <IconButton
          size="small"
          aria-label={t('results.key_numbers.about', { label, help })}
          sx={{ p: 0.25 }}
        >
          <InfoOutlined sx={{ fontSize: 16 }} />
        </IconButton>
      </Tooltip>
    </Box>
  );
}

/** The columns between the question and its flags, in order: numbers right-aligned, each with its help. */
const STAT_COLUMNS: { label: MessageKey; stat: StatHelp; numeric: boolean }[] = [
  { label: 'results.item_analysis.n', stat: 'n', numeric: true },
  { label: 'results.item_analysis.facility', stat: 'facility', numeric: true },
  { label: 'results.item_analysis.discrimination', stat: 'discrimination', numeric: true },
  { label: 'results.item_analysis.point_biserial', stat: 'point_biserial', numeric: true },
  { label: 'results.item_analysis.answer_shares', stat: 'distractors', numeric: false },
];

/** The item analysis table's header row. */
export function ItemAnalysisHead() {
  const t = useT();
  return (
    <TableHead>
      <TableRow sx={{ '& th': { fontWeight: 700, color: 'text.secondary', whiteSpace: 'nowrap' } }}>
        <TableCell>{t('results.item_analysis.question')}</TableCell>
        {STAT_COLUMNS.map(({ label, stat, numeric }) => (
          <TableCell key={stat} align={numeric ? 'right' : undefined}>
            <HeaderWithHelp label={t(label)} stat={stat} />
          </TableCell>
        ))}
        <TableCell>{t('results.item_analysis.flags')}</TableCell>
      </TableRow>
    </TableHead>
  );
}
