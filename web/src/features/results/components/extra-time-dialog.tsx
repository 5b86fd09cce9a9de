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
import { errorText, fieldErrorText, useT } from '../../../lib/i18n';
import { useGrantExtraTime } from '../api/participants';
import { type Participant, participantName } from './participant-parts';

/** The server's field error on `minutes` (400 {minutes: [text]}), if that is what the error is. */
function minutesError(error: unknown): string | undefined {
  if (!isApiError(error) || error.status !== 400) return undefined;
  const data = error.data as { minutes?: unknown } | null;
  return Array.isArray(data?.minutes) ? fieldErrorText(String(data.minutes[0])) : undefined;
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
  const t = useT();
  const name = participant ? participantName(participant, t) : '';
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
          showSuccess(t('results.extra_time.done', { name, minutes: value }));
          close();
        },
        onError: (error) => {
          if (!minutesError(error)) showError(errorText(error, t('results.extra_time.failed')));
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
        <DialogTitle>{t('results.extra_time.title', { name })}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{t('results.extra_time.text')}</DialogContentText>
          <TextField
            label={t('results.extra_time.minutes')}
            type="number"
            value={minutes}
            onChange={(event) => setMinutes(event.target.value)}
            slotProps={{ htmlInput: { min: 1, max: EXTRA_MINUTES_MAX, step: 1, inputMode: 'numeric' } }}
            error={!!fieldError || (minutes !== '' && !valid)}
            helperText={fieldError ?? t('results.extra_time.minutes_help', { max: EXTRA_MINUTES_MAX })}
            autoFocus
            fullWidth
          />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2, flexWrap: 'wrap', gap: 1 }}>
          <Button onClick={close} disabled={grant.isPending} color="inherit">
            {t('common.cancel')}
          </Button>
          <Button
            type="submit"
            variant="contained"
            disabled={!valid || grant.isPending}
            startIcon={grant.isPending ? <CircularProgress size={16} color="inherit" /> : undefined}
          >
            {valid
              ? t('results.extra_time.confirm', { name, minutes: value })
              : t('results.extra_time.confirm_any', { name })}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
