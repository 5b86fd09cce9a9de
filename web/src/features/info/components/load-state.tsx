import { Alert, Box, Button, Skeleton, Stack } from '@mui/material';

/** Loading skeleton and error (with retry) of the information pages. */
export function LoadState({
  isLoading,
  isError,
  onRetry,
}: {
  isLoading: boolean;
  isError: boolean;
  onRetry(): void;
}) {
  if (isLoading) {
    return (
      <Stack spacing={1.5} role="status" aria-label="Loading">
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} variant="rounded" height={56} />
        ))}
      </Stack>
    );
  }
  if (isError) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={onRetry}>
            Retry
          </Button>
        }
      >
        This content cannot be loaded right now.
      </Alert>
    );
  }
  return <Box />;
}
