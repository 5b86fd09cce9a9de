import { Box, Typography } from '@mui/material';
import { useState } from 'react';
import { MathText } from '../../../../components/math-text';
import type { Tap } from '../../lib/play-answering';
import { questionLabel, type ReceivedState } from '../../lib/play-state';
import { answerSlots, PlayAnswerGrid } from './play-answer-grid';
import { PlayCountdown } from './play-countdown';

export const ANSWER_STATUS_TEXT = {
  saving: 'Saving…',
  retrying: 'Saving… no connection, trying again',
  saved: 'Answer saved',
  timeOver: 'Time is over.',
  choose: 'Tap your answer: the first tap counts.',
} as const;

/** What the line under the buttons says about the player's answer. */
function answerStatus(tap: Tap | null, serverAnswer: number | null, timeUp: boolean) {
  if (tap) {
    if (tap.phase === 'refused') return { text: tap.message ?? '', tone: 'error' as const };
    if (tap.phase === 'timeOver') return { text: ANSWER_STATUS_TEXT.timeOver, tone: 'error' as const };
    if (tap.phase === 'saved') return { text: ANSWER_STATUS_TEXT.saved, tone: 'success' as const };
    return { text: ANSWER_STATUS_TEXT[tap.phase], tone: 'pending' as const };
  }
  if (serverAnswer !== null) return { text: ANSWER_STATUS_TEXT.saved, tone: 'success' as const };
  if (timeUp) return { text: ANSWER_STATUS_TEXT.timeOver, tone: 'error' as const };
  return { text: ANSWER_STATUS_TEXT.choose, tone: 'pending' as const };
}

const TONE_COLOR = { error: '#b71c1c', success: '#1b5e20', pending: 'text.secondary' } as const;

/**
 * A question on the phone: "Question n / N", the countdown, the question's text (when the quiz shows
 * it on the devices) and the answer buttons. Keyed by question by its parent: the time-up flag
 * starts afresh with each question.
 */
export function PlayQuestion({
  received,
  tap,
  onAnswer,
}: {
  received: ReceivedState;
  tap: Tap | null;
  onAnswer(stored: number): void;
}) {
  const { state } = received;
  const [timeUp, setTimeUp] = useState(false);
  const chosen = tap?.answer ?? state.answer;
  const status = answerStatus(tap, state.answer, timeUp);
  const question = state.question;
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
        <Typography component="h1" variant="h6" sx={{ fontWeight: 800 }}>
          {questionLabel(state)}
        </Typography>
        <PlayCountdown received={received} onOver={() => setTimeUp(true)} />
      </Box>
      {question && (
        <Box sx={{ bgcolor: 'background.paper', borderRadius: '16px', p: 2, boxShadow: 1 }}>
          <Typography component="div" sx={{ fontSize: '1.2rem', fontWeight: 600, lineHeight: 1.45 }}>
            <MathText text={question.text} />
          </Typography>
          {question.smallImageUrl && (
            <Box
              component="img"
              src={question.smallImageUrl}
              alt=""
              sx={{ display: 'block', mt: 1.5, maxWidth: '100%', maxHeight: 200, objectFit: 'contain' }}
            />
          )}
        </Box>
      )}
      {!question && (
        <Typography color="textSecondary">
          Read the question on the big screen, then tap your answer.
        </Typography>
      )}
      <PlayAnswerGrid
        slots={answerSlots(state)}
        chosen={chosen}
        locked={chosen !== null || timeUp}
        pending={tap?.phase === 'saving' || tap?.phase === 'retrying'}
        onAnswer={onAnswer}
      />
      <Typography
        role="status"
        data-phase={tap?.phase ?? (state.answer !== null ? 'saved' : 'none')}
        sx={{ textAlign: 'center', fontWeight: 700, minHeight: '1.5em', color: TONE_COLOR[status.tone] }}
      >
        {status.text}
      </Typography>
    </Box>
  );
}
