import { Spinner } from '../../../components/spinner';
import '../taking.css';

/**
 * 'Loading...' in the middle of a student page (run, end, review) while its data comes: MUI's
 * CircularProgress drawn by plain-ui.css (components/spinner.tsx), nothing computed at run time.
 */
export function PageLoading() {
  return (
    <div role="status" className="tk-loading">
      <Spinner />
      <h1 className="tk-loading-text">Loading...</h1>
    </div>
  );
}
