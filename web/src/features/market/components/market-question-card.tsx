import AddIcon from '@mui/icons-material/Add';
import CheckIcon from '@mui/icons-material/Check';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ContentCopyIcon from '@mui/icons-material/ContentCopyOutlined';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import EditIcon from '@mui/icons-material/EditOutlined';
import FileDownloadIcon from '@mui/icons-material/FileDownloadOutlined';
import LightbulbIcon from '@mui/icons-material/LightbulbOutlined';
import PersonIcon from '@mui/icons-material/PersonOutlined';
import SellIcon from '@mui/icons-material/SellOutlined';
import VerifiedIcon from '@mui/icons-material/VerifiedOutlined';
import { Box, Button, Card, CardContent, IconButton, Stack, Typography } from '@mui/material';
import type { MarketQuestion } from '@quizzical/common';
import { ANSWER_FIELDS, ANSWER_LETTERS, MARKET_STATUS } from '@quizzical/common';
import { useId } from 'react';
import { Hint } from '../../../components/hint';
import { MathText } from '../../../components/math-text';
import { visuallyHidden } from '../../../components/page-container';

/** A small outlined primary Chip's look, for labels that do nothing (no MUI Chip on the route). */
const chipSx = {
  display: 'inline-flex',
  alignItems: 'center',
  height: 24,
  px: '7px',
  border: '1px solid rgba(79, 70, 229, 0.7)',
  borderRadius: '16px',
  color: 'primary.main',
  fontSize: '0.8125rem',
  lineHeight: 1,
  whiteSpace: 'nowrap',
} as const;

export type StaffAction = 'duplicate' | 'export' | 'edit' | 'delete' | 'approve';

interface MarketQuestionCardProps {
  question: MarketQuestion;
  selected: boolean;
  onToggle(): void;
  /** Staff only: the actions of spec §2. */
  onStaffAction?: (action: StaffAction) => void;
  busy?: StaffAction | null;
}

function Images({ small, big, label }: { small: string; big: string; label: string }) {
  if (!small && !big) return null;
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 1.5, alignItems: 'flex-start' }}>
      {small && (
        <Box
          component="img"
          src={small}
          alt={`Small image of ${label}`}
          sx={{ maxWidth: 160, maxHeight: 160, borderRadius: 2 }}
        />
      )}
      {big && (
        <Box
          component="img"
          src={big}
          alt={`Big image of ${label}`}
          sx={{ maxWidth: '100%', maxHeight: 360, borderRadius: 2 }}
        />
      )}
    </Stack>
  );
}

