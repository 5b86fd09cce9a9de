import HourglassBottomRounded from '@mui/icons-material/HourglassBottomRounded';
import { Box, Button, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { MESSAGES } from '@quizzical/common';
import { NativeDialog } from '../../../components/native-dialog';

/**
 * 'Time has ended': opens when the countdown reaches zero or when the server refuses an answer.
 * It cannot be dismissed: the only way on is to end the quizz.
 */
export function TimeEndedDialog({ open, ending, onEnd }: { open: boolean; ending: boolean; onEnd(): void }) {
  return (
    <NativeDialog open={open} labelledBy="time-ended-title" describedBy="time-ended-text">
      <Box sx={{ pt: 3, display: 'grid', placeItems: 'center' }}>
        <Box
          aria-hidden="true"
          sx={{
            width: 56,
            height: 56,
            borderRadius: '50%',
            display: 'grid',
            placeItems: 'center',
            bgcolor: '#fff4e5',
            color: 'warning.main',
          }}
        >
          <HourglassBottomRounded />
        </Box>
      </Box>
      <DialogTitle id="time-ended-title" sx={{ textAlign: 'center', pb: 1 }}>
        {MESSAGES.timeHasEnded}
      </DialogTitle>
      <DialogContent>
        <DialogContentText id="time-ended-text" sx={{ textAlign: 'center' }}>
          {MESSAGES.timeHasEndedText}
        </DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 3 }}>
        <Button variant="contained" size="large" fullWidth onClick={onEnd} loading={ending}>
          End the quizz
        </Button>
      </DialogActions>
    </NativeDialog>
  );
}
