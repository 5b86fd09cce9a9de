import CheckCircleOutline from '@mui/icons-material/CheckCircleOutlineOutlined';
import { Box, Button, Card, CardContent, Container, Typography } from '@mui/material';
import { MESSAGES } from '@quizzical/common';
import { Link as RouterLink } from 'react-router';
import { useDocumentTitle } from '../../../components/page-container';

/** /contact/confirm: 'Thank you!' and the reply promise, with a link home. */
export function ContactConfirmPage() {
  useDocumentTitle(MESSAGES.contactThanks);
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
            {MESSAGES.contactThanks}
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 4 }}>
            {MESSAGES.contactSent}
          </Typography>
          <Button component={RouterLink} to="/" variant="contained" size="large">
            Back to the home page
          </Button>
        </CardContent>
      </Card>
    </Container>
  );
}
