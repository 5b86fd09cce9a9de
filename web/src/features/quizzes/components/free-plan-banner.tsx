import CloseIcon from '@mui/icons-material/Close';
import { Alert, IconButton, Link, type SxProps, type Theme } from '@mui/material';
import { MESSAGES } from '@quizzical/common';
import { Link as RouterLink } from 'react-router';

/** 'Get the Pro version to manage more than 5 active quizzes.' with a link to /plans. */
export function FreePlanBanner({ onClose, sx }: { onClose?: () => void; sx?: SxProps<Theme> }) {
  return (
    <Alert
      severity="error"
      role="alert"
      sx={sx}
      action={
        onClose && (
          <IconButton aria-label="Close" color="inherit" size="small" onClick={onClose}>
            <CloseIcon fontSize="small" />
          </IconButton>
        )
      }
    >
      {MESSAGES.freePlanLimit}{' '}
      <Link
        component={RouterLink}
        to="/plans"
        color="inherit"
        underline="always"
        sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}
      >
        See the plans
      </Link>
    </Alert>
  );
}
