import ErrorOutlineRounded from '@mui/icons-material/ErrorOutlineRounded';
import EventBusyOutlined from '@mui/icons-material/EventBusyOutlined';
import ScheduleOutlined from '@mui/icons-material/ScheduleOutlined';
import { Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Link as RouterLink } from '../../../lib/router';

export type NoticeTone = 'info' | 'warning' | 'error';

const TONES: Record<NoticeTone, { icon: ReactNode; bg: string; color: string }> = {
  info: { icon: <ScheduleOutlined />, bg: 'rgba(79, 70, 229, 0.1)', color: 'primary.dark' },
  warning: { icon: <EventBusyOutlined />, bg: '#fff4e5', color: 'warning.main' },
  error: { icon: <ErrorOutlineRounded />, bg: '#fdecea', color: 'error.main' },
};

/** A card that tells a student why they cannot go on (quiz not started, ended, unknown…). */
export function QuizNotice({
  title,
  text,
  tone = 'error',
  action,
}: {
  title: string;
  text?: string;
  tone?: NoticeTone;
  action?: ReactNode;
}) {
  const t = TONES[tone];
  return (
    <Card role="alert">
      <CardContent sx={{ p: { xs: 3, md: 4 }, textAlign: 'center' }}>
        <Box
          aria-hidden="true"
          sx={{
            width: 56,
            height: 56,
            mx: 'auto',
            mb: 2,
            borderRadius: '50%',
            display: 'grid',
            placeItems: 'center',
            bgcolor: t.bg,
            color: t.color,
          }}
        >
          {t.icon}
        </Box>
        <Typography variant="h6" component="p" sx={{ mb: text ? 1 : 2 }}>
          {title}
        </Typography>
        {text && (
          <Typography color="text.secondary" sx={{ mb: 3 }}>
            {text}
          </Typography>
        )}
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ justifyContent: 'center' }}>
          {action}
          <Button component={RouterLink} to="/" variant={action ? 'text' : 'contained'}>
            Back to the home page
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
}
