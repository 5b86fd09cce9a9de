import { Card, CardContent, Typography } from '@mui/material';
import type { ReactNode } from 'react';

/**
 * A page section drawn as a card, named by its h2 (`id` links them for assistive technology), with an
 * optional description under the title.
 */
export function SectionCard({
  id,
  title,
  description,
  tone = 'default',
  titleGap = 2,
  children,
}: {
  id: string;
  title: ReactNode;
  description?: ReactNode;
  /** 'danger': a red title and border (deleting the account). */
  tone?: 'default' | 'danger';
  /** The space under a title without description, in theme spacing units. */
  titleGap?: number;
  children: ReactNode;
}) {
  return (
    <Card
      component="section"
      aria-labelledby={id}
      sx={tone === 'danger' ? { borderColor: 'rgba(198, 40, 40, 0.4)' } : undefined}
    >
      <CardContent sx={{ p: { xs: 2.5, sm: 4 } }}>
        <Typography
          id={id}
          variant="h6"
          component="h2"
          color={tone === 'danger' ? 'error' : undefined}
          sx={description ? undefined : { mb: titleGap }}
        >
          {title}
        </Typography>
        {description && (
          <Typography variant="body2" color="textSecondary" sx={{ mt: 0.5, mb: 3 }}>
            {description}
          </Typography>
        )}
        {children}
      </CardContent>
    </Card>
  );
}
