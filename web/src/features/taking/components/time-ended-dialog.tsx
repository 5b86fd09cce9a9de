import { NativeDialog } from '../../../components/native-dialog';
import { useT } from '../../../lib/i18n';
import { EndQuizButton } from './end-quiz-button';
import { TakingIcon } from './taking-icons';
import '../taking.css';

/**
 * 'Time has ended': opens when the countdown reaches zero or when the server refuses an answer.
 * It cannot be dismissed: the only way on is to end the quizz. Plain elements styled by plain-ui.css's
 * dialog classes and taking.css: a student's phone loads no MUI (docs/decisions/0006-first-visit-main-thread.md).
 */
export function TimeEndedDialog({ open, ending, onEnd }: { open: boolean; ending: boolean; onEnd(): void }) {
  const t = useT();
  return (
    <NativeDialog open={open} labelledBy="time-ended-title" describedBy="time-ended-text">
      <div className="tk-time-ended-top">
        <div aria-hidden="true" className="tk-time-ended-icon">
          <TakingIcon name="hourglassBottom" />
        </div>
      </div>
      <h2 id="time-ended-title" className="ui-dialog-title tk-time-ended-title">
        {t('taking.time_ended.title')}
      </h2>
      <div className="ui-dialog-content">
        <p id="time-ended-text" className="ui-dialog-text tk-time-ended-text">
          {t('taking.time_ended.text')}
        </p>
      </div>
      <div className="ui-dialog-actions tk-time-ended-actions">
        <EndQuizButton size="large" fullWidth ending={ending} onEnd={onEnd} />
      </div>
    </NativeDialog>
  );
}
