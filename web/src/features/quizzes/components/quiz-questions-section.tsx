import AddIcon from '@mui/icons-material/Add';
import { Alert, AlertTitle, Box, Button, Stack, Typography } from '@mui/material';
import { SectionTitle } from './editor-frame';
import { QuestionCard } from './question-card';

const TEXTS = {
  correctingTitle: 'Correction mode: this quizz has started',
  correcting:
    'You can fix the wording of the questions and answers, their images and the correct answers. When you save, every answer already given is scored again: the results, and what students see at the end and in their review, follow. Questions cannot be added, removed or reordered, and a question keeps its answers (A and B, or up to D).',
};

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
  return (
    <Box component="section" aria-labelledby="quiz-questions-title">
      <SectionTitle
        id="quiz-questions-title"
        aside={
          // a small default Chip's look (no MUI Chip in the editor)
          <Box
            component="span"
            aria-label={`${count} questions`}
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
        Questions
      </SectionTitle>
      {correcting ? (
        <>
          <Alert severity="info" sx={{ mb: 2 }} data-testid="correction-notice">
            <AlertTitle>{TEXTS.correctingTitle}</AlertTitle>
            {TEXTS.correcting}
          </Alert>
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
        </>
      ) : (
        <Stack spacing={2}>
          {count === 0 && <Typography color="textSecondary">This quizz has no question yet.</Typography>}
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
            Add a question
          </Button>
        </Stack>
      )}
    </Box>
  );
}
