import AddIcon from '@mui/icons-material/Add';
import InputIcon from '@mui/icons-material/InputOutlined';
import QuizOutlinedIcon from '@mui/icons-material/QuizOutlined';
import { Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import type { MouseEvent } from 'react';
import { Link as RouterLink } from '../../../lib/router';

/** The dashboard of a teacher without any quiz: create the first one, or import one. */
export function DashboardEmptyState({
  onCreate,
  onImport,
}: {
  onCreate(event: MouseEvent): void;
  onImport(): void;
}) {
  return (
    <Card>
      <CardContent sx={{ py: { xs: 6, md: 8 }, px: 3, textAlign: 'center' }}>
        <Box
          aria-hidden="true"
          sx={{
            width: 72,
            height: 72,
            mx: 'auto',
            mb: 2,
            borderRadius: 4,
            display: 'grid',
            placeItems: 'center',
            bgcolor: 'rgba(79, 70, 229, 0.1)',
            color: 'primary.main',
          }}
        >
          <QuizOutlinedIcon sx={{ fontSize: 40 }} />
        </Box>
        <Typography variant="h5" component="h2" gutterBottom>
          Create your first quizz
        </Typography>
        <Typography color="textSecondary" sx={{ maxWidth: 480, mx: 'auto', mb: 3 }}>
          Write multiple-choice questions with formulas and images, start the quizz and share its code with
          your students. It only takes a few minutes.
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1.5, justifyContent: 'center' }}>
          <Button
            component={RouterLink}
            to="/create_quizz"
            variant="contained"
            size="large"
            startIcon={<AddIcon />}
            onClick={onCreate}
          >
            Create a quizz
          </Button>
          <Button variant="outlined" size="large" startIcon={<InputIcon />} onClick={onImport}>
            Import a quizz
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
}
