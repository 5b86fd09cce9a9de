import { Card, CardContent, Typography } from '@mui/material';
import type { ReactNode } from 'react';

/** A page section drawn as a card, named by its h2 (`id` links them for assistive technology). */
export function SectionCard({
  id,
  title,
  titleGap = 2.5,
  children,
}: {
  id: string;
  title: ReactNode;
  /** The space under the title, in theme spacing units. */
  titleGap?: number;
  children: ReactNode;
}) {
  return (
    <Card component="section" aria-labelledby={id}>
      <CardContent sx={{ p: { xs: 2.5, sm: 4 } }}>
        <Typography id={id} variant="h6" component="h2" sx={{ mb: titleGap }}>
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}
