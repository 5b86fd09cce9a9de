import '../../play.css';
import type { PlayerState } from '@quizzical/common';
import { LoadingButton } from '../../../../components/loading-button';
import { SvgIcon } from '../../../../components/svg-icon';
import { formatPercent, useT } from '../../../../lib/i18n';
import { PLAY_ICONS } from './play-icons';
import { PlayScore } from './play-result';

/** A score in percent (66.7) as the language writes it: '66.7%', '66,7 %'. */
const formatScore = (score: number) => formatPercent(score / 100, Number.isInteger(score) ? 0 : 1);

/** 'Continue' to the end page (MUI's contained large Button, plain): a spinner while it goes there. */
function ContinueButton({ continuing, onContinue }: { continuing: boolean; onContinue(): void }) {
  const t = useT();
  return (
    <LoadingButton
      size="large"
      className="lv-continue"
      loading={continuing}
      loadingLabel={t('live.play.continuing')}
      onClick={onContinue}
    >
      {t('live.play.continue')}
    </LoadingButton>
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
  const t = useT();
  return (
    <div className="lv-final">
      <div className="lv-final-head">
        <div aria-hidden="true" className="lv-badge lv-badge--gold">
          <SvgIcon path={PLAY_ICONS.trophy} />
        </div>
        <h1 className="lv-body1 lv-final-title">
          {state.rank !== null ? t('live.play.final_rank', { rank: state.rank }) : t('live.play.game_over')}
        </h1>
        {state.score !== null && (
          <p className="lv-body1 lv-lead">{t('live.play.score', { score: formatScore(state.score) })}</p>
        )}
      </div>
      <PlayScore state={state} />
      <ContinueButton continuing={continuing} onContinue={onContinue} />
    </div>
  );
}

/** The teacher closed the quiz before the podium: the game ends here, the end page follows. */
export function PlayClosed({ continuing, onContinue }: { continuing: boolean; onContinue(): void }) {
  const t = useT();
  return (
    <div className="lv-final lv-closed">
      <h1 className="lv-body1 lv-title">{t('live.play.closed')}</h1>
      <ContinueButton continuing={continuing} onContinue={onContinue} />
    </div>
  );
}
