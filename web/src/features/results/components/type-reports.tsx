import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import { Box, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import type { Question, ResultsReport } from '@quizzical/common';
import { ANSWER_LETTERS } from '@quizzical/common';
import { MathText } from '../../../components/math-text';
import { visuallyHidden } from '../../../components/page-container';
import { useT } from '../../../lib/i18n';
import { formatAnswerNumber, formatCount, formatShare } from '../format';
import { KeyView, useOptionText } from './answer-views';

type QuestionReport = ResultsReport['questions_report'][number];

/**
 * What the class answered to one question, drawn for its type: a bar per option (one or several
 * correct, true/false, a poll's shares), per item how many put it in its right place, the most typed
 * texts and the given numbers with their counts.
 */
export function TypeReport({ report }: { report: QuestionReport }) {
  const q = report.question;
  switch (q.type) {
    case 'text':
    case 'numeric':
      return <GivenAnswers report={report} />;
    case 'ordering':
      return <OrderingReport report={report} />;
    default:
      return <OptionBars report={report} />;
  }
}

const writtenSlots = (q: Question) =>
  q.type === 'true_false'
    ? [1, 2]
    : [q.answer1, q.answer2, q.answer3, q.answer4].flatMap((text, i) => (text ? [i + 1] : []));

function OptionBars({ report }: { report: QuestionReport }) {
  const t = useT();
  const q = report.question;
  const optionText = useOptionText();
  const isCorrect = (slot: number) =>
    q.type === 'multiple'
      ? q.correct_answers.includes(slot)
      : q.type !== 'poll' && report.correctAnswer === slot;
  return (
    <>
      {q.type === 'multiple' && (
        <Typography variant="body2" color="textSecondary" sx={{ mb: 1 }}>
          {t('results.questions.multiple_intro')}
        </Typography>
      )}
      <Stack spacing={1}>
        {writtenSlots(q).map((slot) => (
          <AnswerBar
            key={slot}
            letter={q.type === 'true_false' ? optionText(q, slot).charAt(0) : ANSWER_LETTERS[slot - 1]}
            text={optionText(q, slot)}
            count={report.responses[slot - 1] ?? 0}
            total={report.totalResponses}
            correct={isCorrect(slot)}
          />
        ))}
      </Stack>
    </>
  );
}

function OrderingReport({ report }: { report: QuestionReport }) {
  const t = useT();
  const q = report.question;
  const items = [q.answer1, q.answer2, q.answer3, q.answer4].filter(Boolean);
  return (
    <>
      <Typography variant="body2" color="textSecondary" sx={{ mb: 1 }}>
        {t('results.questions.ordering_intro')}
      </Typography>
      <Stack spacing={1}>
        {items.map((text, i) => (
          <AnswerBar
            // the items in their right order: position i + 1
            key={text}
            letter={String(i + 1)}
            spoken={t('results.questions.position', { number: i + 1 })}
            text={text}
            count={report.responses[i] ?? 0}
            total={report.totalResponses}
            correct={false}
          />
        ))}
      </Stack>
    </>
  );
}

/** The key of a typed question, above its table. */
function KeyLine({ question }: { question: Question }) {
  const t = useT();
  return (
    <Typography variant="body2" sx={{ mb: 1 }}>
      <Box component="span" sx={{ fontWeight: 700, color: '#1b5e20' }}>
        {question.type === 'text' ? t('results.questions.accepted') : t('results.correct_answer')}
      </Box>{' '}
      <KeyView question={question} />
    </Typography>
  );
}

function CountTable({
  label,
  heading,
  rows,
}: {
  label: string;
  heading: string;
  rows: { key: string; value: React.ReactNode; count: number; correct: boolean }[];
}) {
  const t = useT();
  return (
    <Table size="small" aria-label={label}>
      <TableHead>
        <TableRow sx={{ '& th': { fontWeight: 700, color: 'text.secondary' } }}>
          <TableCell>{heading}</TableCell>
          <TableCell align="right">{t('results.questions.count')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={row.key} sx={row.correct ? { bgcolor: 'rgba(46,125,50,0.06)' } : undefined}>
            <TableCell sx={{ overflowWrap: 'anywhere', fontWeight: row.correct ? 600 : 400 }}>
              {row.value}
              {row.correct && (
                <>
                  <CheckCircleRounded
                    aria-hidden="true"
                    sx={{ fontSize: 16, ml: 0.75, color: '#2e7d32', verticalAlign: 'text-bottom' }}
                  />
                  <Box component="span" sx={visuallyHidden}>
                    {` (${t('results.questions.counted_right')})`}
                  </Box>
                </>
              )}
            </TableCell>
            <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums' }}>
              {formatCount(row.count)}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** A typed text's or number's question: its key, then each answer given and how many gave it. */
function GivenAnswers({ report }: { report: QuestionReport }) {
  const t = useT();
  const numeric = report.question.type === 'numeric';
  const rows = numeric
    ? report.given_numbers.map((row) => ({
        ...row,
        key: String(row.value),
        value: formatAnswerNumber(row.value),
      }))
    : report.typed_answers.map((row) => ({ ...row, key: row.answer, value: `“${row.answer}”` }));
  return (
    <>
      <KeyLine question={report.question} />
      {rows.length > 0 && (
        <CountTable
          label={t(numeric ? 'results.questions.numbers_label' : 'results.questions.typed_label')}
          heading={t(numeric ? 'results.questions.numbers' : 'results.questions.typed')}
          rows={rows}
        />
      )}
    </>
  );
}

function AnswerBar({
  letter,
  text,
  count,
  total,
  correct,
  spoken,
}: {
  /** What a screen reader hears before the text (default: "Answer {letter}:"). */
  spoken?: string;
  letter: string;
  text: string;
  count: number;
  total: number;
  correct: boolean;
}) {
  const t = useT();
  const share = total ? (count / total) * 100 : 0;
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: '32px 1fr',
        gap: 1.5,
        alignItems: 'start',
        p: 1.25,
        borderRadius: '12px',
        border: '1px solid',
        borderColor: correct ? 'rgba(46,125,50,0.45)' : 'divider',
        bgcolor: correct ? 'rgba(46,125,50,0.06)' : 'transparent',
      }}
    >
      <Box
        aria-hidden="true"
        sx={{
          width: 32,
          height: 32,
          borderRadius: '8px',
          display: 'grid',
          placeItems: 'center',
          fontWeight: 800,
          bgcolor: correct ? '#2e7d32' : '#eef0f7',
          color: correct ? '#ffffff' : 'text.secondary',
        }}
      >
        {letter}
      </Box>
      <Box sx={{ minWidth: 0 }}>
        <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1, justifyContent: 'space-between' }}>
          <Box sx={{ minWidth: 0, fontWeight: correct ? 600 : 400 }}>
            <Box component="span" sx={visuallyHidden}>
              {spoken ?? t('results.questions.answer_letter', { letter })}{' '}
            </Box>
            <MathText text={text} />
          </Box>
          <Typography component="span" variant="body2" sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>
            {formatCount(count)} · {formatShare(share / 100)}
          </Typography>
        </Box>
        <Box
          aria-hidden="true"
          sx={{ mt: 0.75, height: 8, borderRadius: 4, bgcolor: '#eef0f7', overflow: 'hidden' }}
        >
          <Box
            sx={{
              width: `${share}%`,
              height: '100%',
              borderRadius: 4,
              bgcolor: correct ? '#2e7d32' : '#818cf8',
              transition: 'width 400ms ease',
              '@media (prefers-reduced-motion: reduce)': { transition: 'none' },
            }}
          />
        </Box>
        {correct && (
          <Box
            sx={{
              display: 'inline-flex',
              alignItems: 'center',
              gap: 0.5,
              mt: 0.75,
              color: '#1b5e20',
              fontWeight: 700,
            }}
          >
            <CheckCircleRounded sx={{ fontSize: 16 }} aria-hidden="true" />
            <Typography component="span" variant="caption" sx={{ fontWeight: 700 }}>
              {t('results.correct_answer')}
            </Typography>
          </Box>
        )}
      </Box>
    </Box>
  );
}
