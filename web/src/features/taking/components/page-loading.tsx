import { Box, CircularProgress, Typography } from '@mui/material';

/** 'Loading...' in the middle of a student page (run, end, review) while its data comes. */
export function PageLoading() {
  return (
    <Box
      role="status"
      sx={{ flexGrow: 1, display: 'grid', placeItems: 'center', alignContent: 'center', gap: 2, py: 10 }}
    >
      <CircularProgress aria-hidden="true" />
      <Typography component="h1" variant="h6" color="text.secondary">
        Loading...
      </Typography>
    </Box>
  );
}
