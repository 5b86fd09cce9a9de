import { zodResolver } from '@hookform/resolvers/zod';
import ContentCopy from '@mui/icons-material/ContentCopy';
import { Button, Card, CardContent, Grid, Stack, TextField, Typography } from '@mui/material';
import { licenseValidTo } from '@quizzical/common';
import { useMemo, useRef, useState } from 'react';
import type { z } from 'zod';
import { FormErrorBanner } from '../../../components/form-error-banner';
import { FormGrid } from '../../../components/form-grid';
import { PageContainer } from '../../../components/page-container';
import { SectionCard } from '../../../components/section-card';
import { useSnackbar } from '../../../components/snackbar-provider';
import { isApiError } from '../../../lib/api-client';
import { formatDay, toIsoDay } from '../../../lib/dates';
import { applyServerErrors } from '../../../lib/form-errors';
import { useBoundForm } from '../../../lib/form-fields';
import { useGenerateCodes } from '../api/generate-codes';
import { type CodesForm, codesFormSchema } from '../lib/codes-form';

const FIELDS = ['number_codes', 'from_date', 'to_date'] as const;

/** /admin/access_codes (staff): generate licence codes valid between two days, then copy them. */
export function AccessCodesPage() {
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
  const { handleSubmit, setError, field } = useBoundForm<CodesForm, z.output<typeof codesFormSchema>>({
    resolver: zodResolver(codesFormSchema),
    defaultValues,
  });

  const onSubmit = handleSubmit((values) => {
    setBanner([]);
    generate.mutate(values, {
      onSuccess: (created) => {
        setCodes(created);
        showSuccess(
          created.length === 1 ? '1 license code generated' : `${created.length} license codes generated`,
        );
      },
      onError: (error) => {
        const rest = applyServerErrors(error, setError, FIELDS);
        if (rest.length > 0) setBanner(rest);
        else if (!isApiError(error) || error.status !== 400) setBanner(['The codes could not be generated.']);
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
      if (!document.execCommand('copy'))
        return showError('The codes could not be copied. Select them and copy.');
    }
    showSuccess('The codes have been copied to the clipboard');
  };

  const dateField = (name: 'from_date' | 'to_date', label: string) => (
    <TextField
      label={label}
      placeholder="dd.MM.yyyy"
      autoComplete="off"
      required
      slotProps={{ htmlInput: { inputMode: 'numeric' } }}
      {...field(name, 'dd.MM.yyyy')}
    />
  );

  return (
    <PageContainer
      title="License codes"
      subtitle="Generate Pro licence codes valid between two days, then hand them out."
      maxWidth="md"
    >
      <Stack spacing={3}>
        <SectionCard id="codes-generate" title="Generate codes" titleGap={2.5}>
          <FormErrorBanner messages={banner} gutterBottom />
          <FormGrid onSubmit={onSubmit} submitLabel="Generate" submitting={generate.isPending}>
            <Grid size={{ xs: 12, sm: 4 }}>
              <TextField
                label="Number of codes"
                autoComplete="off"
                required
                slotProps={{ htmlInput: { inputMode: 'numeric' } }}
                {...field('number_codes')}
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 4 }}>{dateField('from_date', 'From date')}</Grid>
            <Grid size={{ xs: 12, sm: 4 }}>{dateField('to_date', 'Valid to')}</Grid>
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
                Generated codes
              </Typography>
              <Button
                variant="outlined"
                startIcon={<ContentCopy />}
                disabled={codes.length === 0}
                onClick={copy}
              >
                Copy to clipboard
              </Button>
            </Stack>
            <TextField
              label="Codes"
              multiline
              minRows={4}
              maxRows={16}
              value={text}
              placeholder="The generated codes appear here."
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
