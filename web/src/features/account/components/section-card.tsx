import { Card, CardContent, Typography } from '@mui/material';
import type { ReactNode } from 'react';

/** A titled block of the account page (h2 + description + content). */
export function SectionCard({
  id,
  title,
  description,
  tone = 'default',
  children,
}: {
  id: string;
  title: string;
  description?: ReactNode;
  tone?: 'default' | 'danger';
  children: ReactNode;
}) {
  return (
    <Card
      component="section"
      aria-labelledby={id}
      sx={tone === 'danger' ? { borderColor: 'rgba(198, 40, 40, 0.4)' } : undefined}
    >
      <CardContent sx={{ p: { xs: 2.5, sm: 4 } }}>
        <Typography id={id} variant="h6" component="h2" color={tone === 'danger' ? 'error' : undefined}>
          {title}
        </Typography>
        {description && (
          <Typography variant="body2" color="textSecondary" sx={{ mt: 0.5, mb: 3 }}>
            {description}
          </Typography>
        )}
        {!description && <div style={{ height: 16 }} />}
        {children}
      </CardContent>
    </Card>
  );
}
