import SentimentDissatisfiedOutlined from '@mui/icons-material/SentimentDissatisfiedOutlined';
import { Box, Button, Container, Typography } from '@mui/material';
import { isRouteErrorResponse, Link as RouterLink, useRouteError } from 'react-router';
import { useDocumentTitle } from '../components/page-container';

function ErrorView({ title, text }: { title: string; text: string }) {
  useDocumentTitle(title);
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 8, md: 12 }, textAlign: 'center' }}>
      <Box
        sx={{
          width: 72,
          height: 72,
          mx: 'auto',
          mb: 3,
          borderRadius: '50%',
          display: 'grid',
          placeItems: 'center',
          bgcolor: 'rgba(79, 70, 229, 0.1)',
          color: 'primary.main',
        }}
      >
        <SentimentDissatisfiedOutlined sx={{ fontSize: 40 }} aria-hidden="true" />
      </Box>
      <Typography variant="h4" component="h1" gutterBottom>
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 4 }}>
        {text}
      </Typography>
      <Button component={RouterLink} to="/" variant="contained" size="large">
        Back to the home page
      </Button>
    </Container>
  );
}

/** Unknown routes (spec §2: "Unknown routes show an error page"). */
export function NotFoundPage() {
  return (
    <ErrorView
      title="Page not found"
      text="Sorry, the page you are looking for does not exist or has been moved."
    />
  );
}

/** A page that crashed while rendering or loading: the header and footer stay usable. */
export function RouteErrorPage() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  if (import.meta.env.DEV) console.error(error);
  return (
    <ErrorView
      title="Something went wrong"
      text="An unexpected error occurred on this page. Please try again, or go back to the home page."
    />
  );
}
