import ConstructionOutlined from '@mui/icons-material/ConstructionOutlined';
import { Box, Button, Card, CardContent, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { PageContainer } from '../components/page-container';

/** Stand-in for the screens of later work (quizzes, student, market, billing, admin). */
export function PlaceholderPage({ title }: { title: string }) {
  return (
    <PageContainer title={title}>
      <Card>
        <CardContent sx={{ display: 'flex', alignItems: 'center', gap: 2, p: { xs: 3, md: 4 } }}>
          <Box
            sx={{
              flexShrink: 0,
              width: 48,
              height: 48,
              borderRadius: 3,
              display: 'grid',
              placeItems: 'center',
              bgcolor: 'rgba(79, 70, 229, 0.1)',
              color: 'primary.main',
            }}
          >
            <ConstructionOutlined aria-hidden="true" />
          </Box>
          <Box sx={{ flexGrow: 1 }}>
            <Typography sx={{ fontWeight: 600 }}>This page is coming soon.</Typography>
            <Typography variant="body2" color="text.secondary">
              We are working on it. Meanwhile, you can go back to the home page.
            </Typography>
          </Box>
          <Button
            component={RouterLink}
            to="/"
            variant="outlined"
            sx={{ display: { xs: 'none', sm: 'inline-flex' } }}
          >
            Home
          </Button>
        </CardContent>
      </Card>
    </PageContainer>
  );
}
