import CheckCircleOutline from '@mui/icons-material/CheckCircleOutlineOutlined';
import { Box, Card, CardContent, Container, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useDocumentTitle } from '../lib/use-document-title';

interface ThanksPageProps {
  /** The h1, also the document title. */
  title: string;
  text: string;
  /** The links under the text. */
  actions: ReactNode;
}

/** The page after a form is sent (contact, market proposal): a check mark, thanks and where to go next. */
export function ThanksPage({ title, text, actions }: ThanksPageProps) {
  useDocumentTitle(title);
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 5, md: 10 } }}>
      <Card>
        <CardContent sx={{ p: { xs: 3, md: 5 }, textAlign: 'center' }}>
          <Box
            sx={{
              width: 64,
              height: 64,
              mx: 'auto',
              mb: 2,
              borderRadius: '50%',
              display: 'grid',
              placeItems: 'center',
              bgcolor: 'rgba(46, 125, 50, 0.1)',
              color: 'success.main',
            }}
          >
            <CheckCircleOutline sx={{ fontSize: 36 }} aria-hidden="true" />
          </Box>
          <Typography variant="h4" component="h1" gutterBottom>
            {title}
          </Typography>
          <Typography color="textSecondary" sx={{ mb: 4 }}>
            {text}
          </Typography>
          {actions}
        </CardContent>
      </Card>
    </Container>
  );
}
