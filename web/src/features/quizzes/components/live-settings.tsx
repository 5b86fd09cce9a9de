import { Box, Typography } from '@mui/material';
import { QUESTION_TIME_CHOICES, SCORING_MODES, type ScoringMode } from '@quizzical/common';
import { Controller } from 'react-hook-form';
import { SelectField } from '../../../components/outlined-field';
import { grid, span } from '../../../components/question-fields';
import { LIVE_SWITCH, type QuizForm, SCORING_CHOICES } from '../lib/quiz-form';
import { SettingSwitch } from './quiz-switches';

/** A native select's value for 'No time limit' (a select's values are text; the form holds null). */
const NO_LIMIT = 'none';

/**
 * The settings of a quiz hosted live: seconds per question, scoring, and whether the phones
 * show the question. They change nothing when students take the quiz at their own pace.
 */
export function LiveSettings() {
  return (
    <Box sx={{ ...grid, mt: 3 }} role="group" aria-labelledby="live-settings-title">
      <Box sx={span(12)}>
        <Typography id="live-settings-title" variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
          Hosted live
        </Typography>
        <Typography variant="body2" color="textSecondary">
          When you host the quizz from the projector and the class plays on phones.
        </Typography>
      </Box>
      <Box sx={span(12, 6)}>
        <QuestionTimeSelect />
      </Box>
      <Box sx={span(12, 6)}>
        <Controller<QuizForm, 'scoring'>
          name="scoring"
          render={({ field }) => (
            <SelectField
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
            >
              {SCORING_CHOICES.map((choice) => (
                <option key={choice.value} value={choice.value}>
                  {choice.label}
                </option>
              ))}
            </SelectField>
          )}
        />
      </Box>
      <Box sx={span(12)}>
        <SettingSwitch {...LIVE_SWITCH} />
      </Box>
    </Box>
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
          <SelectField
            label="Time per question (hosted live)"
            name={field.name}
            value={value === null ? NO_LIMIT : String(value)}
            onChange={(e) => field.onChange(e.target.value === NO_LIMIT ? null : Number(e.target.value))}
            onBlur={field.onBlur}
            inputRef={field.ref}
            error={!!fieldState.error}
            helperText={fieldState.error?.message}
          >
            {choices.map((seconds) => (
              <option key={seconds} value={String(seconds)}>
                {seconds < 60 || seconds % 60
                  ? `${seconds} seconds`
                  : `${seconds / 60} minute${seconds === 60 ? '' : 's'}`}
              </option>
            ))}
            <option value={NO_LIMIT}>No time limit</option>
          </SelectField>
        );
      }}
    />
  );
}
