import { useState } from 'react';
import { NativeDialog } from '../../../components/native-dialog';
import { useT } from '../../../lib/i18n';
import { TakingIcon } from './taking-icons';
import '../taking.css';

/**
 * The question's small image; a tap opens the big one in a dialog. Plain elements styled by taking.css
 * and plain-ui.css's dialog classes: a student's phone loads no MUI (docs/decisions/0006-first-visit-main-thread.md).
 */
export function QuestionImage({ small, big, number }: { small: string; big: string; number: number }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  if (!small && !big) return null;
  const large = big || small;
  return (
    <>
      <button
        type="button"
        className="ui-button-base tk-image-button"
        onClick={() => setOpen(true)}
        aria-label={t('taking.image.enlarge', { number })}
      >
        <img src={small || big} alt="" className="tk-image-small" />
        <span aria-hidden="true" className="tk-image-zoom">
          <TakingIcon name="zoomIn" />
        </span>
      </button>
      <NativeDialog
        open={open}
        onClose={() => setOpen(false)}
        maxWidth={1200}
        labelledBy="question-image-title"
        className="tk-image-dialog"
      >
        <h2 id="question-image-title" className="ui-dialog-title tk-image-title">
          {t('taking.image.title', { number })}
        </h2>
        <button
          type="button"
          className="ui-icon-button tk-image-close"
          onClick={() => setOpen(false)}
          aria-label={t('common.close')}
        >
          <TakingIcon name="close" />
        </button>
        <div className="ui-dialog-content tk-image-content">
          <img src={large} alt={t('taking.image.title', { number })} className="tk-image-large" />
        </div>
      </NativeDialog>
    </>
  );
}
