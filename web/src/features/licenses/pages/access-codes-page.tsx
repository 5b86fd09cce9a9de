import licensesTexts from 'virtual:catalogue-part/licenses';
import ContentCopy from '@mui/icons-material/ContentCopy';
import { Button, Card, CardContent, Grid, Stack, TextField, Typography } from '@mui/material';
import { licenseValidTo, MESSAGES } from '@quizzical/common';
import { useMemo, useRef, useState } from 'react';
import { FormErrorBanner } from '../../../components/form-error-banner';
import { FormGrid } from '../../../components/form-grid';
import { PageContainer } from '../../../components/page-container';
import { SectionCard } from '../../../components/section-card';
import { useSnackbar } from '../../../components/snackbar-provider';
import { isApiError } from '../../../lib/api-client';
import { formatDay, toIsoDay } from '../../../lib/dates';
import { applyServerErrors } from '../../../lib/form-errors';
import { useZodForm } from '../../../lib/form-fields';
import { formMessages, getT, type MessageKey, useT } from '../../../lib/i18n';
import { useGenerateCodes } from '../api/generate-codes';
import { type CodesForm, codesFormSchema, DATE_FORMAT_MESSAGE, DATES_ORDER_MESSAGE } from '../lib/codes-form';

/** The parts of the catalogues this page's texts need beyond the core (app/routes.tsx loads them). */
export const catalogueParts = [licensesTexts];

const FIELDS = ['number_codes', 'from_date', 'to_date'] as const;

/** The form's own messages (the API answers the number's with the same text), by key. */
const CODES_TEXTS: Record<string, MessageKey> = {
  [MESSAGES.invalidNumberOfCodes]: 'licenses.codes.invalid_number',
  [DATE_FORMAT_MESSAGE]: 'licenses.codes.date_format',
  [DATES_ORDER_MESSAGE]: 'licenses.codes.to_before_from',
};

/** A message of the form, in the language on screen. */
const codesFieldText = formMessages(CODES_TEXTS);

/** /admin/access_codes (staff): generate licence codes valid between two days, then copy them. */
export function AccessCodesPage() {
  const t = useT();
  const generate = useGenerateCodes();
  const { showSuccess, showError } = useSnackbar();
  const [codes, setCodes] = useState<string[]>([]);
  const [banner, setBanner] = useState<string[]>([]);
  const codesRef = useRef<HTMLTextAreaElement>(null);
  const defaultValues = useMemo<CodesForm>(() => {
    const today = new Date();
    return {
      number_codes: '1',
      from_date: formatDay(today),
      to_date: formatDay(licenseValidTo(toIsoDay(today))),
    };
  }, []);
  const { handleSubmit, setError, field: bound } = useZodForm(codesFormSchema, defaultValues);
  const field = (name: keyof CodesForm, hint?: string) => {
    const props = bound(name, hint);
    return {
      ...props,
      helperText:
        typeof props.helperText === 'string' && props.helperText !== hint
          ? codesFieldText(props.helperText)
          : props.helperText,
    };
  };

  const onSubmit = handleSubmit((values) => {
    setBanner([]);
    generate.mutate(values, {
      onSuccess: (created) => {
        setCodes(created);
        showSuccess(getT()('licenses.codes.generated', { count: created.length }));
      },
      onError: (error) => {
        const rest = applyServerErrors(error, setError, FIELDS);
        if (rest.length > 0) setBanner(rest);
        else if (!isApiError(error) || error.status !== 400) setBanner([getT()('licenses.codes.failed')]);
      },
    });
  });

  const text = codes.join('\n');
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
    } catch {
      // no clipboard permission: copy the selected text the old way
      codesRef.current?.select();
      if (!document.execCommand('copy')) return showError(getT()('licenses.codes.copy_failed'));
    }
    showSuccess(getT()('licenses.codes.copied'));
  };

  const dateField = (name: 'from_date' | 'to_date', label: string) => (
    <TextField
      label={label}
      placeholder={t('licenses.codes.date_placeholder')}
      autoComplete="off"
      required
      slotProps={{ htmlInput: { inputMode: 'numeric' } }}
      {...field(name, t('licenses.codes.date_placeholder'))}
    />
  );

  return (
    <PageContainer title={t('licenses.codes.title')} subtitle={t('licenses.codes.subtitle')} maxWidth="md">
      <Stack spacing={3}>
        <SectionCard id="codes-generate" title={t('licenses.codes.generate_title')} titleGap={2.5}>
          <FormErrorBanner messages={banner.map(codesFieldText)} gutterBottom />
          <FormGrid
            onSubmit={onSubmit}
            submitLabel={t('licenses.codes.generate')}
            submitting={generate.isPending}
          >
            <Grid size={{ xs: 12, sm: 4 }}>
              <TextField
                label={t('licenses.codes.number')}
                autoComplete="off"
                required
                slotProps={{ htmlInput: { inputMode: 'numeric' } }}
                {...field('number_codes')}
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 4 }}>{dateField('from_date', t('licenses.codes.from'))}</Grid>
            <Grid size={{ xs: 12, sm: 4 }}>{dateField('to_date', t('licenses.codes.to'))}</Grid>
          </FormGrid>
        </SectionCard>
        <Card component="section" aria-labelledby="codes-list">
          <CardContent sx={{ p: { xs: 2.5, sm: 4 } }}>
            <Stack
              direction="row"
              spacing={2}
              sx={{
                alignItems: 'center',
                justifyContent: 'space-between',
                mb: 2,
                flexWrap: 'wrap',
                rowGap: 1,
              }}
            >
              <Typography id="codes-list" variant="h6" component="h2">
                {t('licenses.codes.list')}
              </Typography>
              <Button
                variant="outlined"
                startIcon={<ContentCopy />}
                disabled={codes.length === 0}
                onClick={copy}
              >
                {t('licenses.codes.copy')}
              </Button>
            </Stack>
            <TextField
              label={t('licenses.codes.codes')}
              multiline
              minRows={4}
              maxRows={16}
              value={text}
              placeholder={t('licenses.codes.empty')}
              inputRef={codesRef}
              slotProps={{
                htmlInput: { readOnly: true, spellCheck: false, style: { fontFamily: 'monospace' } },
                inputLabel: { shrink: true },
              }}
            />
          </CardContent>
        </Card>
      </Stack>
    </PageContainer>
  );
}
