import { Box, Button, Grid } from '@mui/material';
import type { FormEventHandler, ReactNode } from 'react';

/** A form whose fields are grid cells (children: `<Grid size>`), its submit button on a row of its own below. */
export function FormGrid({
  onSubmit,
  submitLabel,
  submitting,
  children,
}: {
  onSubmit: FormEventHandler<HTMLFormElement>;
  submitLabel: string;
  /** The request is on its way: the button shows a spinner and cannot be pressed again. */
  submitting: boolean;
  children: ReactNode;
}) {
  return (
    <Box component="form" noValidate onSubmit={onSubmit}>
      <Grid container spacing={2}>
        {children}
        <Grid size={12}>
          <Button type="submit" variant="contained" size="large" loading={submitting}>
            {submitLabel}
          </Button>
        </Grid>
      </Grid>
    </Box>
  );
}
