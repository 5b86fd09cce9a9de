import KeyboardArrowDown from '@mui/icons-material/KeyboardArrowDown';
import TableViewOutlined from '@mui/icons-material/TableViewOutlined';
import { Button, ListItemText, Menu, MenuItem } from '@mui/material';
import type { ResultsExportFormat } from '@quizzical/common';
import { useId, useState } from 'react';
import { useSnackbar } from '../../../components/snackbar-provider';
import { isApiError } from '../../../lib/api-client';
import { useExportResults } from '../api/export-results';

const FORMATS: { format: ResultsExportFormat; primary: string; secondary: string }[] = [
  { format: 'xlsx', primary: 'Excel (.xlsx)', secondary: 'Scores, answers and the item analysis' },
  { format: 'csv', primary: 'CSV (.csv)', secondary: 'Scores and answers, for any gradebook' },
];

/** 'Export results': one row per participant (rank, names, times, score, letters) for a gradebook. */
export function ExportResultsButton({ code }: { code: string }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const exporter = useExportResults(code);
  const { showError } = useSnackbar();
  const choose = (format: ResultsExportFormat) => {
    setAnchor(null);
    exporter.mutate(format, {
      onError: (error) =>
        showError((isApiError(error) && error.detail) || 'The export failed. Please try again.'),
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
        Export results
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={!!anchor} onClose={() => setAnchor(null)}>
        {FORMATS.map(({ format, primary, secondary }) => (
          <MenuItem key={format} onClick={() => choose(format)}>
            <ListItemText primary={primary} secondary={secondary} />
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
