import AddIcon from '@mui/icons-material/Add';
import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import { useT } from '../../../lib/i18n';
import type { QuestionForm } from '../lib/quiz-form';
import { SectionTitle } from './editor-frame';
import { QuestionCard } from './question-card';
import { QuestionPreview } from './question-preview';

interface QuizQuestionsSectionProps {
  /** The field array's ids, one per question card. */
  ids: string[];
  /** A started quiz: its questions, read-only. */
  locked: QuestionForm[] | null;
  onAdd(): void;
  onMove(from: number, to: number): void;
  onRemove(index: number): void;
}

/** The editor's "Questions": one card per question, or the read-only list of a started quiz. */
export function QuizQuestionsSection({ ids, locked, onAdd, onMove, onRemove }: QuizQuestionsSectionProps) {
  const count = ids.length;
  const t = useT();
  return (
    <Box component="section" aria-labelledby="quiz-questions-title">
      <SectionTitle
        id="quiz-questions-title"
        aside={
          // a small default Chip's look (no MUI Chip in the editor)
          <Box
            component="span"
            aria-label={t('quizzes.question_count', { count })}
            sx={{
              display: 'inline-flex',
              alignItems: 'center',
              height: 24,
              px: 1,
              borderRadius: '16px',
              bgcolor: 'rgba(0, 0, 0, 0.08)',
              fontSize: '0.8125rem',
              lineHeight: 1,
            }}
          >
            {count}
          </Box>
        }
      >
        {t('quizzes.questions.title')}
      </SectionTitle>
      {locked ? (
        <>
          <Alert severity="info" sx={{ mb: 2 }}>
            {t('quizzes.questions.locked')}
          </Alert>
          <Stack spacing={2}>
            {locked.map((question, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a fixed, read-only list
              <QuestionPreview key={index} question={question} number={index + 1} />
            ))}
          </Stack>
        </>
      ) : (
        <Stack spacing={2}>
          {count === 0 && <Typography color="textSecondary">{t('quizzes.questions.none')}</Typography>}
          {ids.map((id, index) => (
            <QuestionCard key={id} index={index} total={count} onMove={onMove} onRemove={onRemove} />
          ))}
          <Button
            variant="outlined"
            size="large"
            startIcon={<AddIcon />}
            onClick={onAdd}
            sx={{ borderStyle: 'dashed', py: 2, borderWidth: 2, '&:hover': { borderWidth: 2 } }}
          >
            {t('quizzes.questions.add')}
          </Button>
        </Stack>
      )}
    </Box>
  );
}
