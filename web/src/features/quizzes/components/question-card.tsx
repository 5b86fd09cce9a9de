import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import {
  Box,
  Card,
  CardContent,
  FormControl,
  FormControlLabel,
  FormHelperText,
  FormLabel,
  Grid,
  IconButton,
  InputAdornment,
  Radio,
  RadioGroup,
  Stack,
  Tooltip,
  Typography,
} from '@mui/material';
import { ANSWER_MAX, QUESTION_TEXT_MAX } from '@quizzical/common';
import { memo, useId } from 'react';
import { Controller, get, useFormState, useWatch } from 'react-hook-form';
import { ANSWER_FIELDS, ANSWER_LETTERS } from '../lib/quiz-form';
import { FormulaField } from './formula-field';
import { ImageField } from './image-field';

interface QuestionCardProps {
  index: number;
  total: number;
  onMove(from: number, to: number): void;
  onRemove(index: number): void;
}

/**
 * One question of the editor: text, answers A to D (C and D optional), the correct answer, a small
 * and a big image, and the card's own move and remove actions.
 */
export const QuestionCard = memo(function QuestionCard({
  index,
  total,
  onMove,
  onRemove,
}: QuestionCardProps) {
  const number = index + 1;
  const base = `questions.${index}` as const;
  const correct = Number(useWatch({ name: `${base}.correct_answer` })) || 1;
  const { errors } = useFormState({ name: `${base}.${ANSWER_FIELDS[correct - 1]}` });
  // an empty correct answer is already shown under that answer: no second message under the choice
  const correctAnswerEmptyShown = !!get(errors, `${base}.${ANSWER_FIELDS[correct - 1]}`);
  const headingId = useId();
  const correctLabelId = useId();

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
            Question {number}
          </Typography>
          <Tooltip title="Move up">
            <span>
              <IconButton
                aria-label={`Move question ${number} up`}
                disabled={index === 0}
                onClick={() => onMove(index, index - 1)}
              >
                <ArrowUpwardIcon />
              </IconButton>
            </span>
          </Tooltip>
          <Tooltip title="Move down">
            <span>
              <IconButton
                aria-label={`Move question ${number} down`}
                disabled={index === total - 1}
                onClick={() => onMove(index, index + 1)}
              >
                <ArrowDownwardIcon />
              </IconButton>
            </span>
          </Tooltip>
          <Tooltip title="Remove">
            <IconButton
              aria-label={`Remove question ${number}`}
              color="error"
              onClick={() => onRemove(index)}
            >
              <DeleteOutlineIcon />
            </IconButton>
          </Tooltip>
        </Stack>

        <FormulaField
          name={`${base}.text`}
          label="Question"
          required
          multiline
          minRows={2}
          maxLength={QUESTION_TEXT_MAX}
        />

        <Grid container spacing={2} sx={{ mt: 0.5 }}>
          {ANSWER_FIELDS.map((field, i) => {
            const isCorrect = correct === i + 1;
            return (
              <Grid key={field} size={{ xs: 12, sm: 6 }}>
                <FormulaField
                  name={`${base}.${field}`}
                  label={ANSWER_LETTERS[i]}
                  required={i < 2}
                  placeholder={i < 2 ? undefined : 'Optional'}
                  maxLength={ANSWER_MAX}
                  multiline
                  slotProps={{
                    input: {
                      endAdornment: isCorrect ? (
                        <InputAdornment position="end">
                          <CheckCircleIcon color="success" titleAccess="Correct answer" />
                        </InputAdornment>
                      ) : undefined,
                      sx: isCorrect ? { '& fieldset': { borderColor: 'success.main' } } : undefined,
                    },
                  }}
                />
              </Grid>
            );
          })}
        </Grid>

        <Controller
          name={`${base}.correct_answer`}
          render={({ field, fieldState }) => (
            <FormControl error={!!fieldState.error} sx={{ mt: 2 }}>
              <FormLabel id={correctLabelId} sx={{ fontWeight: 600, color: 'text.primary' }}>
                Correct answer
              </FormLabel>
              <RadioGroup
                row
                aria-labelledby={correctLabelId}
                name={field.name}
                value={String(field.value ?? 1)}
                onChange={(e) => field.onChange(Number(e.target.value))}
              >
                {ANSWER_LETTERS.map((letter, i) => (
                  <FormControlLabel
                    key={letter}
                    value={String(i + 1)}
                    control={<Radio slotProps={{ input: { ref: i === 0 ? field.ref : undefined } }} />}
                    label={letter}
                  />
                ))}
              </RadioGroup>
              {fieldState.error && !correctAnswerEmptyShown && (
                <FormHelperText>{fieldState.error.message}</FormHelperText>
              )}
            </FormControl>
          )}
        />

        <Grid container spacing={2} sx={{ mt: 1 }}>
          <Grid size={{ xs: 12, sm: 6 }}>
            <ImageField name={`${base}.smallImageUrl`} size="small" questionNumber={number} />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <ImageField name={`${base}.bigImageUrl`} size="big" questionNumber={number} />
          </Grid>
        </Grid>
      </CardContent>
    </Card>
  );
});
