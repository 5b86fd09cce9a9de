import { Box, Container, type ContainerProps, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useDocumentTitle } from '../lib/use-document-title';

interface PageContainerProps {
  /** The page's h1, also used as the document title. */
  title: string;
  /** Hide the h1 visually (kept for screen readers) when the page shows its own hero. */
  hideTitle?: boolean;
  subtitle?: ReactNode;
  maxWidth?: ContainerProps['maxWidth'];
  children: ReactNode;
}

/** Standard page frame: centred column, one h1, consistent vertical rhythm. */
export function PageContainer({ title, hideTitle, subtitle, maxWidth = 'md', children }: PageContainerProps) {
  useDocumentTitle(title);
  return (
    <Container maxWidth={maxWidth} sx={{ py: { xs: 3, md: 6 } }}>
      <Box sx={hideTitle ? visuallyHidden : { mb: { xs: 3, md: 4 } }}>
        <Typography variant="h4" component="h1">
          {title}
        </Typography>
        {subtitle && (
          <Typography variant="body1" color="textSecondary" sx={{ mt: 1 }}>
            {subtitle}
          </Typography>
        )}
      </Box>
      {children}
    </Container>
  );
}

export const visuallyHidden = {
  border: 0,
  clip: 'rect(0 0 0 0)',
  height: '1px',
  margin: '-1px',
  overflow: 'hidden',
  padding: 0,
  position: 'absolute',
  whiteSpace: 'nowrap',
  width: '1px',
} as const;
