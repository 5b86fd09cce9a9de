import CloudDoneOutlined from '@mui/icons-material/CloudDoneOutlined';
import CloudOffOutlined from '@mui/icons-material/CloudOffOutlined';
import CloudUploadOutlined from '@mui/icons-material/CloudUploadOutlined';
import { Box } from '@mui/material';
import type { JournalState } from '../lib/answer-journal';

export const SAVE_STATUS_TEXT = {
  saved: 'All answers saved',
  saving: 'Saving…',
  retrying: 'Offline, will retry',
  notSaved: 'Not saved: time is over',
} as const;

/** The small save indicator of the run screen: saved / saving… / offline, will retry. */
export function SaveStatus({ state }: { state: JournalState }) {
  let text: string;
  let icon = <CloudDoneOutlined fontSize="inherit" />;
  let color = 'success.main';
  if (state.status === 'retrying') {
    text = SAVE_STATUS_TEXT.retrying;
    icon = <CloudOffOutlined fontSize="inherit" />;
    color = 'warning.main';
  } else if (state.status === 'saving') {
    text = SAVE_STATUS_TEXT.saving;
    icon = <CloudUploadOutlined fontSize="inherit" />;
    color = 'text.secondary';
  } else if (state.status === 'timeOver' && state.pendingCount > 0) {
    text = SAVE_STATUS_TEXT.notSaved;
    icon = <CloudOffOutlined fontSize="inherit" />;
    color = 'error.main';
  } else {
    text = SAVE_STATUS_TEXT.saved;
  }
  return (
    <Box
      role="status"
      data-status={state.status}
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 0.5,
        color,
        fontSize: '0.8125rem',
        fontWeight: 600,
        lineHeight: 1.2,
        whiteSpace: 'nowrap',
        '& svg': { fontSize: '1.1rem' },
      }}
    >
      <Box component="span" aria-hidden="true" sx={{ display: 'inline-flex' }}>
        {icon}
      </Box>
      {text}
    </Box>
  );
}
