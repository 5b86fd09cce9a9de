import CheckCircleOutline from '@mui/icons-material/CheckCircleOutlineOutlined';
import { Box, Button, Card, CardContent, Container, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { useDocumentTitle } from '../../../components/page-container';
import { MARKET_TEXTS } from '../market-texts';

/** /market/confirm: thanks after a proposal, with links to propose another and to the homepage. */
export function MarketConfirmPage() {
  useDocumentTitle(MARKET_TEXTS.thanks);
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
            {MARKET_TEXTS.thanks}
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 4 }}>
            {MARKET_TEXTS.submitted}
          </Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ justifyContent: 'center' }}>
            <Button component={RouterLink} to="/market/propose" variant="contained" size="large">
              Propose another question
            </Button>
            <Button component={RouterLink} to="/" variant="outlined" size="large">
              Back to the home page
            </Button>
          </Stack>
        </CardContent>
      </Card>
    </Container>
  );
}
