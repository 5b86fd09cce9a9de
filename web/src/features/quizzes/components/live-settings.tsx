import { Box } from '@mui/material';
import { SCORING_MODES, type ScoringMode } from '@quizzical/common';
import { Controller } from 'react-hook-form';
import { SelectField } from '../../../components/outlined-field';
import { span } from '../../../components/question-fields';
import { useT } from '../../../lib/i18n';
import { LIVE_SWITCH, type QuizForm, SCORING_CHOICES } from '../lib/quiz-form';
import { QuestionTimeSelect } from './question-time-options';
import { SettingSwitch } from './quiz-switches';
import { SettingsGroup } from './settings-group';

/** A native select's value for 'No time limit' (a select's values are text; the form holds null). */
const NO_LIMIT = 'none';

/**
 * The settings of a quiz hosted live: seconds per question, scoring, and whether the phones
 * show the question. They change nothing when students take the quiz at their own pace.
 */
export function LiveSettings() {
  const t = useT();
  return (
    <SettingsGroup id="live-settings-title" title={t('quizzes.live.title')} intro={t('quizzes.live.intro')}>
      <Box sx={span(12, 6)}>
        <QuestionTimeSelect
          name="question_time"
          label={t('quizzes.live.question_time')}
          none={{ value: NO_LIMIT, label: t('quizzes.live.no_limit') }}
        />
      </Box>
      <Box sx={span(12, 6)}>
        <Controller<QuizForm, 'scoring'>
          name="scoring"
          render={({ field }) => (
            <SelectField
              label={t('quizzes.live.scoring')}
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
                  {t(choice.label)}
                </option>
              ))}
            </SelectField>
          )}
        />
      </Box>
      <Box sx={span(12)}>
        <SettingSwitch {...LIVE_SWITCH} />
      </Box>
    </SettingsGroup>
  );
}
