import { Link } from '@mui/material';
import { Link as RouterLink } from '../lib/router';

/**
 * A `rich()` tag whose text links to a page of this app (client-side, no reload):
 * `rich(text, { contact: pageLinkTag('/contact') })`.
 */
export function pageLinkTag(to: string, { newTab = false }: { newTab?: boolean } = {}) {
  return (text: string) => (
    <Link component={RouterLink} to={to} {...(newTab ? { target: '_blank', rel: 'noopener' } : {})}>
      {text}
    </Link>
  );
}
