import '../../play.css';
import type { PlayerState } from '@quizzical/common';
import { ButtonSpinner } from '../../../../components/spinner';
import { SvgIcon } from '../../../../components/svg-icon';
import { ordinal } from '../../lib/play-state';
import { PLAY_ICONS } from './play-icons';
import { PlayScore } from './play-result';

const formatScore = (score: number) => (Number.isInteger(score) ? String(score) : score.toFixed(1));

/** 'Continue' to the end page (MUI's contained large Button, plain): a spinner while it goes there. */
function ContinueButton({ continuing, onContinue }: { continuing: boolean; onContinue(): void }) {
  return (
    <button
      type="button"
      className={`ui-button ui-button--contained ui-button--large lv-continue${continuing ? ' ui-button--loading' : ''}`}
      onClick={onContinue}
      disabled={continuing}
    >
      Continue
      {continuing && <ButtonSpinner label="Continuing" />}
    </button>
  );
}

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
    <div className="lv-final">
      <div className="lv-final-head">
        <div aria-hidden="true" className="lv-badge lv-badge--gold">
          <SvgIcon path={PLAY_ICONS.trophy} />
        </div>
        <h1 className="lv-body1 lv-final-title">
          {state.rank !== null ? `You finished ${ordinal(state.rank)}!` : 'The game is over'}
        </h1>
        {state.score !== null && (
          <p className="lv-body1 lv-lead">Your score: {formatScore(state.score)}% of correct answers</p>
        )}
      </div>
      <PlayScore state={state} />
      <ContinueButton continuing={continuing} onContinue={onContinue} />
    </div>
  );
}

/** The teacher closed the quiz before the podium: the game ends here, the end page follows. */
export function PlayClosed({ continuing, onContinue }: { continuing: boolean; onContinue(): void }) {
  return (
    <div className="lv-final lv-closed">
      <h1 className="lv-body1 lv-title">The quizz was closed by your teacher.</h1>
      <ContinueButton continuing={continuing} onContinue={onContinue} />
    </div>
  );
}
