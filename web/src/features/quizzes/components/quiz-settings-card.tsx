import { Box, Card, CardContent, Stack, Typography } from '@mui/material';
import {
  type NamedItem,
  QUIZ_DESCRIPTION_MAX,
  QUIZ_DURATION_MARKS,
  QUIZ_DURATION_MAX,
  QUIZ_DURATION_MIN,
  QUIZ_TITLE_MAX,
} from '@quizzical/common';
import { type ChangeEvent, useId } from 'react';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { ContentLanguageField } from '../../../components/content-language-field';
import { OutlinedField, SelectField } from '../../../components/outlined-field';
import { grid, span } from '../../../components/question-fields';
import { useLookupList } from '../../../lib/api/lookups/get-lookup-list';
import { bindFields, outlinedFields, translatedFields } from '../../../lib/form-fields';
import { useT } from '../../../lib/i18n';
import { formFieldText } from '../lib/field-text';
import type { QuizForm } from '../lib/quiz-form';
import { formatDuration } from '../lib/quiz-format';
import { SectionTitle } from './editor-frame';
import { HomeworkSettings } from './homework-settings';
import { LiveSettings } from './live-settings';
import { QuizSwitches } from './quiz-switches';

/** The editor's "Settings" card: title, description, duration, class size, theme, type, switches, homework, hosted live. */
export function QuizSettingsCard() {
  const { register, formState } = useFormContext<QuizForm>();
  const t = useT();
  const themes = useLookupList('themes');
  const types = useLookupList('types');
  const titleValue = useWatch<QuizForm, 'title'>({ name: 'title' }) ?? '';
  const descriptionValue = useWatch<QuizForm, 'description'>({ name: 'description' }) ?? '';
  const field = outlinedFields(translatedFields(bindFields(register, formState.errors), formFieldText));

  return (
    <Card component="section" aria-labelledby="quiz-settings-title" sx={{ mb: 4 }}>
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <SectionTitle id="quiz-settings-title">{t('quizzes.settings.title')}</SectionTitle>
        <Box sx={grid}>
          <Box sx={span(12)}>
            <OutlinedField
              label={t('quizzes.settings.quiz_title')}
              required
              inputProps={{ maxLength: QUIZ_TITLE_MAX }}
              {...field('title', `${titleValue.length}/${QUIZ_TITLE_MAX}`)}
            />
          </Box>
          <Box sx={span(12)}>
            <OutlinedField
              label={t('quizzes.settings.description')}
              inputProps={{ maxLength: QUIZ_DESCRIPTION_MAX }}
              {...field('description', `${descriptionValue.length}/${QUIZ_DESCRIPTION_MAX}`)}
            />
          </Box>
          <Box sx={span(12, 8)}>
            <DurationField />
          </Box>
          <Box sx={span(12, 4)}>
            <OutlinedField
              label={t('quizzes.settings.number_students')}
              type="number"
              inputProps={{ min: 0, step: 1, inputMode: 'numeric' }}
              {...field('number_students', t('common.optional'))}
            />
          </Box>
          <Box sx={span(12, 6)}>
            <LookupSelect name="theme" label={t('quizzes.settings.theme')} items={themes.data} />
          </Box>
          <Box sx={span(12, 6)}>
            <LookupSelect name="type" label={t('quizzes.settings.type')} items={types.data} />
          </Box>
          <Box sx={span(12, 6)}>
            <ContentLanguageField
              label={t('quizzes.settings.language')}
              help={t('quizzes.settings.language_help')}
            />
          </Box>
        </Box>
        <QuizSwitches />
        <HomeworkSettings />
        <LiveSettings />
      </CardContent>
    </Card>
  );
}

/** Where a duration sits on the slider's track, in percent. */
const position = (minutes: number) =>
  ((minutes - QUIZ_DURATION_MIN) / (QUIZ_DURATION_MAX - QUIZ_DURATION_MIN)) * 100;

/**
 * The duration in minutes: a native range input (arrows, Page Up/Down, Home/End) with the marks of
 * QUIZ_DURATION_MARKS under it and the value above, in place of MUI's Slider (about 6 KB compressed).
 */
function DurationField() {
  const labelId = useId();
  const t = useT();
  return (
    <Controller<QuizForm, 'duration'>
      name="duration"
      render={({ field }) => (
        <Box sx={{ px: 1 }}>
          <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'baseline' }}>
            <Typography id={labelId} variant="body2" sx={{ fontWeight: 600 }}>
              {t('quizzes.settings.duration')}
            </Typography>
            <Typography variant="body2" color="primary" sx={{ fontWeight: 700 }}>
              {formatDuration(field.value)}
            </Typography>
          </Stack>
          <Box
            component="input"
            type="range"
            name={field.name}
            value={field.value}
            onChange={(e: ChangeEvent<HTMLInputElement>) => field.onChange(Number(e.target.value))}
            onBlur={field.onBlur}
            ref={field.ref}
            min={QUIZ_DURATION_MIN}
            max={QUIZ_DURATION_MAX}
            step={1}
            aria-labelledby={labelId}
            aria-valuetext={formatDuration(field.value)}
            sx={{
              display: 'block',
              width: '100%',
              height: 28,
              m: 0,
              mt: 0.5,
              cursor: 'pointer',
              accentColor: (theme) => theme.palette.primary.main,
              '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', borderRadius: 1 },
            }}
          />
          {/* the marks: a tick and its number under the track (the thumb's half width in from each end) */}
          <Box aria-hidden="true" sx={{ position: 'relative', height: 24, mx: '8px' }}>
            {QUIZ_DURATION_MARKS.map((minutes, i) => (
              <Typography
                key={minutes}
                variant="body2"
                color="textSecondary"
                sx={{
                  position: 'absolute',
                  top: 0,
                  left: `${position(minutes)}%`,
                  // 1 and 15 sit close together: nudge their labels apart
                  transform: i === 0 ? 'translateX(-80%)' : i === 1 ? 'translateX(-25%)' : 'translateX(-50%)',
                  '&::before': {
                    content: '""',
                    position: 'absolute',
                    top: -4,
                    left: i === 0 ? '80%' : i === 1 ? '25%' : '50%',
                    width: 2,
                    height: 4,
                    bgcolor: 'divider',
                  },
                }}
              >
                {minutes}
              </Typography>
            ))}
          </Box>
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
  const t = useT();
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
          <option value="">{t('quizzes.settings.not_specified')}</option>
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
