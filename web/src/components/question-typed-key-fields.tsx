import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import { Box, Button, FormHelperText, FormLabel, IconButton } from '@mui/material';
import { ACCEPTED_ANSWER_MAX, ACCEPTED_ANSWERS_MAX } from '@quizzical/common';
import { useId } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useT } from '../lib/i18n';
import { OutlinedField } from './outlined-field';
import { BooleanBox, labelSx, useFieldError } from './question-key-parts';

/** The keys of the typed answers: the accepted texts of a `text` question, the value of a `numeric` one. */

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
