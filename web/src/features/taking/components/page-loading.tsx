import '../taking.css';

/**
 * 'Loading...' in the middle of a student page (run, end, review) while its data comes: MUI's
 * CircularProgress drawn by taking.css (.tk-spinner), nothing computed at run time.
 */
export function PageLoading() {
  return (
    <div role="status" className="tk-loading">
      <span className="tk-spinner" aria-hidden="true">
        <svg viewBox="22 22 44 44" aria-hidden="true" focusable="false">
          <circle cx="44" cy="44" r="20.2" fill="none" strokeWidth="3.6" />
        </svg>
      </span>
      <h1 className="tk-loading-text">Loading...</h1>
    </div>
  );
}
