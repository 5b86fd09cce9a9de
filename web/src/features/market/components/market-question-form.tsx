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
import { FormErrorBanner } from '../../../components/form-error-banner';
import { FormulaField } from '../../../components/formula-field';
import { ImageField } from '../../../components/image-field';
import { OutlinedField, SelectField } from '../../../components/outlined-field';
import { grid, QuestionFields, span } from '../../../components/question-fields';
import { type LookupList, useLookupList } from '../../../lib/api/lookups/get-lookup-list';
import { isApiError } from '../../../lib/api-client';
import { applyServerErrors } from '../../../lib/form-errors';
import { FORM_FIELDS, formToInput, type MarketForm, marketFormSchema } from '../lib/question-form';
import { MARKET_TEXTS } from '../market-texts';

interface MarketQuestionFormProps {
  defaultValues: MarketForm;
  submitLabel?: string;
  /** Sends the question; a rejection with field errors is shown under the fields. */
  onSubmit(input: MarketQuestionInput): Promise<unknown>;
  /** Extra content beside the Submit button (e.g. Cancel). */
  actions?: ReactNode;
}

/** The form values go through formToInput before the shared schema checks them. */
const resolver = (
  values: MarketForm,
  context: unknown,
  options: Parameters<ReturnType<typeof zodResolver>>[2],
) =>
  zodResolver(marketFormSchema)(formToInput(values) as never, context, options as never) as ReturnType<
    ReturnType<typeof zodResolver>
  >;

function LookupSelect({
  name,
  list,
  label,
}: {
  name: 'theme' | 'level' | 'type';
  list: LookupList;
  label: string;
}) {
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
          helperText={fieldState.error?.message}
        >
          <option value="0">{MARKET_TEXTS.notSpecified}</option>
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
  submitLabel = 'Submit',
  onSubmit,
  actions,
}: MarketQuestionFormProps) {
  const [banner, setBanner] = useState<string[]>([]);
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
  /** A registered field, its ref on the input (OutlinedField has no ref of its own). */
  const field = (name: 'description' | 'tags') => {
    const { ref, ...rest } = register(name);
    return { ...rest, inputRef: ref };
  };

  const submit = handleSubmit(
    async () => {
      setBanner([]);
      try {
        await onSubmit(formToInput(form.getValues()));
      } catch (error) {
        const rest = applyServerErrors(error, setError, FORM_FIELDS);
        if (isApiError(error) && error.status === 400) setBanner([MESSAGES.quizQuestionsInvalid, ...rest]);
        else setBanner(rest.length > 0 ? rest : ['Something went wrong. Please try again.']);
      }
    },
    () => setBanner([MESSAGES.quizQuestionsInvalid]),
  );

  return (
    <FormProvider {...form}>
      <Box component="form" noValidate onSubmit={submit}>
        <FormErrorBanner messages={banner} gutterBottom />
        <Card sx={{ mb: 3 }}>
          <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
            <SectionTitle>About the question</SectionTitle>
            <Box sx={grid}>
              <Box sx={span(12)}>
                <OutlinedField
                  label="Description"
                  required
                  error={!!errors.description}
                  helperText={errors.description?.message ?? 'A short title shown on the market.'}
                  inputProps={{ maxLength: MARKET_DESCRIPTION_MAX }}
                  {...field('description')}
                />
              </Box>
              <Box sx={span(12)}>
                <OutlinedField
                  label="Tags"
                  required
                  error={!!errors.tags}
                  helperText={errors.tags?.message ?? 'Comma separated, e.g. algebra, equations'}
                  inputProps={{ maxLength: MARKET_TAGS_MAX }}
                  {...field('tags')}
                />
              </Box>
              <Box sx={span(12, 4)}>
                <LookupSelect name="level" list="levels" label="Level" />
              </Box>
              <Box sx={span(12, 4)}>
                <LookupSelect name="type" list="types" label="Type" />
              </Box>
              <Box sx={span(12, 4)}>
                <LookupSelect name="theme" list="themes" label="Theme" />
              </Box>
            </Box>
          </CardContent>
        </Card>

        <Card sx={{ mb: 3 }} data-testid="question-card">
          <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
            <SectionTitle>Question</SectionTitle>
            <QuestionFields textHelp="Write formulas between dollar signs, e.g. $x^2$" />
          </CardContent>
        </Card>

        <Card sx={{ mb: 3 }}>
          <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
            <SectionTitle>Explanation</SectionTitle>
            <FormulaField
              name="explanation"
              label="Explanation"
              multiline
              minRows={3}
              maxLength={MARKET_EXPLANATION_MAX}
              helperText="Optional: why the correct answer is right."
            />
            <Box sx={{ ...grid, mt: 1 }}>
              <Box sx={span(12, 6)}>
                <ImageField
                  name="explanationSmallImageUrl"
                  size="small"
                  title="Explanation small image"
                  help="Shown beside the explanation."
                />
              </Box>
              <Box sx={span(12, 6)}>
                <ImageField
                  name="explanationBigImageUrl"
                  size="big"
                  title="Explanation big image"
                  help="Shown large under the explanation."
                />
              </Box>
            </Box>
          </CardContent>
        </Card>

        <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end' }}>
          {actions}
          <Button type="submit" variant="contained" size="large" loading={isSubmitting}>
            {submitLabel}
          </Button>
        </Box>
      </Box>
    </FormProvider>
  );
}
