import type { JournalState } from '../lib/answer-journal';
import '../taking.css';
import { TakingIcon, type TakingIconName } from './taking-icons';

export const SAVE_STATUS_TEXT = {
  saved: 'All answers saved',
  saving: 'Saving…',
  retrying: 'Offline, will retry',
  notSaved: 'Not saved: time is over',
} as const;

/** The small save indicator of the run screen: saved / saving… / offline, will retry. */
export function SaveStatus({ state }: { state: JournalState }) {
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
      {SAVE_STATUS_TEXT[shown]}
    </div>
  );
}
