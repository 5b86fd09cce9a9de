import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import { Box, Button, IconButton, Typography } from '@mui/material';
import { Controller, useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { OutlinedField, SelectField } from '../../../components/outlined-field';
import { grid, span } from '../../../components/question-fields';
import { browserTimeZone } from '../../../lib/time-zone';
import { TIME_FACTOR_CHOICES } from '../lib/homework-form';
import type { QuizForm } from '../lib/quiz-form';

// plain English, in one place, until the texts move to the catalogue
const texts = {
  title: 'Homework',
  intro: (zone: string) =>
    `The quizz opens and closes by itself at these times (your time zone${zone ? `: ${zone}` : ''}). Leave them empty to start and stop it yourself.`,
  opensAt: 'Opens at',
  closesAt: 'Deadline',
  opensHelp: 'Optional',
  closesHelp: 'Optional: no student answers past it',
  moreTime: 'More time for some students',
  moreTimeIntro:
    'A listed student gets the duration times their factor, also in a hosted game. Changes reach students who are answering.',
  anonymousNote:
    'Students with more time are found by their student number: turn off Anonymous to list them.',
  studentNumber: 'Student number',
  factor: 'Time',
  factorChoice: (factor: number) => `× ${factor}`,
  add: 'Add a student',
  remove: (number: string) => `Remove ${number || 'this student'}`,
};

/**
 * The editor's homework settings: when the quizz opens and closes by itself (datetime-local inputs in
 * the teacher's time zone), and the students who get more time (a small table by student number).
 */
export function HomeworkSettings() {
  const { register, formState } = useFormContext<QuizForm>();
  const zone = browserTimeZone() ?? '';
  const field = (name: 'opens_at' | 'closes_at') => {
    const { ref, ...rest } = register(name);
    return { ...rest, inputRef: ref };
  };
  return (
    <Box sx={{ ...grid, mt: 3 }} role="group" aria-labelledby="homework-settings-title">
      <Box sx={span(12)}>
        <Typography id="homework-settings-title" variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
          {texts.title}
        </Typography>
        <Typography variant="body2" color="textSecondary">
          {texts.intro(zone)}
        </Typography>
      </Box>
      <Box sx={span(12, 6)}>
        <OutlinedField
          label={texts.opensAt}
          type="datetime-local"
          shrinkLabel
          error={!!formState.errors.opens_at}
          helperText={formState.errors.opens_at?.message ?? texts.opensHelp}
          {...field('opens_at')}
        />
      </Box>
      <Box sx={span(12, 6)}>
        <OutlinedField
          label={texts.closesAt}
          type="datetime-local"
          shrinkLabel
          error={!!formState.errors.closes_at}
          helperText={formState.errors.closes_at?.message ?? texts.closesHelp}
          {...field('closes_at')}
        />
      </Box>
      <Box sx={span(12)}>
        <Accommodations />
      </Box>
    </Box>
  );
}

function Accommodations() {
  const { control, register, formState } = useFormContext<QuizForm>();
  const anonymous = useWatch<QuizForm, 'anonymous'>({ name: 'anonymous' });
  const { fields, append, remove } = useFieldArray<QuizForm, 'accommodations'>({
    name: 'accommodations',
    control,
  });
  const rowErrors = formState.errors.accommodations;
  return (
    <Box role="group" aria-labelledby="accommodations-title">
      <Typography id="accommodations-title" variant="body2" sx={{ fontWeight: 600 }}>
        {texts.moreTime}
      </Typography>
      <Typography variant="body2" color="textSecondary" sx={{ mb: 1.5 }}>
        {anonymous ? texts.anonymousNote : texts.moreTimeIntro}
      </Typography>
      {!anonymous && (
        <>
          {fields.map((row, index) => {
            const { ref, ...numberField } = register(`accommodations.${index}.student_number`);
            const numberError = rowErrors?.[index]?.student_number?.message;
            return (
              <Box
                key={row.id}
                sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) 7.5rem auto', gap: 1, mb: 1.5 }}
              >
                <OutlinedField
                  label={texts.studentNumber}
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
                        label={texts.factor}
                        size="small"
                        name={field.name}
                        value={String(field.value)}
                        onChange={(e) => field.onChange(Number(e.target.value))}
                        onBlur={field.onBlur}
                        inputRef={field.ref}
                      >
                        {choices.map((factor) => (
                          <option key={factor} value={String(factor)}>
                            {texts.factorChoice(factor)}
                          </option>
                        ))}
                      </SelectField>
                    );
                  }}
                />
                <IconButton
                  aria-label={texts.remove(row.student_number)}
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
            {texts.add}
          </Button>
        </>
      )}
    </Box>
  );
}
