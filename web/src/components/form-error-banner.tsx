import { SvgIcon } from './svg-icon';

/** MUI's Alert icon for the error severity (its internal ErrorOutline). */
const ERROR_ICON =
  'M11 15h2v2h-2zm0-8h2v6h-2zm.99-5C6.47 2 2 6.48 2 12s4.47 10 9.99 10C17.52 22 22 17.52 22 12S17.52 2 11.99 2zM12 20c-4.42 0-8-3.58-8-8s3.58-8 8-8 8 3.58 8 8-3.58 8-8 8z';

/**
 * The error banner of a form: non-field errors of the server (or a client message). Nothing when empty.
 * MUI's standard error Alert drawn by plain-ui.css (.ui-alert), so that the start screen, which shows it,
 * loads no MUI. `gutterBottom`: the 16 px the forms leave under it.
 */
export function FormErrorBanner({
  messages,
  gutterBottom = false,
}: {
  messages: string | readonly string[] | null | undefined;
  gutterBottom?: boolean;
}) {
  const list = (typeof messages === 'string' ? [messages] : (messages ?? [])).filter(Boolean);
  if (list.length === 0) return null;
  return (
    <div role="alert" className={`ui-alert ui-alert--error${gutterBottom ? ' ui-alert--gutter' : ''}`}>
      <div className="ui-alert-icon">
        <SvgIcon path={ERROR_ICON} />
      </div>
      <div className="ui-alert-message">
        {list.length === 1 ? list[0] : list.map((m) => <div key={m}>{m}</div>)}
      </div>
    </div>
  );
}
