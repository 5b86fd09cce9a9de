import ArrowBackRounded from '@mui/icons-material/ArrowBackRounded';
import ArrowForwardRounded from '@mui/icons-material/ArrowForwardRounded';
import FlagRounded from '@mui/icons-material/FlagRounded';
import { Box, Button, Card, CardContent, Divider, LinearProgress, Stack, Typography } from '@mui/material';
import type { SessionQuestion } from '@quizzical/common';
import type { Ref } from 'react';
import { MathText } from '../../../components/math-text';
import type { JournalState } from '../lib/answer-journal';
import type { AnswerSlot } from '../lib/session-answers';
import { AnswerButton } from './answer-button';
import { QuestionImage } from './question-image';
import { SaveStatus } from './save-status';

/** The run screen's question: progress, heading, text, image, the answers, and the way on. */
export function QuestionCard(props: {
  question: SessionQuestion;
  index: number;
  total: number;
  answeredCount: number;
  title?: string;
  slots: AnswerSlot[];
  /** the stored answer number chosen, if any */
  chosen: number | undefined;
  saveState: JournalState;
  ending: boolean;
  headingRef: Ref<HTMLHeadingElement>;
  cardRef: Ref<HTMLDivElement>;
  onChoose(stored: number): void;
  onMove(to: number): void;
  onEnd(): void;
}) {
  const { question, index, total, answeredCount, slots, ending } = props;
  const isLast = index === total - 1;
  const unanswered = total - answeredCount;
  const padding = { xs: 2, sm: 3, md: 4 };
  return (
    <Card ref={props.cardRef} sx={{ overflow: 'hidden' }}>
      <LinearProgress
        variant="determinate"
        value={total ? (answeredCount / total) * 100 : 0}
        aria-label={`${answeredCount} of ${total} questions answered`}
        sx={{ height: 6, bgcolor: 'rgba(79, 70, 229, 0.1)' }}
      />
      <CardContent sx={{ p: padding, '&:last-child': { pb: padding } }}>
        <Stack
          direction="row"
          spacing={1}
          sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1.5 }}
        >
          <Typography
            ref={props.headingRef}
            tabIndex={-1}
            variant="subtitle1"
            component="h1"
            sx={{ color: 'primary.dark', fontWeight: 800, outline: 'none' }}
          >
            Question {index + 1} / {total}
          </Typography>
          <SaveStatus state={props.saveState} />
        </Stack>
        {props.title && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: -1, mb: 1.5 }}>
            {props.title}
          </Typography>
        )}

        <Box sx={{ fontSize: { xs: '1.125rem', md: '1.3rem' }, fontWeight: 600, lineHeight: 1.5, mb: 2.5 }}>
          <MathText text={question.text} component="div" />
        </Box>
        {(question.smallImageUrl || question.bigImageUrl) && (
          <Box sx={{ mb: 2.5 }}>
            <QuestionImage
              key={question.id}
              small={question.smallImageUrl}
              big={question.bigImageUrl}
              label={`question ${index + 1}`}
            />
          </Box>
        )}

        <Stack spacing={1.25} role="group" aria-label={`Answers of question ${index + 1}`}>
          {slots.map((slot) => (
            <AnswerButton
              key={`${question.id}-${slot.index}`}
              letter={slot.letter}
              text={slot.text}
              selected={props.chosen === slot.stored}
              disabled={ending}
              onClick={() => props.onChoose(slot.stored)}
            />
          ))}
        </Stack>

        <Divider sx={{ my: { xs: 2.5, md: 3 } }} />
        <Stack direction="row" spacing={1.5} sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
          <Button
            variant="outlined"
            startIcon={<ArrowBackRounded />}
            onClick={() => props.onMove(index - 1)}
            disabled={index === 0}
          >
            Previous
          </Button>
          {isLast ? (
            <Button variant="contained" startIcon={<FlagRounded />} onClick={props.onEnd} loading={ending}>
              End the quizz
            </Button>
          ) : (
            <Button
              variant="contained"
              endIcon={<ArrowForwardRounded />}
              onClick={() => props.onMove(index + 1)}
            >
              Next
            </Button>
          )}
        </Stack>
        {isLast && unanswered > 0 && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5, textAlign: 'right' }}>
            {unanswered === 1
              ? '1 question is not answered yet.'
              : `${unanswered} questions are not answered yet.`}
          </Typography>
        )}
      </CardContent>
    </Card>
  );
}
