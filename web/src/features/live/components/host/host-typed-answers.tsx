import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import { Box } from '@mui/material';
import type { HostState } from '@quizzical/common';
import { MathText } from '../../../../components/math-text';
import { visuallyHidden } from '../../../../components/page-container';
import { formatNumber, useT } from '../../../../lib/i18n';
import { HOST } from './host-colors';

// The projector's part for questions without option tiles: a typed text, a number, an order. During
// the question it says where to answer; the reveal shows the key beside what the class answered.

const numberText = (value: number) => formatNumber(value, { maximumFractionDigits: 10, useGrouping: true });
const big = { xs: '1.3rem', md: 'clamp(1.4rem, 4vh, 2.6rem)' };
const panel = {
  p: { xs: 2, md: 'clamp(12px, 2vh, 28px)' },
  borderRadius: 3,
  bgcolor: HOST.panel,
  minWidth: 0,
} as const;

function Heading({ children }: { children: React.ReactNode }) {
  return (
    <Box
      component="h2"
      sx={{ m: 0, mb: 1.5, color: HOST.muted, fontWeight: 700, fontSize: { xs: '1rem', md: '1.4rem' } }}
    >
      {children}
    </Box>
  );
}

/** The key: the accepted answers, the value and its tolerance, or the items in their order. */
function Key({ state }: { state: HostState }) {
  const t = useT();
  const solution = state.solution;
  if (!solution) return null;
  if (solution.type === 'ordering')
    return (
      <Box
        component="ol"
        data-testid="right-order"
        sx={{ m: 0, pl: { xs: 4, md: 6 }, display: 'grid', gap: 1 }}
      >
        {solution.correct_order.map((item) => (
          <Box component="li" key={item} sx={{ fontWeight: 800, fontSize: big }}>
            <MathText text={item} lang={state.language} />
          </Box>
        ))}
      </Box>
    );
  const text =
    solution.type === 'text'
      ? solution.accepted_answers.join(' · ')
      : solution.correct_value === null
        ? ''
        : solution.tolerance > 0
          ? t('live.value_within', {
              value: numberText(solution.correct_value),
              tolerance: numberText(solution.tolerance),
            })
          : numberText(solution.correct_value);
  return (
    <Box
      data-testid="right-answer"
      sx={{ fontWeight: 900, fontSize: big, overflowWrap: 'anywhere' }}
      lang={state.language}
    >
      {text}
    </Box>
  );
}

/** The class's most given answers, with their counts; the right ones ticked. */
function GivenAnswers({ state }: { state: HostState }) {
  const t = useT();
  const given = state.answer_summary?.top_answers ?? [];
  if (given.length === 0) return <Box sx={{ color: HOST.muted }}>{t('live.host.no_answers')}</Box>;
  return (
    <Box component="ul" data-testid="given-answers" sx={{ m: 0, p: 0, display: 'grid', gap: 1 }}>
      {given.map((entry) => (
        <Box
          component="li"
          key={String(entry.answer)}
          sx={{
            listStyle: 'none',
            display: 'flex',
            alignItems: 'center',
            gap: 1.5,
            fontSize: { xs: '1.1rem', md: 'clamp(1.1rem, 3vh, 2rem)' },
          }}
        >
          <Box
            sx={{ flexGrow: 1, minWidth: 0, fontWeight: 700, overflowWrap: 'anywhere' }}
            lang={state.language}
          >
            {typeof entry.answer === 'number' ? numberText(entry.answer) : entry.answer}
          </Box>
          {entry.correct && (
            <>
              <CheckCircleRounded aria-hidden="true" />
              <Box component="span" sx={visuallyHidden}>
                {t('live.host.correct_answer')}
              </Box>
            </>
          )}
          <Box sx={{ fontWeight: 900, fontVariantNumeric: 'tabular-nums' }}>
            {formatNumber(entry.count, { useGrouping: true })}
            <Box component="span" sx={visuallyHidden}>
              {` ${t('live.answers_word', { count: entry.count })}`}
            </Box>
          </Box>
        </Box>
      ))}
    </Box>
  );
}

/** A typed, numeric or ordering question's part of the projector. */
export function HostTypedAnswers({ state }: { state: HostState }) {
  const t = useT();
  const type = state.question?.type;
  const summary = state.answer_summary;
  if (state.step !== 'reveal')
    return (
      <Box
        sx={{ ...panel, textAlign: 'center', fontWeight: 800, fontSize: big }}
        data-testid="answer-on-phones"
      >
        {t(type === 'ordering' ? 'live.host.order_on_phones' : 'live.host.type_on_phones')}
      </Box>
    );
  const right = summary?.right ?? 0;
  const partial = summary?.partial ?? 0;
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', md: type === 'ordering' ? '1fr' : '1fr 1fr' },
      }}
    >
      <Box sx={panel}>
        <Heading>
          {t(
            type === 'text'
              ? 'live.accepted_answers'
              : type === 'numeric'
                ? 'live.correct_value'
                : 'live.right_order',
          )}
        </Heading>
        <Key state={state} />
        <Box sx={{ mt: 2, color: HOST.muted, fontWeight: 700 }} data-testid="right-count">
          {t('live.host.right_count', { count: right })}
          {partial > 0 && ` · ${t('live.host.partial_count', { count: partial })}`}
          {type === 'numeric' &&
            summary?.closest !== null &&
            summary?.closest !== undefined &&
            ` · ${t('live.host.closest', { value: numberText(summary.closest) })}`}
        </Box>
      </Box>
      {type !== 'ordering' && (
        <Box sx={panel}>
          <Heading>{t(type === 'numeric' ? 'live.host.most_given' : 'live.host.most_typed')}</Heading>
          <GivenAnswers state={state} />
        </Box>
      )}
    </Box>
  );
}
