import WorkspacePremiumOutlined from '@mui/icons-material/WorkspacePremiumOutlined';
import { Box, Button, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { MESSAGES } from '@quizzical/common';
import { useState } from 'react';
import { NativeDialog } from '../../../components/native-dialog';
import { useAuth } from '../../../lib/auth';
import { Link as RouterLink } from '../../../lib/router';

/**
 * Licence check of the run-screen header (spec §2): a signed-in user without permission P is asked to
 * get Pro. Anonymous students (not signed in) never see it; it opens again on the next visit.
 */
export function LicenseCheckDialog() {
  const { user, hasPro } = useAuth();
  const [closed, setClosed] = useState(false);
  const open = !!user && !hasPro && !closed;
  // nothing on the run screen's first render of a student (computed only when it shows)
  if (!open) return null;

  return (
    <NativeDialog open={open} onClose={() => setClosed(true)} labelledBy="license-check-title">
      <Box sx={{ display: 'flex', justifyContent: 'center', pt: 3 }}>
        <WorkspacePremiumOutlined color="primary" sx={{ fontSize: 48 }} aria-hidden="true" />
      </Box>
      <DialogTitle id="license-check-title" sx={{ textAlign: 'center', pb: 1 }}>
        {MESSAGES.activateYourLicense}
      </DialogTitle>
      <DialogContent sx={{ textAlign: 'center' }}>
        <DialogContentText>{MESSAGES.noActiveLicenseDialog}</DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 3, justifyContent: 'center', gap: 1 }}>
        <Button onClick={() => setClosed(true)}>Close</Button>
        <Button component={RouterLink} to="/plans" variant="contained">
          {MESSAGES.getProVersion}
        </Button>
      </DialogActions>
    </NativeDialog>
  );
}
