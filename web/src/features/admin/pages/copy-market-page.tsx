import { zodResolver } from '@hookform/resolvers/zod';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import { Alert, Card, CardContent, Grid, TextField } from '@mui/material';
import { copyMarketBody } from '@quizzical/common';
import { useState } from 'react';
import type { z } from 'zod';
import { FormErrorBanner } from '../../../components/form-error-banner';
import { FormGrid } from '../../../components/form-grid';
import { PageContainer } from '../../../components/page-container';
import { applyServerErrors } from '../../../lib/form-errors';
import { useBoundForm } from '../../../lib/form-fields';
import { useCopyMarket } from '../api/copy-market';

type CopyForm = z.input<typeof copyMarketBody>;

/** /admin/copy_market_quizz (staff): copies the market questions of a source tag to a target tag. */
export function CopyMarketPage() {
  const copy = useCopyMarket();
  const [banner, setBanner] = useState<string[]>([]);
  const [copied, setCopied] = useState<number | null>(null);
  const { handleSubmit, setError, field } = useBoundForm<CopyForm, z.output<typeof copyMarketBody>>({
    resolver: zodResolver(copyMarketBody),
    defaultValues: { source_tag: '', target_tag: '' },
  });

  const onSubmit = handleSubmit((values) => {
    setBanner([]);
    setCopied(null);
    copy.mutate(values, {
      onSuccess: (result) => setCopied(result.copied),
      onError: (error) => {
        const rest = applyServerErrors(error, setError, ['source_tag', 'target_tag']);
        setBanner(rest.length > 0 ? rest : []);
      },
    });
  });

  return (
    <PageContainer
      title="Copy market quizz"
      subtitle="Every market question tagged with the source tag is copied to new questions tagged with the target tag."
      maxWidth="sm"
    >
      <Card>
        <CardContent sx={{ p: { xs: 2.5, sm: 4 } }}>
          <FormErrorBanner messages={banner} gutterBottom />
          {copied !== null && (
            <Alert severity="success" icon={<CheckCircleIcon />} role="status" sx={{ mb: 2 }}>
              <strong>Done</strong> — {copied === 1 ? '1 question copied.' : `${copied} questions copied.`}
            </Alert>
          )}
          <FormGrid onSubmit={onSubmit} submitLabel="Copy" submitting={copy.isPending}>
            <Grid size={{ xs: 12, sm: 6 }}>
              <TextField label="Source tag" required {...field('source_tag')} />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <TextField label="Target tag" required {...field('target_tag')} />
            </Grid>
          </FormGrid>
        </CardContent>
      </Card>
    </PageContainer>
  );
}
