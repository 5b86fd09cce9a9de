import { Box, Skeleton, Stack } from '@mui/material';
import { AlertWithButton } from '../../../components/alert-with-button';
import { useT } from '../../../lib/i18n';

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
  const t = useT();
  if (isLoading) {
    return (
      <Stack spacing={1.5} role="status" aria-label={t('app.loading')}>
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} variant="rounded" height={56} />
        ))}
      </Stack>
    );
  }
  if (isError) {
    return (
      <AlertWithButton severity="error" buttonLabel={t('common.retry')} onButtonClick={onRetry}>
        {t('info.load.failed')}
      </AlertWithButton>
    );
  }
  return <Box />;
}
