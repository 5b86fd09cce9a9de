import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Box, Button, Container, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { LATEX_DRAWER_WIDTH, useLatexDrawerBeside } from '../../../components/latex-help-drawer';
import { useT } from '../../../lib/i18n';
import { Link as RouterLink } from '../../../lib/router';

/** The editor's page: back link, title and actions, leaving room for the LaTeX help drawer beside it. */
export function EditorFrame({
  title,
  actions,
  children,
}: {
  title: string;
  actions?: ReactNode;
  children: ReactNode;
}) {
  const beside = useLatexDrawerBeside();
  const t = useT();
  return (
    <Box sx={{ mr: beside ? `${LATEX_DRAWER_WIDTH}px` : 0, transition: 'margin 200ms ease' }}>
      <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          sx={{ alignItems: { sm: 'flex-end' }, justifyContent: 'space-between', gap: 2, mb: 3 }}
        >
          <Box>
            <Button
              component={RouterLink}
              to="/quizz"
              startIcon={<ArrowBackIcon />}
              size="small"
              sx={{ mb: 1, ml: -1 }}
            >
              {t('quizzes.dashboard.title')}
            </Button>
            <Typography variant="h4" component="h1">
              {title}
            </Typography>
          </Box>
          {actions}
        </Stack>
        {children}
      </Container>
    </Box>
  );
}

export function SectionTitle({
  children,
  id,
  aside,
}: {
  children: ReactNode;
  id?: string;
  aside?: ReactNode;
}) {
  return (
    <Stack direction="row" sx={{ alignItems: 'center', gap: 1, mb: 2 }}>
      <Typography id={id} variant="h5" component="h2">
        {children}
      </Typography>
      {aside}
    </Stack>
  );
}
