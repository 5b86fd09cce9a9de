import { Box } from '@mui/material';
import { EXPLANATION_MAX } from '@quizzical/common';
import { Controller } from 'react-hook-form';
import { FormulaField } from '../../../components/formula-field';
import { SelectField } from '../../../components/outlined-field';
import { grid, span } from '../../../components/question-fields';
import { useT } from '../../../lib/i18n';
import { formFieldText } from '../lib/field-text';
import { QuestionTimeOptions } from './question-time-options';

/** A select's value for "the quiz's time per question" (the form holds null). */
const QUIZ_TIME = 'quiz';

/**
 * Below a question's key: the explanation students read with the correct answer in the review, and
 * the question's own time when the quiz is hosted live.
 */
export function QuestionExtras({ prefix }: { prefix: string }) {
  const t = useT();
  return (
    <Box sx={{ ...grid, mt: 2 }}>
      <Box sx={span(12, 12, 8)}>
        <FormulaField
          name={`${prefix}explanation`}
          label={t('quizzes.questions.explanation')}
          placeholder={t('common.optional')}
          helperText={t('quizzes.questions.explanation_help')}
          multiline
          minRows={1}
          maxLength={EXPLANATION_MAX}
        />
      </Box>
      <Box sx={span(12, 12, 4)}>
        <Controller
          name={`${prefix}time_limit`}
          render={({ field, fieldState }) => {
            const value: number | null = typeof field.value === 'number' ? field.value : null;
            return (
              <SelectField
                label={t('quizzes.questions.time_limit')}
                name={field.name}
                value={value === null ? QUIZ_TIME : String(value)}
                onChange={(e) => field.onChange(e.target.value === QUIZ_TIME ? null : Number(e.target.value))}
                onBlur={field.onBlur}
                inputRef={field.ref}
                error={!!fieldState.error}
                helperText={formFieldText(fieldState.error?.message)}
              >
                <option value={QUIZ_TIME}>{t('quizzes.questions.time_limit_quiz')}</option>
                <QuestionTimeOptions current={value} />
              </SelectField>
            );
          }}
        />
      </Box>
    </Box>
  );
}
