import {
  Box,
  Checkbox,
  FormControl,
  FormControlLabel,
  FormGroup,
  FormHelperText,
  FormLabel,
  Radio,
  RadioGroup,
} from '@mui/material';
import { ANSWER_LETTERS } from '@quizzical/common';
import { useId } from 'react';
import { Controller, type ControllerRenderProps } from 'react-hook-form';
import { useT } from '../lib/i18n';
import { BooleanBox, labelSx, useFieldError } from './question-key-parts';

/**
 * The key of the question types that are not one correct answer among A to D: several correct
 * answers (checkboxes), true or false, the accepted answers of a typed answer, a number with its
 * tolerance, and partial credit. Each reads and writes its own fields under `prefix`.
 */

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
