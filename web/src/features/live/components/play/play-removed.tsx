import '../../play.css';
import { SvgIcon } from '../../../../components/svg-icon';
import { fieldErrorText, useT } from '../../../../lib/i18n';
import { PLAY_ICONS } from './play-icons';

/**
 * The phone of a player the host removed from the game: the server's words, and nothing to press (the
 * session takes no part any more; a reload shows this again).
 */
export function PlayRemoved({ detail }: { detail: string }) {
  const t = useT();
  return (
    <div className="ui-container ui-container--sm lv-container">
      <div className="lv-waiting" data-testid="play-removed" role="alert">
        <div aria-hidden="true" className="lv-badge lv-badge--removed">
          <SvgIcon path={PLAY_ICONS.cancel} />
        </div>
        {/* the server's English words, in the phone's language */}
        <h1 className="lv-body1 lv-title">{fieldErrorText(detail)}</h1>
        <p className="lv-body1 lv-secondary">{t('live.play.removed_text')}</p>
      </div>
    </div>
  );
}
