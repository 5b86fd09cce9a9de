import '../taking.css';
import type { ReactNode } from 'react';
import { useT } from '../../../lib/i18n';
import { Link as RouterLink } from '../../../lib/router';
import { TakingIcon, type TakingIconName } from './taking-icons';

export type NoticeTone = 'info' | 'warning' | 'error';

const ICONS: Record<NoticeTone, TakingIconName> = {
  info: 'schedule',
  warning: 'eventBusy',
  error: 'errorOutline',
};

/**
 * A card that tells a student why they cannot go on (quiz not started, ended, unknown…). Plain elements
 * styled by taking.css, as the run screen, without MUI (docs/decisions/0006-first-visit-main-thread.md). `action` is a button drawn with the same classes
 * (`NoticeButton`).
 */
export function QuizNotice({
  title,
  text,
  tone = 'error',
  action,
}: {
  title: string;
  text?: string;
  tone?: NoticeTone;
  action?: ReactNode;
}) {
  const t = useT();
  return (
    <div role="alert" className="ui-card">
      <div className="tk-notice-content">
        <div aria-hidden="true" className={`tk-notice-icon tk-notice-icon--${tone}`}>
          <TakingIcon name={ICONS[tone]} />
        </div>
        <p className={text ? 'tk-h6 tk-notice-title tk-notice-title--with-text' : 'tk-h6 tk-notice-title'}>
          {title}
        </p>
        {text && <p className="tk-notice-text">{text}</p>}
        <div className="tk-notice-actions">
          {action}
          <RouterLink to="/" className={`ui-button ${action ? 'ui-button--text' : 'ui-button--contained'}`}>
            {t('common.back_home')}
          </RouterLink>
        </div>
      </div>
    </div>
  );
}

/** The notice's main action ('Try again'): a contained button. */
export function NoticeButton({ onClick, children }: { onClick(): void; children: ReactNode }) {
  return (
    <button type="button" className="ui-button ui-button--contained" onClick={onClick}>
      {children}
    </button>
  );
}
