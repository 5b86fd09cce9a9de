import { useState } from 'react';
import { NativeDialog } from '../../../components/native-dialog';
import { SvgIcon } from '../../../components/svg-icon';
import { useAuth } from '../../../lib/auth';
import { useT } from '../../../lib/i18n';
import { Link as RouterLink } from '../../../lib/router';

/** @mui/icons-material's WorkspacePremiumOutlined. */
const PREMIUM_ICON =
  'M9.68 13.69 12 11.93l2.31 1.76-.88-2.85L15.75 9h-2.84L12 6.19 11.09 9H8.25l2.31 1.84zM20 10c0-4.42-3.58-8-8-8s-8 3.58-8 8c0 2.03.76 3.87 2 5.28V23l6-2 6 2v-7.72c1.24-1.41 2-3.25 2-5.28m-8-6c3.31 0 6 2.69 6 6s-2.69 6-6 6-6-2.69-6-6 2.69-6 6-6m0 15-4 1.02v-3.1c1.18.68 2.54 1.08 4 1.08s2.82-.4 4-1.08v3.1z';

/**
 * Licence check of the run-screen header (spec §2): a signed-in user without permission P is asked to
 * get Pro. Anonymous students (not signed in) never see it; it opens again on the next visit. Plain
 * elements (plain-ui.css's dialog parts and buttons, app/shell.css's .qz-license-…, in the shell's
 * stylesheet because the run header, in the entry chunk, shows it): the run screen loads no MUI.
 */
export function LicenseCheckDialog() {
  const t = useT();
  const { user, hasPro } = useAuth();
  const [closed, setClosed] = useState(false);
  const open = !!user && !hasPro && !closed;
  // nothing on the run screen's first render of a student (computed only when it shows)
  if (!open) return null;

  return (
    <NativeDialog open={open} onClose={() => setClosed(true)} labelledBy="license-check-title">
      <div className="qz-license-icon">
        <SvgIcon path={PREMIUM_ICON} />
      </div>
      <h2 id="license-check-title" className="ui-dialog-title qz-license-centred">
        {t('licenses.check.title')}
      </h2>
      <div className="ui-dialog-content qz-license-centred">
        <p className="ui-dialog-text">{t('licenses.check.text')}</p>
      </div>
      <div className="ui-dialog-actions qz-license-actions">
        <button type="button" className="ui-button ui-button--text" onClick={() => setClosed(true)}>
          {t('common.close')}
        </button>
        <RouterLink to="/plans" className="ui-button ui-button--contained">
          {t('licenses.check.get_pro')}
        </RouterLink>
      </div>
    </NativeDialog>
  );
}
