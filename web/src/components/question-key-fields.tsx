import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import {
  Box,
  Button,
  Checkbox,
  FormControl,
  FormControlLabel,
  FormGroup,
  FormHelperText,
  FormLabel,
  IconButton,
  Radio,
  RadioGroup,
} from '@mui/material';
import { ACCEPTED_ANSWER_MAX, ACCEPTED_ANSWERS_MAX, ANSWER_LETTERS } from '@quizzical/common';
import { useId } from 'react';
import {
  Controller,
  type ControllerRenderProps,
  get,
  useFormContext,
  useFormState,
  useWatch,
} from 'react-hook-form';
import { fieldErrorText, useT } from '../lib/i18n';
import { OutlinedField } from './outlined-field';

/**
 * The key of the question types that are not one correct answer among A to D: several correct
 * answers (checkboxes), true or false, the accepted answers of a typed answer, a number with its
 * tolerance, and partial credit. Each reads and writes its own fields under `prefix`.
 */

const labelSx = { fontWeight: 600, color: 'text.primary' } as const;

/** The message under a field, from the form's errors (client or server). */
function useFieldError(name: string): string | undefined {
  const { errors } = useFormState({ name });
  const error = get(errors, name) as { message?: string; root?: { message?: string } } | undefined;
  const message = error?.message ?? error?.root?.message;
  return message ? fieldErrorText(message) : undefined;
}

/** multiple: which of the written answers are correct (at least one). */
export function CorrectChoices({ prefix, locked }: { prefix: string; locked?: readonly boolean[] }) {
  const t = useT();
  const labelId = useId();
  const name = `${prefix}correct_answers`;
  const error = useFieldError(name);
  return (
    <Controller
      name={name}
      render={({ field }) => {
        const chosen: number[] = Array.isArray(field.value) ? field.value : [];
        const toggle = (slot: number, on: boolean) =>
          field.onChange(on ? [...chosen, slot].sort() : chosen.filter((n) => n !== slot));
        return (
          <FormControl component="fieldset" error={!!error} sx={{ mt: 2 }}>
            <FormLabel component="legend" id={labelId} sx={labelSx}>
              {t('components.question_fields.correct_answers')}
            </FormLabel>
            <FormGroup row>
              {ANSWER_LETTERS.map((letter, i) => (
                <FormControlLabel
                  key={letter}
                  label={letter}
                  disabled={locked ? !locked[i] : undefined}
                  control={
                    <Checkbox
                      checked={chosen.includes(i + 1)}
                      onChange={(e) => toggle(i + 1, e.target.checked)}
                      slotProps={{ input: { ref: i === 0 ? field.ref : undefined } }}
                    />
                  }
                />
              ))}
            </FormGroup>
            {error && <FormHelperText>{error}</FormHelperText>}
          </FormControl>
        );
      }}
    />
  );
}

/**
 * The one correct answer among `choices` (stored as its number, 1 first), under the label 'Correct
 * answer': the letters A to D of a card, or true and false.
 */
export function CorrectAnswerRadios({
  field,
  value,
  choices,
  invalid,
  message,
}: {
  field: ControllerRenderProps;
  value: number;
  choices: readonly { label: string; disabled?: boolean }[];
  invalid: boolean;
  message?: string;
}) {
  const t = useT();
  const labelId = useId();
  return (
    <FormControl error={invalid} sx={{ mt: 2 }}>
      <FormLabel id={labelId} sx={labelSx}>
        {t('components.question.correct_answer')}
      </FormLabel>
      <RadioGroup
        row
        aria-labelledby={labelId}
        name={field.name}
        value={String(value)}
        onChange={(e) => field.onChange(Number(e.target.value))}
      >
        {choices.map((choice, i) => (
          <FormControlLabel
            key={choice.label}
            value={String(i + 1)}
            control={<Radio slotProps={{ input: { ref: i === 0 ? field.ref : undefined } }} />}
            label={choice.label}
            disabled={choice.disabled}
          />
        ))}
      </RadioGroup>
      {message && <FormHelperText>{message}</FormHelperText>}
    </FormControl>
  );
}

/** true_false: the correct one (1 = true, 2 = false), named in the reader's language. */
export function TrueFalseChoice({ prefix }: { prefix: string }) {
  const t = useT();
  const name = `${prefix}correct_answer`;
  const error = useFieldError(name);
  return (
    <Controller
      name={name}
      render={({ field }) => (
        <CorrectAnswerRadios
          field={field}
          value={field.value === 2 ? 2 : 1}
          choices={[
            { label: t('components.question_fields.true') },
            { label: t('components.question_fields.false') },
          ]}
          invalid={!!error}
          message={error}
        />
      )}
    />
  );
}

