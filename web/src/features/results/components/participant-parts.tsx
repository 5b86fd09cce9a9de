import { Box, Button, Chip, Typography } from '@mui/material';
import type { ResultsReport } from '@quizzical/common';
import { type Translate, useT } from '../../../lib/i18n';
import { Link as RouterLink } from '../../../lib/router';
import { formatPercent } from '../format';

/** Pieces of the participants' table, phone list and in-progress list. */

export type Participant = ResultsReport['participants'][number];

export const participantName = (p: Pick<Participant, 'first_name' | 'last_name'>, t: Translate) =>
  [p.first_name, p.last_name].filter((x) => x.trim()).join(' ') || t('results.anonymous');

export const ratingText = (rating: number | null, t: Translate) =>
  rating ? t('results.participants.rating_text', { rating, label: t('results.rating', { rating }) }) : null;

export const dash = (text: string) =>
  text.trim() ? (
    text
  ) : (
    <Box component="span" sx={{ color: 'text.secondary' }}>
      —
    </Box>
  );

const MEDALS: Record<number, { bg: string; fg: string }> = {
  1: { bg: '#fef3c7', fg: '#92400e' },
  2: { bg: '#e5e7eb', fg: '#374151' },
  3: { bg: '#fde2cf', fg: '#9a3412' },
};

export function RankBadge({ rank }: { rank: number }) {
  const medal = MEDALS[rank] ?? { bg: '#eef0f7', fg: '#4a4f6a' };
  return (
    <Box
      sx={{
        minWidth: 30,
        height: 30,
        px: 0.75,
        borderRadius: 99,
        display: 'inline-grid',
        placeItems: 'center',
        fontWeight: 800,
        fontSize: '0.85rem',
        bgcolor: medal.bg,
        color: medal.fg,
      }}
    >
      {rank}
    </Box>
  );
}

export function ScoreCell({ value }: { value: number }) {
  const color = value >= 70 ? '#16a34a' : value >= 40 ? '#f59e0b' : '#dc2626';
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.25, minWidth: 120 }}>
      <Typography component="span" sx={{ fontWeight: 700, minWidth: 52, textAlign: 'right' }}>
        {formatPercent(value)}
      </Typography>
      <Box
        aria-hidden="true"
        sx={{ flexGrow: 1, height: 6, borderRadius: 3, bgcolor: '#eef0f7', minWidth: 48 }}
      >
        <Box
          sx={{
            width: `${Math.max(0, Math.min(100, value))}%`,
            height: '100%',
            borderRadius: 3,
            bgcolor: color,
          }}
        />
      </Box>
    </Box>
  );
}

/** Where one student's answers are shown (participant-page.tsx). */
export const participantPath = (code: string, id: string) =>
  `/quizz/detail/${encodeURIComponent(code)}/participant/${encodeURIComponent(id)}`;

/** 'Answers': opens one student's answers, question by question. */
export function AnswersLink({ code, participant }: { code: string; participant: Participant }) {
  const t = useT();
  return (
    <Button
      size="small"
      component={RouterLink}
      to={participantPath(code, participant.id)}
      aria-label={t('results.answers_of', { name: participantName(participant, t) })}
    >
      {t('results.answers')}
    </Button>
  );
}

/** '+10 min' beside a student who was given extra time; nothing otherwise. */
export function ExtraMinutes({ minutes }: { minutes: number }) {
  const t = useT();
  if (!minutes) return null;
  return (
    <Chip
      size="small"
      color="info"
      variant="outlined"
      label={t('results.extra_time.granted', { minutes })}
      title={t('results.extra_time.granted_title', { minutes })}
      sx={{ ml: 0.5, height: 22, fontWeight: 600 }}
    />
  );
}

/** A participant's name with their extra time, their student number under it (the phones' lists). */
export function ParticipantIdentity({
  name,
  participant,
  fontWeight,
}: {
  name: string;
  participant: Pick<Participant, 'extra_minutes' | 'student_number'>;
  fontWeight: number;
}) {
  return (
    <>
      <Typography sx={{ fontWeight, overflowWrap: 'anywhere' }}>
        {name} <ExtraMinutes minutes={participant.extra_minutes} />
      </Typography>
      {participant.student_number && (
        <Typography variant="body2" color="textSecondary">
          {participant.student_number}
        </Typography>
      )}
    </>
  );
}
