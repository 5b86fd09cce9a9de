import '../../play.css';
import { type AnswerValue, QUIZ_STATUS } from '@quizzical/common';
import { useT } from '../../../../lib/i18n';
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
  onAnswer(answer: AnswerValue): void;
  onContinue(): void;
}

/** The player's screen for the game's current step (pure: the page gives the state and the handlers). */
export function PlayView({ received, tap, offline, continuing, onAnswer, onContinue }: PlayViewProps) {
  const t = useT();
  const { state } = received;
  const closedEarly = state.status === QUIZ_STATUS.CLOSED && state.step !== 'podium';
  let body: React.ReactNode;
  if (closedEarly) body = <PlayClosed continuing={continuing} onContinue={onContinue} />;
  else if (state.step === 'lobby') body = <PlayWaiting state={state} />;
  else if (state.step === 'question')
    body = <PlayQuestion key={state.question_index} received={received} tap={tap} onAnswer={onAnswer} />;
  else if (state.step === 'reveal') body = <PlayReveal state={state} />;
  else body = <PlayFinal state={state} continuing={continuing} onContinue={onContinue} />;

  // plain elements styled by play.css: a student's phone loads no MUI
  return (
    <div className="lv-page">
      <div className="ui-container ui-container--sm lv-container">
        <div className="lv-top">
          <p className="lv-body1 lv-name">{state.name}</p>
          {state.step !== 'lobby' && <p className="lv-body1 lv-points">{pointsText(state.points)}</p>}
        </div>
        {offline && (
          <p role="status" className="lv-body1 lv-offline">
            {t('live.play.offline')}
          </p>
        )}
        {body}
        {/* heard once per step: a new question, a result, the final rank */}
        <div aria-live="polite" className="ui-visually-hidden">
          {closedEarly ? t('live.play.closed_announce') : announcement(state)}
        </div>
      </div>
    </div>
  );
}
