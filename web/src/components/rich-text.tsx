import { Box, Link, type SxProps, type Theme } from '@mui/material';
import { Fragment, type ReactNode, useMemo } from 'react';
import { Link as RouterLink } from '../lib/router';
import { type SafeNode, sanitizeHtml } from '../lib/safe-html';

function render(nodes: SafeNode[], keyPrefix = ''): ReactNode[] {
  return nodes.map((node, index) => {
    const key = `${keyPrefix}${index}`;
    if (typeof node === 'string') return <Fragment key={key}>{node}</Fragment>;
    const children = render(node.children, `${key}.`);
    switch (node.tag) {
      case 'br':
        return <br key={key} />;
      case 'a': {
        if (!node.href) return <Fragment key={key}>{children}</Fragment>;
        if (node.href.startsWith('/')) {
          // a page of this app: client-side navigation, no reload
          return (
            <Link key={key} component={RouterLink} to={node.href}>
              {children}
            </Link>
          );
        }
        const external = /^https?:/i.test(node.href);
        return (
          <Link
            key={key}
            href={node.href}
            {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
          >
            {children}
          </Link>
        );
      }
      default: {
        const Tag = node.tag;
        return <Tag key={key}>{children}</Tag>;
      }
    }
  });
}

/** Server-provided rich text (FAQ answers, terms), rendered through an allow-list, never as raw HTML. */
export function RichText({ html, sx }: { html: string; sx?: SxProps<Theme> }) {
  const nodes = useMemo(() => sanitizeHtml(html), [html]);
  return (
    <Box
      sx={[
        {
          typography: 'body1',
          color: 'text.secondary',
          '& p': { mt: 0, mb: 1.5 },
          '& p:last-child': { mb: 0 },
          '& ul, & ol': { mt: 0, mb: 1.5, pl: 3 },
          '& li': { mb: 0.5 },
          '& strong': { color: 'text.primary' },
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {render(nodes)}
    </Box>
  );
}
