import SentimentDissatisfiedOutlined from '@mui/icons-material/SentimentDissatisfiedOutlined';
import { Box, Button, Container, Typography } from '@mui/material';
import { Link as RouterLink, useRouteError } from '../lib/router';
import { useDocumentTitle } from '../lib/use-document-title';

function ErrorView({ title, text, reload }: { title: string; text: string; reload?: boolean }) {
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
      <Typography color="textSecondary" sx={{ mb: 4 }}>
        {text}
      </Typography>
      {reload ? (
        <Button variant="contained" size="large" onClick={() => window.location.reload()}>
          Reload the page
        </Button>
      ) : (
        <Button component={RouterLink} to="/" variant="contained" size="large">
          Back to the home page
        </Button>
      )}
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
  const error = useRouteError();
  if (isChunkLoadError(error)) {
    // a reload fetches the current index.html and its chunks (a student's session and answers are in storage)
    return (
      <ErrorView
        title="This page could not be loaded"
        text="Check your connection, then reload the page."
        reload
      />
    );
  }
  if (import.meta.env.DEV) console.error(error);
  return (
    <ErrorView
      title="Something went wrong"
      text="An unexpected error occurred on this page. Please try again, or go back to the home page."
    />
  );
}
