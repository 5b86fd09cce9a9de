import ScienceOutlined from '@mui/icons-material/ScienceOutlined';
import { Alert, AlertTitle } from '@mui/material';
import { useServerConfig } from '../../../lib/api/lookups/get-server-config';

export const TEST_MODE_LABEL = 'Test mode: no real payment';

/**
 * On every billing page while the server's payment provider is the sandbox: its test cards buy Pro
 * without money, which must never pass for a real purchase.
 */
export function TestModeNotice() {
  const config = useServerConfig();
  if (config.data?.payment_provider !== 'sandbox') return null;
  return (
    <Alert
      severity="warning"
      icon={<ScienceOutlined fontSize="inherit" />}
      role="status"
      sx={{ mb: { xs: 2.5, md: 3 } }}
    >
      <AlertTitle sx={{ mb: 0 }}>{TEST_MODE_LABEL}</AlertTitle>
      This server uses the built-in sandbox: payments are made with test cards and nothing is charged.
    </Alert>
  );
}
