import { Alert, type SxProps, type Theme } from '@mui/material';

/** The error banner of a form: non-field errors of the server (or a client message). Nothing when empty. */
export function FormErrorBanner({
  messages,
  sx,
}: {
  messages: string | readonly string[] | null | undefined;
  sx?: SxProps<Theme>;
}) {
  const list = (typeof messages === 'string' ? [messages] : (messages ?? [])).filter(Boolean);
  if (list.length === 0) return null;
  return (
    <Alert severity="error" role="alert" sx={sx}>
      {list.length === 1 ? list[0] : list.map((m) => <div key={m}>{m}</div>)}
    </Alert>
  );
}
