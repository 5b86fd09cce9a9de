import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import { Box, Card, CardContent, IconButton, Stack, Typography } from '@mui/material';
import { memo, useId } from 'react';
import { Hint } from '../../../components/hint';
import { QuestionFields } from '../../../components/question-fields';
import { useT } from '../../../lib/i18n';
import { QuestionExtras } from './question-extras';

interface QuestionCardProps {
  index: number;
  total: number;
  onMove(from: number, to: number): void;
  onRemove(index: number): void;
  /** A started quiz's correction: the answers the question has; no moving or removing. */
  writtenAnswers?: readonly boolean[];
}

/**
 * One question of the editor: its number, move and remove actions (not in a correction), and the
 * question fields.
 */
export const QuestionCard = memo(function QuestionCard({
  index,
  total,
  onMove,
  onRemove,
  writtenAnswers,
}: QuestionCardProps) {
  const number = index + 1;
  const headingId = useId();
  const t = useT();

  return (
    <Card component="section" aria-labelledby={headingId} data-testid="question-card">
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Stack direction="row" sx={{ alignItems: 'center', mb: 2, gap: 1 }}>
          <Box
            aria-hidden="true"
            sx={{
              width: 32,
              height: 32,
              borderRadius: 2,
              bgcolor: 'primary.main',
              color: 'primary.contrastText',
              display: 'grid',
              placeItems: 'center',
              fontWeight: 700,
              flexShrink: 0,
            }}
          >
            {number}
          </Box>
          <Typography id={headingId} variant="h6" component="h3" sx={{ flexGrow: 1 }}>
            {t('quizzes.questions.heading', { number })}
          </Typography>
          {!writtenAnswers && (
            <>
              <Hint title={t('quizzes.questions.move_up')}>
                <span>
                  <IconButton
                    aria-label={t('quizzes.questions.move_up_label', { number })}
                    disabled={index === 0}
                    onClick={() => onMove(index, index - 1)}
                  >
                    <ArrowUpwardIcon />
                  </IconButton>
                </span>
              </Hint>
              <Hint title={t('quizzes.questions.move_down')}>
                <span>
                  <IconButton
                    aria-label={t('quizzes.questions.move_down_label', { number })}
                    disabled={index === total - 1}
                    onClick={() => onMove(index, index + 1)}
                  >
                    <ArrowDownwardIcon />
                  </IconButton>
                </span>
              </Hint>
              <Hint title={t('quizzes.questions.remove')}>
                <IconButton
                  aria-label={t('quizzes.questions.remove_label', { number })}
                  color="error"
                  onClick={() => onRemove(index)}
                >
                  <DeleteOutlineIcon />
                </IconButton>
              </Hint>
            </>
          )}
        </Stack>

        <QuestionFields
          prefix={`questions.${index}.`}
          questionNumber={number}
          pasteable
          writtenAnswers={writtenAnswers}
          typeField="type"
        />
        <QuestionExtras prefix={`questions.${index}.`} />
      </CardContent>
    </Card>
  );
});
