import KeyboardArrowDown from '@mui/icons-material/KeyboardArrowDown';
import TableViewOutlined from '@mui/icons-material/TableViewOutlined';
import { Button, ListItemText, Menu, MenuItem } from '@mui/material';
import type { ResultsExportFormat } from '@quizzical/common';
import { useId, useState } from 'react';
import { useSnackbar } from '../../../components/snackbar-provider';
import { errorText, type MessageKey, useT } from '../../../lib/i18n';
import { useExportResults } from '../api/export-results';

const FORMATS: { format: ResultsExportFormat; primary: MessageKey; secondary: MessageKey }[] = [
  { format: 'xlsx', primary: 'results.export.xlsx', secondary: 'results.export.xlsx_hint' },
  { format: 'csv', primary: 'results.export.csv', secondary: 'results.export.csv_hint' },
];

/** 'Export results': one row per participant (rank, names, times, score, letters) for a gradebook. */
export function ExportResultsButton({ code }: { code: string }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const exporter = useExportResults(code);
  const { showError } = useSnackbar();
  const t = useT();
  const choose = (format: ResultsExportFormat) => {
    setAnchor(null);
    exporter.mutate(format, {
      onError: (error) => showError(errorText(error, t('results.export.failed'))),
    });
  };
  return (
    <>
      <Button
        variant="text"
        size="large"
        startIcon={<TableViewOutlined />}
        endIcon={<KeyboardArrowDown />}
        aria-controls={anchor ? menuId : undefined}
        aria-haspopup="menu"
        aria-expanded={!!anchor}
        onClick={(e) => setAnchor(e.currentTarget)}
        loading={exporter.isPending}
        loadingPosition="start"
      >
        {t('results.export.button')}
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={!!anchor} onClose={() => setAnchor(null)}>
        {FORMATS.map(({ format, primary, secondary }) => (
          <MenuItem key={format} onClick={() => choose(format)}>
            <ListItemText primary={t(primary)} secondary={t(secondary)} />
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
