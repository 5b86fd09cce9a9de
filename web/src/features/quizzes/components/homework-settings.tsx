import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import { Box, Button, IconButton, Typography } from '@mui/material';
import { Controller, useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { OutlinedField, SelectField } from '../../../components/outlined-field';
import { span } from '../../../components/question-fields';
import { bindFields, outlinedFields, translatedFields } from '../../../lib/form-fields';
import { formatNumber, useT } from '../../../lib/i18n';
import { browserTimeZone } from '../../../lib/time-zone';
import { formFieldText } from '../lib/field-text';
import { TIME_FACTOR_CHOICES } from '../lib/homework-form';
import type { QuizForm } from '../lib/quiz-form';
import { SettingsGroup } from './settings-group';

/** When the quizz opens and closes by itself, each with its help. */
const WINDOW = [
  { name: 'opens_at', label: 'quizzes.homework.opens_at', help: 'common.optional' },
  { name: 'closes_at', label: 'quizzes.homework.closes_at', help: 'quizzes.homework.closes_help' },
] as const;

/**
 * The editor's homework settings: when the quizz opens and closes by itself (datetime-local inputs in
 * the teacher's time zone), and the students who get more time (a small table by student number).
 */
export function HomeworkSettings() {
  const { register, formState } = useFormContext<QuizForm>();
  const t = useT();
  const zone = browserTimeZone() ?? '';
  const field = outlinedFields(translatedFields(bindFields(register, formState.errors), formFieldText));
  return (
    <SettingsGroup
      id="homework-settings-title"
      title={t('quizzes.homework.title')}
      intro={zone ? t('quizzes.homework.intro_zone', { zone }) : t('quizzes.homework.intro')}
    >
      {WINDOW.map(({ name, label, help }) => (
        <Box key={name} sx={span(12, 6)}>
          <OutlinedField label={t(label)} type="datetime-local" shrinkLabel {...field(name, t(help))} />
        </Box>
      ))}
      <Box sx={span(12)}>
        <Accommodations />
      </Box>
    </SettingsGroup>
  );
}

function Accommodations() {
  const { control, register, formState } = useFormContext<QuizForm>();
  const t = useT();
  const anonymous = useWatch<QuizForm, 'anonymous'>({ name: 'anonymous' });
  const { fields, append, remove } = useFieldArray<QuizForm, 'accommodations'>({
    name: 'accommodations',
    control,
  });
  const rowErrors = formState.errors.accommodations;
  return (
    <Box role="group" aria-labelledby="accommodations-title">
      <Typography id="accommodations-title" variant="body2" sx={{ fontWeight: 600 }}>
        {t('quizzes.homework.more_time')}
      </Typography>
      <Typography variant="body2" color="textSecondary" sx={{ mb: 1.5 }}>
        {anonymous ? t('quizzes.homework.anonymous_note') : t('quizzes.homework.more_time_intro')}
      </Typography>
      {!anonymous && (
        <>
          {fields.map((row, index) => {
            const { ref, ...numberField } = register(`accommodations.${index}.student_number`);
            const numberError = formFieldText(rowErrors?.[index]?.student_number?.message);
            return (
              <Box
                key={row.id}
                sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) 7.5rem auto', gap: 1, mb: 1.5 }}
              >
                <OutlinedField
                  label={t('quizzes.homework.student_number')}
                  size="small"
                  required
                  inputRef={ref}
                  error={!!numberError}
                  helperText={numberError}
                  {...numberField}
                />
                <Controller<QuizForm, `accommodations.${number}.time_factor`>
                  name={`accommodations.${index}.time_factor`}
                  render={({ field }) => {
                    const choices: number[] = [...TIME_FACTOR_CHOICES];
                    if (!choices.includes(field.value)) choices.unshift(field.value);
                    return (
                      <SelectField
                        label={t('quizzes.homework.factor')}
                        size="small"
                        name={field.name}
                        value={String(field.value)}
                        onChange={(e) => field.onChange(Number(e.target.value))}
                        onBlur={field.onBlur}
                        inputRef={field.ref}
                      >
                        {choices.map((factor) => (
                          <option key={factor} value={String(factor)}>
                            {t('quizzes.homework.factor_choice', { factor: formatNumber(factor) })}
                          </option>
                        ))}
                      </SelectField>
                    );
                  }}
                />
                <IconButton
                  aria-label={
                    row.student_number
                      ? t('quizzes.homework.remove', { number: row.student_number })
                      : t('quizzes.homework.remove_unnamed')
                  }
                  onClick={() => remove(index)}
                  sx={{ alignSelf: 'start', mt: 0.25 }}
                >
                  <DeleteOutlineIcon />
                </IconButton>
              </Box>
            );
          })}
          <Button
            variant="outlined"
            size="small"
            onClick={() => append({ student_number: '', time_factor: 1.5 })}
          >
            {t('quizzes.homework.add')}
          </Button>
        </>
      )}
    </Box>
  );
}
