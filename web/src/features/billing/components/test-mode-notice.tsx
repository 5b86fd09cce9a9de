import ScienceOutlined from '@mui/icons-material/ScienceOutlined';
import { Alert, AlertTitle } from '@mui/material';
import { useServerConfig } from '../../../lib/api/lookups/get-server-config';
import { useT } from '../../../lib/i18n';

/**
 * On every billing page while the server's payment provider is the sandbox: its test cards buy Pro
 * without money, which must never pass for a real purchase.
 */
export function TestModeNotice() {
  const t = useT();
  const config = useServerConfig();
  if (config.data?.payment_provider !== 'sandbox') return null;
  return (
    <Alert
      severity="warning"
      icon={<ScienceOutlined fontSize="inherit" />}
      role="status"
      sx={{ mb: { xs: 2.5, md: 3 } }}
    >
      <AlertTitle sx={{ mb: 0 }}>{t('billing.test_mode.label')}</AlertTitle>
      {t('billing.test_mode.text')}
    </Alert>
  );
}
