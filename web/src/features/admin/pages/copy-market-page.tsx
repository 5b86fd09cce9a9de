import adminTexts from 'virtual:catalogue-part/admin';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import { Alert, Card, CardContent, Grid, TextField } from '@mui/material';
import { copyMarketBody, MESSAGES } from '@quizzical/common';
import { useState } from 'react';
import type { z } from 'zod';
import { FormErrorBanner } from '../../../components/form-error-banner';
import { FormGrid } from '../../../components/form-grid';
import { PageContainer } from '../../../components/page-container';
import { applyServerErrors } from '../../../lib/form-errors';
import { useZodForm } from '../../../lib/form-fields';
import { formMessages, type MessageKey, useT } from '../../../lib/i18n';
import { useCopyMarket } from '../api/copy-market';

/** The parts of the catalogues this page's texts need beyond the core (app/routes.tsx loads them). */
export const catalogueParts = [adminTexts];

type CopyForm = z.input<typeof copyMarketBody>;

/** The shared schema's own messages for this form (the API answers with the same ones), by key. */
const COPY_TEXTS: Record<string, MessageKey> = {
  [MESSAGES.enterSourceTag]: 'admin.copy.enter_source',
  [MESSAGES.enterTargetTag]: 'admin.copy.enter_target',
};

/** A message of the form, in the language on screen. */
const copyFieldText = formMessages(COPY_TEXTS);

/** /admin/copy_market_quizz (staff): copies the market questions of a source tag to a target tag. */
export function CopyMarketPage() {
  const t = useT();
  const copy = useCopyMarket();
  const [banner, setBanner] = useState<string[]>([]);
  const [copied, setCopied] = useState<number | null>(null);
  const {
    handleSubmit,
    setError,
    field: bound,
  } = useZodForm(copyMarketBody, { source_tag: '', target_tag: '' });
  const field = (name: keyof CopyForm) => {
    const props = bound(name);
    return {
      ...props,
      helperText: typeof props.helperText === 'string' ? copyFieldText(props.helperText) : props.helperText,
    };
  };

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
    <PageContainer title={t('admin.copy.title')} subtitle={t('admin.copy.subtitle')} maxWidth="sm">
      <Card>
        <CardContent sx={{ p: { xs: 2.5, sm: 4 } }}>
          <FormErrorBanner messages={banner.map(copyFieldText)} gutterBottom />
          {copied !== null && (
            <Alert severity="success" icon={<CheckCircleIcon />} role="status" sx={{ mb: 2 }}>
              <strong>{t('admin.copy.done')}</strong> — {t('admin.copy.copied', { count: copied })}
            </Alert>
          )}
          <FormGrid onSubmit={onSubmit} submitLabel={t('admin.copy.submit')} submitting={copy.isPending}>
            <Grid size={{ xs: 12, sm: 6 }}>
              <TextField label={t('admin.copy.source')} required {...field('source_tag')} />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <TextField label={t('admin.copy.target')} required {...field('target_tag')} />
            </Grid>
          </FormGrid>
        </CardContent>
      </Card>
    </PageContainer>
  );
}
