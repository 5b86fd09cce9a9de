import { Box, Container, Typography } from '@mui/material';
import { QUIZ_STATUS } from '@quizzical/common';
import { visuallyHidden } from '../../../../components/page-container';
import type { Tap } from '../../lib/play-answering';
import { announcement, pointsText, type ReceivedState } from '../../lib/play-state';
import { PlayClosed, PlayFinal } from './play-final';
import { PlayQuestion } from './play-question';
import { PlayReveal } from './play-result';
import { PlayWaiting } from './play-waiting';

export interface PlayViewProps {
  received: ReceivedState;
  tap: Tap | null;
  /** The connection is down (the last request failed and the stream is not open). */
  offline: boolean;
  continuing: boolean;
  onAnswer(stored: number): void;
  onContinue(): void;
}

/** The player's screen for the game's current step (pure: the page gives the state and the handlers). */
export function PlayView({ received, tap, offline, continuing, onAnswer, onContinue }: PlayViewProps) {
  const { state } = received;
  const closedEarly = state.status === QUIZ_STATUS.CLOSED && state.step !== 'podium';
  let body: React.ReactNode;
  if (closedEarly) body = <PlayClosed continuing={continuing} onContinue={onContinue} />;
  else if (state.step === 'lobby') body = <PlayWaiting state={state} />;
  else if (state.step === 'question')
    body = <PlayQuestion key={state.question_index} received={received} tap={tap} onAnswer={onAnswer} />;
  else if (state.step === 'reveal') body = <PlayReveal state={state} />;
  else body = <PlayFinal state={state} continuing={continuing} onContinue={onContinue} />;

  return (
    <Box sx={{ flexGrow: 1, bgcolor: '#f4f5fa' }}>
      <Container maxWidth="sm" sx={{ py: 2, px: { xs: 1.5, sm: 3 } }}>
        <Box
          sx={{
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'space-between',
            gap: 1,
            mb: 2,
            fontWeight: 700,
          }}
        >
          <Typography noWrap sx={{ fontWeight: 700, minWidth: 0 }}>
            {state.name}
          </Typography>
          {state.step !== 'lobby' && (
            <Typography sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>{pointsText(state.points)}</Typography>
          )}
        </Box>
        {offline && (
          <Typography
            role="status"
            sx={{
              mb: 2,
              px: 2,
              py: 1,
              borderRadius: 2,
              bgcolor: '#fff4e5',
              color: '#7a3d00',
              fontWeight: 600,
            }}
          >
            No connection: reconnecting…
          </Typography>
        )}
        {body}
        {/* heard once per step: a new question, a result, the final rank */}
        <Box aria-live="polite" sx={visuallyHidden}>
          {closedEarly ? 'Your teacher closed the quizz.' : announcement(state)}
        </Box>
      </Container>
    </Box>
  );
}
