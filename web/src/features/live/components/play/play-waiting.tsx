import '../../play.css';
import type { PlayerState } from '@quizzical/common';
import { SvgIcon } from '../../../../components/svg-icon';
import { rich, useT } from '../../../../lib/i18n';
import { PLAY_ICONS } from './play-icons';

/** The lobby on the phone: the player is in, under their name, until the host presses 'Start'. */
export function PlayWaiting({ state }: { state: PlayerState }) {
  const t = useT();
  return (
    <div className="lv-waiting">
      <div aria-hidden="true" className="lv-badge">
        <SvgIcon path={PLAY_ICONS.hourglass} />
      </div>
      <h1 className="lv-body1 lv-title">{t('live.play.waiting')}</h1>
      <p className="lv-body1 lv-lead">
        {rich(t('live.play.in_as', { name: state.name }), {
          name: (name) => <strong className="lv-strong">{name}</strong>,
        })}
      </p>
      <p className="lv-body1 lv-secondary">{t('live.play.joined', { count: state.player_count })}</p>
    </div>
  );
}
