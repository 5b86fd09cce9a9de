import { LoadingStatus } from '../../../components/spinner';
import { useT } from '../../../lib/i18n';
import '../taking.css';

/**
 * 'Loading...' in the middle of a student page (run, end, review) while its data comes: MUI's
 * CircularProgress drawn by plain-ui.css (components/spinner.tsx), nothing computed at run time.
 */
export function PageLoading() {
  const t = useT();
  return (
    <LoadingStatus>
      <h1 className="tk-h6">{t('taking.loading')}</h1>
    </LoadingStatus>
  );
}
