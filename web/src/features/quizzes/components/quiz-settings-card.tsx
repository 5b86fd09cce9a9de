import { Box, Card, CardContent, Slider, Stack, Typography } from '@mui/material';
import {
  type NamedItem,
  QUIZ_DESCRIPTION_MAX,
  QUIZ_DURATION_MARKS,
  QUIZ_DURATION_MAX,
  QUIZ_DURATION_MIN,
  QUIZ_TITLE_MAX,
} from '@quizzical/common';
import { useId } from 'react';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { OutlinedField, SelectField } from '../../../components/outlined-field';
import { grid, span } from '../../../components/question-fields';
import { useLookupList } from '../../../lib/api/lookups/get-lookup-list';
import type { QuizForm } from '../lib/quiz-form';
import { formatDuration } from '../lib/quiz-format';
import { SectionTitle } from './editor-frame';
import { LiveSettings } from './live-settings';
import { QuizSwitches } from './quiz-switches';

/** The editor's "Settings" card: title, description, duration, class size, theme, type, switches, hosted live. */
export function QuizSettingsCard() {
  const { register, formState } = useFormContext<QuizForm>();
  const themes = useLookupList('themes');
  const types = useLookupList('types');
  const titleValue = useWatch<QuizForm, 'title'>({ name: 'title' }) ?? '';
  const descriptionValue = useWatch<QuizForm, 'description'>({ name: 'description' }) ?? '';
  /** A registered field, its ref on the input (OutlinedField has no ref of its own). */
  const field = (name: 'title' | 'description' | 'number_students') => {
    const { ref, ...rest } = register(name);
    return { ...rest, inputRef: ref };
  };

  return (
    <Card component="section" aria-labelledby="quiz-settings-title" sx={{ mb: 4 }}>
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <SectionTitle id="quiz-settings-title">Settings</SectionTitle>
        <Box sx={grid}>
          <Box sx={span(12)}>
            <OutlinedField
              label="Title"
              required
              error={!!formState.errors.title}
              helperText={formState.errors.title?.message ?? `${titleValue.length}/${QUIZ_TITLE_MAX}`}
              inputProps={{ maxLength: QUIZ_TITLE_MAX }}
              {...field('title')}
            />
          </Box>
          <Box sx={span(12)}>
            <OutlinedField
              label="Description"
              error={!!formState.errors.description}
              helperText={
                formState.errors.description?.message ?? `${descriptionValue.length}/${QUIZ_DESCRIPTION_MAX}`
              }
              inputProps={{ maxLength: QUIZ_DESCRIPTION_MAX }}
              {...field('description')}
            />
          </Box>
          <Box sx={span(12, 8)}>
            <DurationField />
          </Box>
          <Box sx={span(12, 4)}>
            <OutlinedField
              label="Number of students"
              type="number"
              error={!!formState.errors.number_students}
              helperText={formState.errors.number_students?.message ?? 'Optional'}
              inputProps={{ min: 0, step: 1, inputMode: 'numeric' }}
              {...field('number_students')}
            />
          </Box>
          <Box sx={span(12, 6)}>
            <LookupSelect name="theme" label="Theme" items={themes.data} />
          </Box>
          <Box sx={span(12, 6)}>
            <LookupSelect name="type" label="Type" items={types.data} />
          </Box>
        </Box>
        <QuizSwitches />
        <LiveSettings />
      </CardContent>
    </Card>
  );
}

function DurationField() {
  const labelId = useId();
  return (
    <Controller<QuizForm, 'duration'>
      name="duration"
      render={({ field }) => (
        <Box sx={{ px: 1 }}>
          <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'baseline' }}>
            <Typography id={labelId} variant="body2" sx={{ fontWeight: 600 }}>
              Duration
            </Typography>
            <Typography variant="body2" color="primary" sx={{ fontWeight: 700 }}>
              {formatDuration(field.value)}
            </Typography>
          </Stack>
          <Slider
            name={field.name}
            value={field.value}
            onChange={(_e, value) => field.onChange(value as number)}
            onBlur={field.onBlur}
            min={QUIZ_DURATION_MIN}
            max={QUIZ_DURATION_MAX}
            step={1}
            marks={QUIZ_DURATION_MARKS.map((value) => ({ value, label: String(value) }))}
            valueLabelDisplay="auto"
            valueLabelFormat={formatDuration}
            getAriaValueText={formatDuration}
            slotProps={{ input: { 'aria-labelledby': labelId } }}
            sx={{
              // 1 and 15 sit close together: nudge their labels apart
              '& .MuiSlider-markLabel[data-index="0"]': { transform: 'translateX(-80%)' },
              '& .MuiSlider-markLabel[data-index="1"]': { transform: 'translateX(-25%)' },
            }}
          />
        </Box>
      )}
    />
  );
}

/** Theme or type: a controlled native select, so a saved choice shows once the list has loaded. */
function LookupSelect({
  name,
  label,
  items,
}: {
  name: 'theme' | 'type';
  label: string;
  items?: NamedItem[];
}) {
  return (
    <Controller<QuizForm, 'theme' | 'type'>
      name={name}
      render={({ field }) => (
        <SelectField
          label={label}
          name={field.name}
          value={items ? field.value : ''}
          onChange={field.onChange}
          onBlur={field.onBlur}
          inputRef={field.ref}
          disabled={!items}
        >
          <option value="">Not specified</option>
          {items?.map((item) => (
            <option key={item.id} value={String(item.id)}>
              {item.name}
            </option>
          ))}
        </SelectField>
      )}
    />
  );
}
