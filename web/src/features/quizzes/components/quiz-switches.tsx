import {
  Box,
  FormControl,
  FormControlLabel,
  FormLabel,
  Radio,
  RadioGroup,
  Switch,
  Typography,
} from '@mui/material';
import { Fragment, useId } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { grid, span } from '../../../components/question-fields';
import { checkedProps } from '../../../lib/form-fields';
import { type MessageKey, useT } from '../../../lib/i18n';
import { type LIVE_SWITCH, type QuizForm, REVIEW_AFTER_CHOICES, SWITCHES } from '../lib/quiz-form';

/** The quiz's switches (spec §5), with "Show the correct answers" beside 'Answers available'. */
export function QuizSwitches() {
  return (
    <Box sx={{ ...grid, gap: 1, mt: 2 }}>
      {SWITCHES.map((s) => (
        <Fragment key={s.name}>
          <Box sx={span(12, 6, 4)}>
            <SettingSwitch {...s} />
          </Box>
          {s.name === 'answers_available' && (
            <Box sx={span(12, 6, 4)}>
              <ReviewAfterField />
            </Box>
          )}
        </Fragment>
      ))}
    </Box>
  );
}

type SwitchName = (typeof SWITCHES)[number]['name'] | typeof LIVE_SWITCH.name;

/** One boolean setting: a switch with its label and a short help below it. */
export function SettingSwitch({
  name,
  label,
  help,
}: {
  name: SwitchName;
  label: MessageKey;
  help: MessageKey;
}) {
  const t = useT();
  return (
    <Controller<QuizForm, SwitchName>
      name={name}
      render={({ field }) => (
        <FormControlLabel
          sx={{ alignItems: 'flex-start', m: 0, gap: 0.5 }}
          control={<Switch {...checkedProps(field, { 'aria-describedby': `switch-help-${name}` })} />}
          label={
            <Box sx={{ pt: 0.9 }}>
              <Typography variant="body2" sx={{ fontWeight: 600 }}>
                {t(label)}
              </Typography>
              <Typography
                id={`switch-help-${name}`}
                variant="caption"
                color="textSecondary"
                component="span"
                sx={{ display: 'block' }}
              >
                {t(help)}
              </Typography>
            </Box>
          }
        />
      )}
    />
  );
}

/**
 * "Show the correct answers", next to the 'Answers available' switch: after each student ends, or only
 * once the quiz is closed (so no student can end a second session and read them while it runs).
 */
function ReviewAfterField() {
  const labelId = useId();
  const t = useT();
  const available = useWatch<QuizForm, 'answers_available'>({ name: 'answers_available' });
  return (
    <Controller<QuizForm, 'review_after'>
      name="review_after"
      render={({ field }) => (
        // beside the switch; on a phone, below it and indented like its label (switch 58 px + gap 4 px)
        <FormControl
          component="fieldset"
          disabled={!available}
          sx={{ ml: { xs: '62px', sm: 0 }, mt: { xs: -0.5, sm: 0.75 } }}
        >
          <FormLabel id={labelId} component="legend" sx={{ typography: 'body2', fontWeight: 600 }}>
            {t('quizzes.settings.review_after')}
          </FormLabel>
          <RadioGroup
            aria-labelledby={labelId}
            name={field.name}
            value={field.value}
            onChange={(e) => field.onChange(e.target.value)}
            onBlur={field.onBlur}
          >
            {REVIEW_AFTER_CHOICES.map((choice) => (
              <FormControlLabel
                key={choice.value}
                value={choice.value}
                control={<Radio size="small" />}
                label={t(choice.label)}
                slotProps={{ typography: { variant: 'body2' } }}
                sx={{ my: -0.25 }}
              />
            ))}
          </RadioGroup>
        </FormControl>
      )}
    />
  );
}
