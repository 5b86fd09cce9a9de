import { SvgIcon } from '../components/svg-icon';
import { useT } from '../lib/i18n';
import { Link as RouterLink, useRouteError } from '../lib/router';
import { useDocumentTitle } from '../lib/use-document-title';

/** @mui/icons-material's SentimentDissatisfiedOutlined (its two eyes as arcs of the same path). */
const SAD_FACE =
  'M17 9.5a1.5 1.5 0 1 1-3 0 1.5 1.5 0 0 1 3 0M10 9.5a1.5 1.5 0 1 1-3 0 1.5 1.5 0 0 1 3 0M12 14c-2.33 0-4.32 1.45-5.12 3.5h1.67c.69-1.19 1.97-2 3.45-2s2.75.81 3.45 2h1.67c-.8-2.05-2.79-3.5-5.12-3.5m-.01-12C6.47 2 2 6.48 2 12s4.47 10 9.99 10C17.52 22 22 17.52 22 12S17.52 2 11.99 2M12 20c-4.42 0-8-3.58-8-8s3.58-8 8-8 8 3.58 8 8-3.58 8-8 8';

/**
 * The error page, plain elements styled by app/shell.css (.qz-error): it shows when a page's chunk,
 * and so the MUI that comes with it, could not be loaded.
 */
function ErrorView({ title, text, reload }: { title: string; text: string; reload?: boolean }) {
  const t = useT();
  useDocumentTitle(title);
  const button = 'ui-button ui-button--contained ui-button--large';
  return (
    <div className="ui-container ui-container--sm qz-error">
      <div className="qz-error-face">
        <SvgIcon path={SAD_FACE} />
      </div>
      <h1 className="qz-error-title">{title}</h1>
      <p className="qz-error-text ui-secondary">{text}</p>
      {reload ? (
        <button type="button" className={button} onClick={() => window.location.reload()}>
          {t('app.error.reload')}
        </button>
      ) : (
        <RouterLink to="/" className={button}>
          {t('app.error.home')}
        </RouterLink>
      )}
    </div>
  );
}

/** Unknown routes (spec §2: "Unknown routes show an error page"). */
export function NotFoundPage() {
  const t = useT();
  return <ErrorView title={t('app.error.not_found_title')} text={t('app.error.not_found_text')} />;
}

/**
 * A page's chunk (routes.tsx) that could not be fetched: the connection dropped, or the app was rebuilt
 * and this tab still asks for the old file names. Chromium, Firefox and Safari word it differently.
 */
export function isChunkLoadError(error: unknown): boolean {
  return (
    error instanceof TypeError &&
    /dynamically imported module|Importing a module script failed|module script/i.test(error.message)
  );
}

/** A page that crashed while rendering or loading: the header and footer stay usable. */
export function RouteErrorPage() {
  const t = useT();
  const error = useRouteError();
  if (isChunkLoadError(error)) {
    // a reload fetches the current index.html and its chunks (a student's session and answers are in storage)
    return <ErrorView title={t('app.error.load_title')} text={t('app.error.load_text')} reload />;
  }
  if (import.meta.env.DEV) console.error(error);
  return <ErrorView title={t('app.error.crash_title')} text={t('app.error.crash_text')} />;
}