/** text: the accepted answers (1 to 10) and whether capitals matter. */
export function AcceptedAnswers({ prefix }: { prefix: string }) {
  const t = useT();
  const name = `${prefix}accepted_answers`;
  const { register, setValue, getValues } = useFormContext();
  const answers: string[] = useWatch({ name }) ?? [''];
  const listError = useFieldError(name);
  const headingId = useId();
  const remove = (index: number) =>
    setValue(
      name,
      (getValues(name) as string[]).filter((_, i) => i !== index),
      { shouldDirty: true },
    );
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, mt: 2 }} aria-labelledby={headingId}>
      <FormLabel component="legend" id={headingId} sx={{ ...labelSx, mb: 1 }} error={!!listError}>
        {t('components.question_fields.accepted_answers')}
      </FormLabel>
      <Box sx={{ display: 'grid', gap: 1.5 }}>
        {answers.map((_, index) => (
          <AcceptedAnswer
            // the list only grows at its end or loses one entry: the index is the field's name
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            key={index}
            name={`${name}.${index}`}
            number={index + 1}
            register={register}
            onRemove={answers.length > 1 ? () => remove(index) : undefined}
          />
        ))}
      </Box>
      {listError && <FormHelperText error>{listError}</FormHelperText>}
      <FormHelperText>{t('components.question_fields.accepted_help')}</FormHelperText>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, mt: 1 }}>
        <Button
          startIcon={<AddIcon />}
          disabled={answers.length >= ACCEPTED_ANSWERS_MAX}
          onClick={() => setValue(name, [...(getValues(name) as string[]), ''], { shouldDirty: true })}
        >
          {t('components.question_fields.add_accepted')}
        </Button>
        <BooleanBox name={`${prefix}case_sensitive`} label={t('components.question_fields.case_sensitive')} />
      </Box>
    </Box>
  );
}

function AcceptedAnswer({
  name,
  number,
  register,
  onRemove,
}: {
  name: string;
  number: number;
  register: ReturnType<typeof useFormContext>['register'];
  onRemove?: () => void;
}) {
  const t = useT();
  const error = useFieldError(name);
  const { ref, ...field } = register(name);
  return (
    <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
      <OutlinedField
        {...field}
        inputRef={ref}
        label={t('components.question_fields.accepted_answer', { number })}
        required={number === 1}
        error={!!error}
        helperText={error}
        inputProps={{ maxLength: ACCEPTED_ANSWER_MAX, spellCheck: false }}
      />
      {onRemove && (
        <IconButton
          aria-label={t('components.question_fields.remove_accepted', { number })}
          onClick={onRemove}
          sx={{ mt: 1 }}
        >
          <DeleteOutlineIcon />
        </IconButton>
      )}
    </Box>
  );
}

/** numeric: the correct value and the tolerance around it (typed with the reader's decimal sign). */
export function NumericKey({ prefix }: { prefix: string }) {
  const t = useT();
  const { register } = useFormContext();
  const valueName = `${prefix}correct_value`;
  const toleranceName = `${prefix}tolerance`;
  const valueError = useFieldError(valueName);
  const toleranceError = useFieldError(toleranceName);
  const { ref: valueRef, ...value } = register(valueName);
  const { ref: toleranceRef, ...tolerance } = register(toleranceName);
  return (
    <Box sx={{ display: 'grid', gap: 2, mt: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
      <OutlinedField
        {...value}
        inputRef={valueRef}
        label={t('components.question_fields.correct_value')}
        required
        error={!!valueError}
        helperText={valueError}
        inputProps={{ inputMode: 'decimal', autoComplete: 'off' }}
      />
      <OutlinedField
        {...tolerance}
        inputRef={toleranceRef}
        label={t('components.question_fields.tolerance')}
        placeholder="0"
        error={!!toleranceError}
        helperText={toleranceError ?? t('components.question_fields.tolerance_help')}
        inputProps={{ inputMode: 'decimal', autoComplete: 'off' }}
      />
    </Box>
  );
}

/** multiple and ordering: a share of the point for a partly right answer. */
export function PartialCredit({ prefix, help }: { prefix: string; help: string }) {
  const t = useT();
  return (
    <Box sx={{ mt: 1 }}>
      <BooleanBox name={`${prefix}partial_credit`} label={t('components.question_fields.partial_credit')} />
      <FormHelperText sx={{ mt: 0 }}>{help}</FormHelperText>
    </Box>
  );
}

function BooleanBox({ name, label }: { name: string; label: string }) {
  return (
    <Controller
      name={name}
      render={({ field }) => (
        <FormControlLabel
          label={label}
          control={
            <Checkbox
              checked={!!field.value}
              onChange={(e) => field.onChange(e.target.checked)}
              onBlur={field.onBlur}
              slotProps={{ input: { ref: field.ref } }}
            />
          }
        />
      )}
    />
  );
}
