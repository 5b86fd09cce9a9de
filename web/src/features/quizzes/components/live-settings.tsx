import { Grid, TextField, Typography } from '@mui/material';
import { QUESTION_TIME_CHOICES, SCORING_MODES, type ScoringMode } from '@quizzical/common';
import { Controller } from 'react-hook-form';
import { LIVE_SWITCH, type QuizForm, SCORING_CHOICES } from '../lib/quiz-form';
import { SettingSwitch } from './quiz-switches';

/** A native select's value for 'No time limit' (a select's values are text; the form holds null). */
const NO_LIMIT = 'none';

/**
 * The settings of a quiz hosted live (issue 14): seconds per question, scoring, and whether the phones
 * show the question. They change nothing when students take the quiz at their own pace.
 */
export function LiveSettings() {
  return (
    <Grid container spacing={2} sx={{ mt: 3 }} role="group" aria-labelledby="live-settings-title">
      <Grid size={12}>
        <Typography id="live-settings-title" variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
          Hosted live
        </Typography>
        <Typography variant="body2" color="text.secondary">
          When you host the quizz from the projector and the class plays on phones.
        </Typography>
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <QuestionTimeSelect />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <Controller<QuizForm, 'scoring'>
          name="scoring"
          render={({ field }) => (
            <TextField
              select
              label="Scoring"
              name={field.name}
              value={field.value}
              onChange={(e) => {
                const value = e.target.value;
                if ((SCORING_MODES as readonly string[]).includes(value))
                  field.onChange(value as ScoringMode);
              }}
              onBlur={field.onBlur}
              inputRef={field.ref}
              slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
            >
              {SCORING_CHOICES.map((choice) => (
                <option key={choice.value} value={choice.value}>
                  {choice.label}
                </option>
              ))}
            </TextField>
          )}
        />
      </Grid>
      <Grid size={12}>
        <SettingSwitch {...LIVE_SWITCH} />
      </Grid>
    </Grid>
  );
}

function QuestionTimeSelect() {
  return (
    <Controller<QuizForm, 'question_time'>
      name="question_time"
      render={({ field, fieldState }) => {
        const value = field.value;
        // a time set through the API outside the choices still shows as itself
        const choices: number[] = [...QUESTION_TIME_CHOICES];
        if (value !== null && !choices.includes(value)) choices.push(value);
        choices.sort((a, b) => a - b);
        return (
          <TextField
            select
            label="Time per question (hosted live)"
            name={field.name}
            value={value === null ? NO_LIMIT : String(value)}
            onChange={(e) => field.onChange(e.target.value === NO_LIMIT ? null : Number(e.target.value))}
            onBlur={field.onBlur}
            inputRef={field.ref}
            error={!!fieldState.error}
            helperText={fieldState.error?.message}
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          >
            {choices.map((seconds) => (
              <option key={seconds} value={String(seconds)}>
                {seconds < 60 || seconds % 60
                  ? `${seconds} seconds`
                  : `${seconds / 60} minute${seconds === 60 ? '' : 's'}`}
              </option>
            ))}
            <option value={NO_LIMIT}>No time limit</option>
          </TextField>
        );
      }}
    />
  );
}
