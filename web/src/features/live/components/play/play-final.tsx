import EmojiEventsRounded from '@mui/icons-material/EmojiEventsRounded';
import { Box, Button, Typography } from '@mui/material';
import type { PlayerState } from '@quizzical/common';
import { ordinal } from '../../lib/play-state';
import { PlayScore } from './play-result';

const formatScore = (score: number) => (Number.isInteger(score) ? String(score) : score.toFixed(1));

/** The podium on the phone: the final rank and score, then 'Continue' to the end page (survey, review). */
export function PlayFinal({
  state,
  continuing,
  onContinue,
}: {
  state: PlayerState;
  continuing: boolean;
  onContinue(): void;
}) {
  return (
    <Box sx={{ display: 'grid', gap: 2, textAlign: 'center' }}>
      <Box sx={{ display: 'grid', justifyItems: 'center', gap: 1, pt: 2 }}>
        <Box
          aria-hidden="true"
          sx={{
            width: 72,
            height: 72,
            borderRadius: '50%',
            display: 'grid',
            placeItems: 'center',
            bgcolor: '#fff4d6',
            color: '#8a4b00',
          }}
        >
          <EmojiEventsRounded sx={{ fontSize: 40 }} />
        </Box>
        <Typography component="h1" sx={{ fontSize: '1.75rem', fontWeight: 800 }}>
          {state.rank !== null ? `You finished ${ordinal(state.rank)}!` : 'The game is over'}
        </Typography>
        {state.score !== null && (
          <Typography sx={{ fontSize: '1.1rem' }}>
            Your score: {formatScore(state.score)}% of correct answers
          </Typography>
        )}
      </Box>
      <PlayScore state={state} />
      <Button
        variant="contained"
        size="large"
        onClick={onContinue}
        loading={continuing}
        sx={{ minHeight: 56 }}
      >
        Continue
      </Button>
    </Box>
  );
}

/** The teacher closed the quiz before the podium: the game ends here, the end page follows. */
export function PlayClosed({ continuing, onContinue }: { continuing: boolean; onContinue(): void }) {
  return (
    <Box sx={{ display: 'grid', gap: 2, textAlign: 'center', pt: 4 }}>
      <Typography component="h1" sx={{ fontSize: '1.6rem', fontWeight: 800 }}>
        The quizz was closed by your teacher.
      </Typography>
      <Button
        variant="contained"
        size="large"
        onClick={onContinue}
        loading={continuing}
        sx={{ minHeight: 56 }}
      >
        Continue
      </Button>
    </Box>
  );
}
