import { Chip } from '@mui/material';
import { QUIZ_STATUS } from '@quizzical/common';
import { STATUS_LABELS } from '../lib/quiz-format';

const COLORS = {
  [QUIZ_STATUS.NOT_STARTED]: 'default',
  [QUIZ_STATUS.STARTED]: 'success',
  [QUIZ_STATUS.CLOSED]: 'error',
} as const;

/** Quizz status (spec §2): grey not started, green started, red closed. */
export function StatusChip({ status }: { status: number }) {
  const color = COLORS[status as keyof typeof COLORS] ?? 'default';
  return (
    <Chip
      size="small"
      label={STATUS_LABELS[status] ?? String(status)}
      color={color}
      sx={{ fontWeight: 600, ...(color === 'default' && { bgcolor: '#e6e8f0', color: '#3b4060' }) }}
    />
  );
}
