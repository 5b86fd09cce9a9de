import { Box } from '@mui/material';
import { EXPLANATION_MAX } from '@quizzical/common';
import { FormulaField } from '../../../components/formula-field';
import { grid, span } from '../../../components/question-fields';
import { useT } from '../../../lib/i18n';
import { QuestionTimeSelect } from './question-time-options';

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
        <QuestionTimeSelect
          name={`${prefix}time_limit`}
          label={t('quizzes.questions.time_limit')}
          none={{ value: QUIZ_TIME, label: t('quizzes.questions.time_limit_quiz') }}
          noneFirst
        />
      </Box>
    </Box>
  );
}
