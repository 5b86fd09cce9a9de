import { zodResolver } from '@hookform/resolvers/zod';
import { Box, Button, Card, CardContent, Typography } from '@mui/material';
import {
  MARKET_DESCRIPTION_MAX,
  MARKET_EXPLANATION_MAX,
  MARKET_TAGS_MAX,
  type MarketQuestionInput,
  MESSAGES,
} from '@quizzical/common';
import { type ReactNode, useState } from 'react';
import { Controller, FormProvider, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { ContentLanguageField } from '../../../components/content-language-field';
import { FormErrorBanner } from '../../../components/form-error-banner';
import { FormulaField } from '../../../components/formula-field';
import { ImageField } from '../../../components/image-field';
import { OutlinedField, SelectField } from '../../../components/outlined-field';
import { grid, QuestionFields, span } from '../../../components/question-fields';
import { type LookupList, useLookupList } from '../../../lib/api/lookups/get-lookup-list';
import { isApiError } from '../../../lib/api-client';
import { applyServerErrors } from '../../../lib/form-errors';
import { bindFields, outlinedFields, translatedFields } from '../../../lib/form-fields';
import { fieldErrorText, getT, type MessageKey, useT } from '../../../lib/i18n';
import { FORM_FIELDS, formToInput, type MarketForm, marketFormSchema } from '../lib/question-form';

interface MarketQuestionFormProps {
  defaultValues: MarketForm;
  submitLabel?: string;
  /** Sends the question; a rejection with field errors is shown under the fields. */
  onSubmit(input: MarketQuestionInput): Promise<unknown>;
  /** Extra content beside the Submit button (e.g. Cancel). */
  actions?: ReactNode;
}

type ResolverResult = Awaited<ReturnType<ReturnType<typeof zodResolver>>>;

/**
 * The shared schema's own messages for the question's fields, by key: the fields
 * (components/question-fields) translate only the API's texts, so these are translated here.
 */
const SCHEMA_TEXTS: Record<string, MessageKey> = {
  [MESSAGES.fieldCannotBeEmpty]: 'market.form.field_empty',
  'The correct answer must not be empty.': 'market.form.correct_empty',
};

function translateSchemaTexts(errors: Record<string, unknown>) {
  for (const error of Object.values(errors)) {
    if (!error || typeof error !== 'object' || !('message' in error)) continue;
    const key = SCHEMA_TEXTS[String(error.message)];
    if (key) (error as { message: string }).message = getT()(key);
  }
}

/** The market's three classifications, each chosen from its lookup list. */
const LOOKUPS = [
  { name: 'level', list: 'levels', label: 'market.form.level' },
  { name: 'type', list: 'types', label: 'market.form.type' },
  { name: 'theme', list: 'themes', label: 'market.form.theme' },
] as const;

/** The explanation's two images, as the question's (components/question-fields). */
const EXPLANATION_IMAGES = [
  {
    name: 'explanationSmallImageUrl',
    size: 'small',
    title: 'market.form.explanation_small_image',
    help: 'market.form.explanation_small_help',
  },
  {
    name: 'explanationBigImageUrl',
    size: 'big',
    title: 'market.form.explanation_big_image',
    help: 'market.form.explanation_big_help',
  },
] as const;

/** The form values go through formToInput before the shared schema checks them. */
const resolver = async (
  values: MarketForm,
  context: unknown,
  options: Parameters<ReturnType<typeof zodResolver>>[2],
): Promise<ResolverResult> => {
  const result = (await zodResolver(marketFormSchema)(
    formToInput(values) as never,
    context,
    options as never,
  )) as ResolverResult;
  translateSchemaTexts(result.errors as Record<string, unknown>);
  return result;
};

function LookupSelect({
  name,
  list,
  label,
}: {
  name: 'theme' | 'level' | 'type';
  list: LookupList;
  label: string;
}) {
  const t = useT();
  const { data = [] } = useLookupList(list);
  return (
    <Controller<MarketForm, typeof name>
      name={name}
      render={({ field: { ref, ...field }, fieldState }) => (
        <SelectField
          label={label}
          {...field}
          inputRef={ref}
          value={data.length > 0 || field.value === '0' ? field.value : '0'}
          error={!!fieldState.error}
          helperText={fieldState.error?.message && fieldErrorText(fieldState.error.message)}
        >
          <option value="0">{t('market.form.not_specified')}</option>
          {data.map((item) => (
            <option key={item.id} value={String(item.id)}>
              {`${item.id} - ${item.name}`}
            </option>
          ))}
        </SelectField>
      )}
    />
  );
}

function SectionTitle({ children }: { children: ReactNode }) {
  return (
    <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
      {children}
    </Typography>
  );
}

/** Propose a question (/market/propose) and the staff's Edit dialog: one form (spec §2, §5). */
export function MarketQuestionForm({
  defaultValues,
  submitLabel,
  onSubmit,
  actions,
}: MarketQuestionFormProps) {
  const t = useT();
  // keys of our own texts, else the API's texts: translated when shown
  const [banner, setBanner] = useState<{ key?: MessageKey; text?: string }[]>([]);
  const form = useForm<MarketForm, unknown, z.output<typeof marketFormSchema>>({
    resolver: resolver as never,
    defaultValues,
  });
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = form;
  const field = outlinedFields(translatedFields(bindFields(register, errors), fieldErrorText));

  const submit = handleSubmit(
    async () => {
      setBanner([]);
      try {
        await onSubmit(formToInput(form.getValues()));
      } catch (error) {
        const rest = applyServerErrors(error, setError, FORM_FIELDS).map((text) => ({ text }));
        if (isApiError(error) && error.status === 400) setBanner([{ key: 'market.form.invalid' }, ...rest]);
        else setBanner(rest.length > 0 ? rest : [{ key: 'market.form.failed' }]);
      }
    },
    () => setBanner([{ key: 'market.form.invalid' }]),
  );
  const bannerTexts = banner.map(({ key, text }) => (key ? t(key) : fieldErrorText(text ?? '')));

  return (
    <FormProvider {...form}>
      <Box component="form" noValidate onSubmit={submit}>
        <FormErrorBanner messages={bannerTexts} gutterBottom />
        <Card sx={{ mb: 3 }}>
          <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
            <SectionTitle>{t('market.form.about')}</SectionTitle>
            <Box sx={grid}>
              <Box sx={span(12)}>
                <OutlinedField
                  label={t('market.form.description')}
                  required
                  inputProps={{ maxLength: MARKET_DESCRIPTION_MAX }}
                  {...field('description', t('market.form.description_help'))}
                />
              </Box>
              <Box sx={span(12)}>
                <OutlinedField
                  label={t('market.form.tags')}
                  required
                  inputProps={{ maxLength: MARKET_TAGS_MAX }}
                  {...field('tags', t('market.form.tags_help'))}
                />
              </Box>
              {LOOKUPS.map(({ name, list, label }) => (
                <Box key={name} sx={span(12, 4)}>
                  <LookupSelect name={name} list={list} label={t(label)} />
                </Box>
              ))}
              <Box sx={span(12, 6)}>
                <ContentLanguageField
                  label={t('market.form.language')}
                  help={t('market.form.language_help')}
                />
              </Box>
            </Box>
          </CardContent>
        </Card>

        <Card sx={{ mb: 3 }} data-testid="question-card">
          <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
            <SectionTitle>{t('market.form.question')}</SectionTitle>
            <QuestionFields textHelp={t('market.form.text_help')} typeField="question_type" />
          </CardContent>
        </Card>

        <Card sx={{ mb: 3 }}>
          <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
            <SectionTitle>{t('market.form.explanation')}</SectionTitle>
            <FormulaField
              name="explanation"
              label={t('market.form.explanation')}
              multiline
              minRows={3}
              maxLength={MARKET_EXPLANATION_MAX}
              helperText={t('market.form.explanation_help')}
            />
            <Box sx={{ ...grid, mt: 1 }}>
              {EXPLANATION_IMAGES.map(({ name, size, title, help }) => (
                <Box key={name} sx={span(12, 6)}>
                  <ImageField name={name} size={size} title={t(title)} help={t(help)} />
                </Box>
              ))}
            </Box>
          </CardContent>
        </Card>

        <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end' }}>
          {actions}
          <Button type="submit" variant="contained" size="large" loading={isSubmitting}>
            {submitLabel ?? t('market.form.submit')}
          </Button>
        </Box>
      </Box>
    </FormProvider>
  );
}
