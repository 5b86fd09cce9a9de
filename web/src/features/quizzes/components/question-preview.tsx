import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import { Box, Card, CardContent, Stack, Typography } from '@mui/material';
import { ANSWER_FIELDS, ANSWER_LETTERS } from '@quizzical/common';
import { MathText } from '../../../components/math-text';
import { useT } from '../../../lib/i18n';
import type { QuestionForm } from '../lib/quiz-form';

/** A question shown read-only (a started quiz's questions can no longer change). */
export function QuestionPreview({ question, number }: { question: QuestionForm; number: number }) {
  const t = useT();
  const heading = t('quizzes.questions.heading', { number });
  return (
    <Card component="section" aria-label={heading}>
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography variant="overline" color="textSecondary">
          {heading}
        </Typography>
        <Typography component="div" sx={{ fontWeight: 600, mb: 1.5 }}>
          <MathText text={question.text} component="div" />
        </Typography>
        <Stack spacing={1}>
          {ANSWER_FIELDS.map((field, i) => {
            if (!question[field]) return null;
            const correct = question.correct_answer === i + 1;
            return (
              <Stack
                key={field}
                direction="row"
                spacing={1.5}
                sx={{
                  alignItems: 'center',
                  p: 1,
                  borderRadius: 2,
                  border: 1,
                  borderColor: correct ? 'success.main' : 'divider',
                  bgcolor: correct ? 'rgba(46, 125, 50, 0.06)' : undefined,
                }}
              >
                <Typography sx={{ fontWeight: 700, width: 20 }}>{ANSWER_LETTERS[i]}</Typography>
                <Box sx={{ flexGrow: 1 }}>
                  <MathText text={question[field]} />
                </Box>
                {correct && (
                  <CheckCircleIcon color="success" titleAccess={t('components.question.correct_answer')} />
                )}
              </Stack>
            );
          })}
        </Stack>
        {(question.smallImageUrl || question.bigImageUrl) && (
          <Stack direction="row" spacing={2} sx={{ mt: 2, flexWrap: 'wrap' }}>
            {question.smallImageUrl && (
              <Box
                component="img"
                src={question.smallImageUrl}
                alt={t('quizzes.questions.small_image', { number })}
                sx={{ maxHeight: 120, borderRadius: 2 }}
              />
            )}
            {question.bigImageUrl && (
              <Box
                component="img"
                src={question.bigImageUrl}
                alt={t('quizzes.questions.big_image', { number })}
                sx={{ maxHeight: 120, borderRadius: 2 }}
              />
            )}
          </Stack>
        )}
      </CardContent>
    </Card>
  );
}
