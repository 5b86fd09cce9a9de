import { zodResolver } from '@hookform/resolvers/zod';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import {
  Box,
  Button,
  Card,
  CardContent,
  FormControl,
  FormControlLabel,
  FormHelperText,
  FormLabel,
  Grid,
  InputAdornment,
  MenuItem,
  Radio,
  RadioGroup,
  TextField,
  Typography,
} from '@mui/material';
import {
  ANSWER_MAX,
  MARKET_DESCRIPTION_MAX,
  MARKET_EXPLANATION_MAX,
  MARKET_TAGS_MAX,
  type MarketQuestionInput,
  MESSAGES,
  QUESTION_TEXT_MAX,
} from '@quizzical/common';
import { type ReactNode, useEffect, useId, useState } from 'react';
import { Controller, FormProvider, useForm, useFormContext, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { FormErrorBanner } from '../../../components/form-error-banner';
import { isApiError } from '../../../lib/api-client';
import { applyServerErrors } from '../../../lib/form-errors';
import { type LookupList, useLookupList } from '../api/get-lookups';
import {
  ANSWER_FIELDS,
  ANSWER_LETTERS,
  FORM_FIELDS,
  formToInput,
  type MarketForm,
  marketFormSchema,
} from '../lib/question-form';
import { MARKET_TEXTS } from '../market-texts';
import { FormulaField } from './formula-field';
import { ImageUploadField } from './image-upload-field';

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
      render={({ field, fieldState }) => (
        <TextField
          select
          label={label}
          {...field}
          value={data.length > 0 || field.value === '0' ? field.value : '0'}
          error={!!fieldState.error}
          helperText={fieldState.error?.message}
        >
          <MenuItem value="0">{MARKET_TEXTS.notSpecified}</MenuItem>
          {data.map((item) => (
            <MenuItem key={item.id} value={String(item.id)}>
              {`${item.id} - ${item.name}`}
            </MenuItem>
          ))}
        </TextField>
      )}
    />
  );
}

function CorrectAnswer() {
  const labelId = useId();
  const { trigger, getFieldState } = useFormContext<MarketForm>();
  const correct = Number(useWatch<MarketForm, 'correct_answer'>({ name: 'correct_answer' })) || 1;
  const correctText = useWatch<MarketForm>({ name: ANSWER_FIELDS[correct - 1] ?? 'answer1' });
  // 'The correct answer must not be empty' goes away as soon as that answer is written
  useEffect(() => {
    if (correctText !== undefined && getFieldState('correct_answer').error) void trigger('correct_answer');
  }, [correctText, getFieldState, trigger]);
  return (
    <Controller<MarketForm, 'correct_answer'>
      name="correct_answer"
      render={({ field, fieldState }) => (
        <FormControl error={!!fieldState.error} sx={{ mt: 2 }}>
          <FormLabel id={labelId} sx={{ fontWeight: 600, color: 'text.primary' }}>
            Correct answer
          </FormLabel>
          <RadioGroup
            row
            aria-labelledby={labelId}
            name={field.name}
            value={String(field.value ?? 1)}
            onChange={(e) => field.onChange(Number(e.target.value))}
          >
            {ANSWER_LETTERS.map((letter, i) => (
              <FormControlLabel
                key={letter}
                value={String(i + 1)}
                control={<Radio slotProps={{ input: { ref: i === 0 ? field.ref : undefined } }} />}
                label={letter}
              />
            ))}
          </RadioGroup>
          {fieldState.error && <FormHelperText>{fieldState.error.message}</FormHelperText>}
        </FormControl>
      )}
    />
  );
}

function Answers() {
  const correct = Number(useWatch<MarketForm, 'correct_answer'>({ name: 'correct_answer' })) || 1;
  return (
    <Grid container spacing={2} sx={{ mt: 0.5 }}>
      {ANSWER_FIELDS.map((field, i) => {
        const isCorrect = correct === i + 1;
        return (
          <Grid key={field} size={{ xs: 12, sm: 6 }}>
            <FormulaField
              name={field}
              label={ANSWER_LETTERS[i]}
              required={i < 2}
              placeholder={i < 2 ? undefined : 'Optional'}
              maxLength={ANSWER_MAX}
              multiline
              slotProps={{
                input: {
                  endAdornment: isCorrect ? (
                    <InputAdornment position="end">
                      <CheckCircleIcon color="success" titleAccess="Correct answer" />
                    </InputAdornment>
                  ) : undefined,
                  sx: isCorrect ? { '& fieldset': { borderColor: 'success.main' } } : undefined,
                },
              }}
            />
          </Grid>
        );
      })}
    </Grid>
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
        <FormErrorBanner messages={banner} sx={{ mb: 2 }} />
        <Card sx={{ mb: 3 }}>
          <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
            <SectionTitle>About the question</SectionTitle>
            <Grid container spacing={2}>
              <Grid size={12}>
                <TextField
                  label="Description"
                  required
                  error={!!errors.description}
                  helperText={errors.description?.message ?? 'A short title shown on the market.'}
                  slotProps={{ htmlInput: { maxLength: MARKET_DESCRIPTION_MAX } }}
                  {...register('description')}
                />
              </Grid>
              <Grid size={12}>
                <TextField
                  label="Tags"
                  required
                  error={!!errors.tags}
                  helperText={errors.tags?.message ?? 'Comma separated, e.g. algebra, equations'}
                  slotProps={{ htmlInput: { maxLength: MARKET_TAGS_MAX } }}
                  {...register('tags')}
                />
              </Grid>
              <Grid size={{ xs: 12, sm: 4 }}>
                <LookupSelect name="level" list="levels" label="Level" />
              </Grid>
              <Grid size={{ xs: 12, sm: 4 }}>
                <LookupSelect name="type" list="types" label="Type" />
              </Grid>
              <Grid size={{ xs: 12, sm: 4 }}>
                <LookupSelect name="theme" list="themes" label="Theme" />
              </Grid>
            </Grid>
          </CardContent>
        </Card>

        <Card sx={{ mb: 3 }} data-testid="question-card">
          <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
            <SectionTitle>Question</SectionTitle>
            <FormulaField
              name="text"
              label="Question"
              required
              multiline
              minRows={2}
              maxLength={QUESTION_TEXT_MAX}
              helperText="Write formulas between dollar signs, e.g. $x^2$"
            />
            <Answers />
            <CorrectAnswer />
            <Grid container spacing={2} sx={{ mt: 1 }}>
              <Grid size={{ xs: 12, sm: 6 }}>
                <ImageUploadField
                  name="smallImageUrl"
                  size="smallImageUrl"
                  title="Small image"
                  help="Shown beside the question."
                />
              </Grid>
              <Grid size={{ xs: 12, sm: 6 }}>
                <ImageUploadField
                  name="bigImageUrl"
                  size="bigImageUrl"
                  title="Big image"
                  help="Shown large under the question."
                />
              </Grid>
            </Grid>
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
            <Grid container spacing={2} sx={{ mt: 1 }}>
              <Grid size={{ xs: 12, sm: 6 }}>
                <ImageUploadField
                  name="explanationSmallImageUrl"
                  size="smallImageUrl"
                  title="Explanation small image"
                  help="Shown beside the explanation."
                />
              </Grid>
              <Grid size={{ xs: 12, sm: 6 }}>
                <ImageUploadField
                  name="explanationBigImageUrl"
                  size="bigImageUrl"
                  title="Explanation big image"
                  help="Shown large under the explanation."
                />
              </Grid>
            </Grid>
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
