import '../../play.css';
import type { PlayerState } from '@quizzical/common';
import { SvgIcon } from '../../../../components/svg-icon';
import { PLAY_ICONS } from './play-icons';

export const WAITING_TEXT = 'Waiting for the host to start…';

/** The lobby on the phone: the player is in, under their name, until the host presses 'Start'. */
export function PlayWaiting({ state }: { state: PlayerState }) {
  const others = state.player_count;
  return (
    <div className="lv-waiting">
      <div aria-hidden="true" className="lv-badge">
        <SvgIcon path={PLAY_ICONS.hourglass} />
      </div>
      <h1 className="lv-body1 lv-title">{WAITING_TEXT}</h1>
      <p className="lv-body1 lv-lead">
        You are in as <strong className="lv-strong">{state.name}</strong>
      </p>
      <p className="lv-body1 lv-secondary">
        {others === 1 ? '1 player has joined' : `${others} players have joined`}
      </p>
    </div>
  );
}
