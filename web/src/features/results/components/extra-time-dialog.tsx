import {
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  TextField,
} from '@mui/material';
import { EXTRA_MINUTES_MAX } from '@quizzical/common';
import { useState } from 'react';
import { useSnackbar } from '../../../components/snackbar-provider';
import { isApiError } from '../../../lib/api-client';
import { useGrantExtraTime } from '../api/participants';
import { EXTRA_TIME } from '../results-texts';
import { type Participant, participantName } from './participant-parts';

/** The server's field error on `minutes` (400 {minutes: [text]}), if that is what the error is. */
function minutesError(error: unknown): string | undefined {
  if (!isApiError(error) || error.status !== 400) return undefined;
  const data = error.data as { minutes?: unknown } | null;
  return Array.isArray(data?.minutes) ? String(data.minutes[0]) : undefined;
}

/** 'More time for Ada Lovelace': how many minutes (1..240); the confirm button names the student. */
export function ExtraTimeDialog({
  code,
  participant,
  onClose,
}: {
  code: string;
  /** null: closed */
  participant: Participant | null;
  onClose(): void;
}) {
  const [minutes, setMinutes] = useState('10');
  const grant = useGrantExtraTime(code);
  const { showSuccess, showError } = useSnackbar();
  const name = participant ? participantName(participant) : '';
  const value = Number(minutes);
  const valid = Number.isInteger(value) && value >= 1 && value <= EXTRA_MINUTES_MAX;
  const fieldError = minutesError(grant.error);

  const close = () => {
    grant.reset();
    onClose();
  };
  const submit = () => {
    if (!participant || !valid) return;
    grant.mutate(
      { id: participant.id, minutes: value },
      {
        onSuccess: () => {
          showSuccess(EXTRA_TIME.done(name, value));
          close();
        },
        onError: (error) => {
          if (!minutesError(error)) showError((isApiError(error) && error.detail) || EXTRA_TIME.failed);
        },
      },
    );
  };

  return (
    <Dialog open={participant !== null} onClose={grant.isPending ? undefined : close} maxWidth="xs" fullWidth>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <DialogTitle>{EXTRA_TIME.title(name)}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{EXTRA_TIME.text}</DialogContentText>
          <TextField
            label={EXTRA_TIME.minutesLabel}
            type="number"
            value={minutes}
            onChange={(event) => setMinutes(event.target.value)}
            slotProps={{ htmlInput: { min: 1, max: EXTRA_MINUTES_MAX, step: 1, inputMode: 'numeric' } }}
            error={!!fieldError || (minutes !== '' && !valid)}
            helperText={fieldError ?? `1 to ${EXTRA_MINUTES_MAX} minutes`}
            autoFocus
            fullWidth
          />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2, flexWrap: 'wrap', gap: 1 }}>
          <Button onClick={close} disabled={grant.isPending} color="inherit">
            Cancel
          </Button>
          <Button
            type="submit"
            variant="contained"
            disabled={!valid || grant.isPending}
            startIcon={grant.isPending ? <CircularProgress size={16} color="inherit" /> : undefined}
          >
            {valid ? EXTRA_TIME.confirm(name, value) : EXTRA_TIME.confirmAny(name)}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
