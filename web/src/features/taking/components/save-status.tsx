import { type MessageKey, useT } from '../../../lib/i18n';
import type { JournalState } from '../lib/answer-journal';
import '../taking.css';
import { TakingIcon, type TakingIconName } from './taking-icons';

const SAVE_STATUS_TEXT = {
  saved: 'taking.save.saved',
  saving: 'taking.save.saving',
  retrying: 'taking.save.retrying',
  notSaved: 'taking.save.not_saved',
} as const satisfies Record<string, MessageKey>;

/** The small save indicator of the run screen: saved / saving… / offline, will retry. */
export function SaveStatus({ state }: { state: JournalState }) {
  const t = useT();
  let shown: keyof typeof SAVE_STATUS_TEXT = 'saved';
  let icon: TakingIconName = 'cloudDone';
  if (state.status === 'retrying') {
    shown = 'retrying';
    icon = 'cloudOff';
  } else if (state.status === 'saving') {
    shown = 'saving';
    icon = 'cloudUpload';
  } else if (state.status === 'timeOver' && state.pendingCount > 0) {
    shown = 'notSaved';
    icon = 'cloudOff';
  }
  return (
    <div role="status" data-status={state.status} className={`tk-save-status tk-save-status--${shown}`}>
      <span aria-hidden="true">
        <TakingIcon name={icon} />
      </span>
      {t(SAVE_STATUS_TEXT[shown])}
    </div>
  );
}
