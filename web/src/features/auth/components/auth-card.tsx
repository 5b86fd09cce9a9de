import { Box, Card, CardContent, Container, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { LogoMark } from '../../../components/logo';
import { useDocumentTitle } from '../../../lib/use-document-title';

interface AuthCardProps {
  title: string;
  subtitle?: ReactNode;
  maxWidth?: 'xs' | 'sm' | 'md';
  children: ReactNode;
  footer?: ReactNode;
}

/** The centred card of the sign-in, sign-up and password pages. */
export function AuthCard({ title, subtitle, maxWidth = 'xs', children, footer }: AuthCardProps) {
  useDocumentTitle(title);
  return (
    <Box
      sx={{
        flexGrow: 1,
        background: 'radial-gradient(1200px 500px at 50% -10%, #e8eaff 0%, rgba(246,247,251,0) 70%)',
      }}
    >
      <Container maxWidth={maxWidth} sx={{ py: { xs: 4, md: 8 } }}>
        <Card sx={{ boxShadow: '0 24px 48px rgba(31, 35, 64, 0.08)' }}>
          <CardContent sx={{ p: { xs: 3, sm: 4 } }}>
            <Box sx={{ display: 'flex', justifyContent: 'center', mb: 2 }}>
              <LogoMark size={44} />
            </Box>
            <Typography variant="h5" component="h1" align="center" gutterBottom>
              {title}
            </Typography>
            {subtitle && (
              <Typography color="textSecondary" align="center" sx={{ mb: 3 }}>
                {subtitle}
              </Typography>
            )}
            {children}
          </CardContent>
        </Card>
        {footer && (
          <Box sx={{ mt: 3, textAlign: 'center' }}>
            <Typography variant="body2" color="textSecondary" component="div">
              {footer}
            </Typography>
          </Box>
        )}
      </Container>
    </Box>
  );
}
