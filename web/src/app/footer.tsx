import { Box, Container, Link, Stack, Typography } from '@mui/material';
import { LogoMark } from '../components/logo';
import { Link as RouterLink } from '../lib/router';

export const FOOTER_LINKS = [
  { label: 'Legal notice', to: '/legal' },
  { label: 'Terms', to: '/terms' },
  { label: 'FAQ', to: '/faq' },
  { label: 'Contact', to: '/contact' },
] as const;

export function Footer() {
  return (
    <Box
      component="footer"
      sx={{ borderTop: 1, borderColor: 'divider', bgcolor: 'background.paper', mt: 'auto' }}
    >
      <Container
        maxWidth={false}
        sx={{
          py: 3,
          px: { xs: 2, md: 3 },
          display: 'flex',
          flexDirection: { xs: 'column', sm: 'row' },
          alignItems: { xs: 'flex-start', sm: 'center' },
          justifyContent: 'space-between',
          gap: 2,
        }}
      >
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <LogoMark size={22} />
          <Typography variant="body2" color="text.secondary">
            © {new Date().getFullYear()} Quizzical · Quizzes made simple
          </Typography>
        </Stack>
        <Box
          component="nav"
          aria-label="Footer"
          sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 3, rowGap: 1 }}
        >
          {FOOTER_LINKS.map((item) => (
            <Link key={item.to} component={RouterLink} to={item.to} variant="body2" color="text.secondary">
              {item.label}
            </Link>
          ))}
        </Box>
      </Container>
    </Box>
  );
}
