import AddIcon from '@mui/icons-material/Add';
import { Box, Button, Stack, Typography } from '@mui/material';
import { useT } from '../../../lib/i18n';
import { SectionTitle } from './editor-frame';
import { QuestionCard } from './question-card';

interface QuizQuestionsSectionProps {
  /** The field array's ids, one per question card. */
  ids: string[];
  /**
   * A started or closed quiz's correction: per question, the answers it has (A to D); no adding,
   * moving or removing. null: the questions are edited freely.
   */
  correcting: readonly (readonly boolean[])[] | null;
  onAdd(): void;
  onMove(from: number, to: number): void;
  onRemove(index: number): void;
}

/** The editor's "Questions": one card per question; in a correction, the same cards without adding, moving or removing. */
export function QuizQuestionsSection({
  ids,
  correcting,
  onAdd,
  onMove,
  onRemove,
}: QuizQuestionsSectionProps) {
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
      {correcting ? (
        // the page's correction notice says what can change
        <Stack spacing={2}>
          {ids.map((id, index) => (
            <QuestionCard
              key={id}
              index={index}
              total={count}
              onMove={onMove}
              onRemove={onRemove}
              writtenAnswers={correcting[index]}
            />
          ))}
        </Stack>
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
