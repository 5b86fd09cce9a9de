import CancelRounded from '@mui/icons-material/CancelRounded';
import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import HelpOutlineRounded from '@mui/icons-material/HelpOutlineRounded';
import { Box, Typography } from '@mui/material';
import type { PlayerState } from '@quizzical/common';
import { MathText } from '../../../../components/math-text';
import { pointsText, questionLabel, rankText } from '../../lib/play-state';
import { answerSlots, PlayAnswerGrid } from './play-answer-grid';

/** The player's points and rank, as large figures (reveal and podium). */
export function PlayScore({ state }: { state: PlayerState }) {
  const count = Math.max(state.player_count, state.rank ?? 0);
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 1.5 }}>
      <Figure label="Total" value={pointsText(state.points)} />
      <Figure label="Rank" value={state.rank !== null ? rankText(state.rank, count) : '–'} />
    </Box>
  );
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Box sx={{ bgcolor: 'background.paper', borderRadius: '16px', p: 2, textAlign: 'center', boxShadow: 1 }}>
      <Typography variant="body2" color="textSecondary" sx={{ fontWeight: 600 }}>
        {label}
      </Typography>
      <Typography sx={{ fontSize: '1.5rem', fontWeight: 800 }}>{value}</Typography>
    </Box>
  );
}

const VERDICTS = {
  correct: { text: 'Correct!', bg: '#1b5e20', Icon: CheckCircleRounded },
  wrong: { text: 'Wrong', bg: '#b71c1c', Icon: CancelRounded },
  none: { text: 'No answer', bg: '#3a3a48', Icon: HelpOutlineRounded },
} as const;

/** After 'Show results': right or wrong, the points gained, the total and the rank, the correct answer marked. */
export function PlayReveal({ state }: { state: PlayerState }) {
  const verdict = VERDICTS[state.correct ? 'correct' : state.answer === null ? 'none' : 'wrong'];
  const gained = state.points_gained ?? 0;
  const { Icon } = verdict;
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Typography variant="body2" sx={{ fontWeight: 700, color: 'text.secondary' }}>
        {questionLabel(state)}
      </Typography>
      <Box
        sx={{
          bgcolor: verdict.bg,
          color: '#fff',
          borderRadius: '20px',
          p: 3,
          textAlign: 'center',
          display: 'grid',
          justifyItems: 'center',
          gap: 0.5,
        }}
      >
        <Icon aria-hidden="true" sx={{ fontSize: 56 }} />
        <Typography component="h1" sx={{ fontSize: '2rem', fontWeight: 800 }}>
          {verdict.text}
        </Typography>
        <Typography sx={{ fontSize: '1.25rem', fontWeight: 700 }}>+{pointsText(gained)}</Typography>
      </Box>
      <PlayScore state={state} />
      {state.question && (
        <Typography component="div" sx={{ fontWeight: 600 }}>
          <MathText text={state.question.text} />
        </Typography>
      )}
      <PlayAnswerGrid
        slots={answerSlots(state)}
        chosen={state.answer}
        correct={state.correct_answer}
        locked
      />
      <Typography color="textSecondary" sx={{ textAlign: 'center' }}>
        {(state.question_index ?? 0) + 1 < state.num_questions
          ? 'Wait for the next question…'
          : 'Wait for the podium…'}
      </Typography>
    </Box>
  );
}