/** One result of the market: description, chips, the question, lettered answers with the correct one ticked. */
export function MarketQuestionCard({
  question: q,
  selected,
  onToggle,
  onStaffAction,
  busy,
}: MarketQuestionCardProps) {
  const titleId = useId();
  const chips = [q.theme, q.level, q.type].filter((c): c is string => !!c);
  const staff = !!onStaffAction;
  const ownerName = q.owner ? `${q.owner.first_name} ${q.owner.last_name}`.trim() : '';

  return (
    <Card component="article" aria-labelledby={titleId} data-testid="market-question">
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'flex-start' } }}>
          <Box sx={{ flexGrow: 1, minWidth: 0 }}>
            <Typography id={titleId} variant="h6" component="h3" sx={{ lineHeight: 1.3 }}>
              {q.description}
            </Typography>
            {chips.length > 0 && (
              <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 0.75, mt: 1 }}>
                {chips.map((chip) => (
                  <Box key={chip} component="span" sx={chipSx}>
                    {chip}
                  </Box>
                ))}
              </Stack>
            )}
          </Box>
          <Button
            variant={selected ? 'contained' : 'outlined'}
            color={selected ? 'success' : 'primary'}
            startIcon={selected ? <CheckIcon /> : <AddIcon />}
            onClick={onToggle}
            aria-pressed={selected}
            sx={{ flexShrink: 0, alignSelf: { xs: 'flex-start', sm: 'auto' } }}
          >
            {selected ? 'In my quizz basket' : 'Add to my quizz basket'}
          </Button>
        </Stack>

        {staff && (
          <Stack
            direction="row"
            useFlexGap
            sx={{ flexWrap: 'wrap', gap: 2, mt: 1.5, color: 'text.secondary' }}
          >
            <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
              <SellIcon fontSize="small" aria-hidden="true" />
              <Typography variant="body2">
                <Box component="span" sx={{ fontWeight: 600 }}>
                  Tags:
                </Box>{' '}
                {q.tags || '—'}
              </Typography>
            </Stack>
            <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
              <PersonIcon fontSize="small" aria-hidden="true" />
              <Typography variant="body2">
                <Box component="span" sx={{ fontWeight: 600 }}>
                  Submitted by:
                </Box>{' '}
                {ownerName || 'Visitor'}
              </Typography>
            </Stack>
          </Stack>
        )}

        <Box sx={{ mt: 2, fontSize: '1.05rem' }}>
          <MathText text={q.text} component="div" />
        </Box>
        <Images small={q.smallImageUrl} big={q.bigImageUrl} label={q.description} />

        <Box
          component="ol"
          sx={{
            listStyle: 'none',
            p: 0,
            m: 0,
            mt: 2,
            display: 'grid',
            gap: 1,
            gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
          }}
        >
          {ANSWER_FIELDS.map((field, i) => {
            const text = q[field];
            if (!text) return null;
            const correct = q.correct_answer === i + 1;
            return (
              <Box
                component="li"
                key={field}
                sx={{
                  display: 'flex',
                  alignItems: 'center',
                  gap: 1.25,
                  px: 1.5,
                  py: 1,
                  borderRadius: 2,
                  border: 1,
                  borderColor: correct ? 'success.main' : 'divider',
                  bgcolor: correct ? 'rgba(46, 125, 50, 0.06)' : 'transparent',
                }}
              >
                <Box
                  aria-hidden="true"
                  sx={{
                    width: 28,
                    height: 28,
                    flexShrink: 0,
                    borderRadius: '50%',
                    display: 'grid',
                    placeItems: 'center',
                    fontWeight: 700,
                    fontSize: 14,
                    bgcolor: correct ? 'success.main' : '#eef0f7',
                    color: correct ? '#fff' : 'text.primary',
                  }}
                >
                  {ANSWER_LETTERS[i]}
                </Box>
                <Box sx={{ flexGrow: 1, minWidth: 0 }}>
                  <Box component="span" sx={visuallyHidden}>{`${ANSWER_LETTERS[i]}: `}</Box>
                  <MathText text={text} />
                </Box>
                {correct && (
                  <Stack
                    direction="row"
                    spacing={0.5}
                    sx={{ alignItems: 'center', color: 'success.dark', flexShrink: 0 }}
                  >
                    <CheckCircleIcon fontSize="small" aria-hidden="true" />
                    <Typography variant="caption" sx={{ fontWeight: 700 }}>
                      Correct answer
                    </Typography>
                  </Stack>
                )}
              </Box>
            );
          })}
        </Box>

        {(q.explanation || q.explanationSmallImageUrl || q.explanationBigImageUrl) && (
          <Box component="section" sx={{ mt: 2, p: 2, borderRadius: 2, bgcolor: '#f6f7fb' }}>
            <Stack direction="row" spacing={0.75} sx={{ alignItems: 'center', mb: 0.5 }}>
              <LightbulbIcon fontSize="small" color="warning" aria-hidden="true" />
              <Typography variant="subtitle2" component="h4">
                Explanation
              </Typography>
            </Stack>
            {q.explanation && <MathText text={q.explanation} component="div" />}
            <Images
              small={q.explanationSmallImageUrl}
              big={q.explanationBigImageUrl}
              label={`the explanation of ${q.description}`}
            />
          </Box>
        )}

        {staff && (
          <Stack
            direction="row"
            useFlexGap
            sx={{
              flexWrap: 'wrap',
              gap: 0.5,
              mt: 2,
              pt: 1.5,
              borderTop: 1,
              borderColor: 'divider',
              alignItems: 'center',
            }}
          >
            {q.status !== MARKET_STATUS.APPROVED && (
              <Button
                size="small"
                variant="contained"
                color="success"
                startIcon={<VerifiedIcon />}
                onClick={() => onStaffAction('approve')}
              >
                Approve
              </Button>
            )}
            <Button size="small" startIcon={<EditIcon />} onClick={() => onStaffAction('edit')}>
              Edit
            </Button>
            <Button
              size="small"
              startIcon={<ContentCopyIcon />}
              loading={busy === 'duplicate'}
              loadingPosition="start"
              onClick={() => onStaffAction('duplicate')}
            >
              Duplicate
            </Button>
            <Hint title="Export as LaTeX file" describeChild>
              <Button
                size="small"
                startIcon={<FileDownloadIcon />}
                loading={busy === 'export'}
                loadingPosition="start"
                onClick={() => onStaffAction('export')}
              >
                LaTeX file
              </Button>
            </Hint>
            <Box sx={{ flexGrow: 1 }} />
            <Hint title="Delete">
              <IconButton
                color="error"
                aria-label={`Delete ${q.description}`}
                onClick={() => onStaffAction('delete')}
              >
                <DeleteOutlineIcon />
              </IconButton>
            </Hint>
          </Stack>
        )}
      </CardContent>
    </Card>
  );
}
