import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import { Box } from '@mui/material';
import { MathText } from '../../../../components/math-text';
import { visuallyHidden } from '../../../../components/page-container';
import { formatNumber, formatPercent, useT } from '../../../../lib/i18n';
import { HOST } from './host-colors';

export interface TileAnswer {
  number: number;
  letter: string;
  color: string;
  text: string;
}

/** The reveal's part of a tile: whether it is the correct answer, and its bar. */
export interface TileResult {
  /** null: a poll's option, neither right nor wrong */
  correct: boolean | null;
  count: number;
  /** the largest count of the question: the longest bar */
  max: number;
  /** a poll's share of the votes (0..1), shown beside the count; null otherwise */
  share?: number | null;
}

/**
 * One answer on the projector, in the same place in the question and in the reveal so that the
 * class finds "their" answer again. In the reveal the correct one keeps its colour and gets a tick;
 * the others turn dark (not transparent: their text keeps its contrast), and each shows its bar.
 */
export function AnswerTile({
  answer,
  result,
  lang,
}: {
  answer: TileAnswer;
  result?: TileResult;
  /** The quiz's content language: `lang` on the answer's text. */
  lang?: string;
}) {
  const t = useT();
  const dimmed = result !== undefined && result.correct === false;
  const share = result && result.max > 0 ? result.count / result.max : 0;
  const pollShare = result?.share ?? null;
  return (
    <Box
      component="li"
      data-testid={`answer-${answer.letter}`}
      data-correct={result?.correct ? '' : undefined}
      sx={{
        listStyle: 'none',
        display: 'flex',
        flexDirection: 'column',
        gap: 1,
        minWidth: 0,
        // tall enough to be read from the back; a reveal's bar fits inside
        minHeight: { md: 'clamp(64px, 12vh, 150px)' },
        justifyContent: 'center',
        p: { xs: 1.5, md: 'clamp(10px, 1.6vh, 20px)' },
        borderRadius: 3,
        color: dimmed ? HOST.muted : HOST.text,
        bgcolor: dimmed ? HOST.dimmed : answer.color,
        outline: result?.correct ? `5px solid ${HOST.text}` : 'none',
        outlineOffset: '-5px',
        boxShadow: dimmed ? 'none' : '0 6px 18px rgba(0,0,0,0.3)',
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: { xs: 1.5, md: 2 }, minHeight: 0 }}>
        <Box
          aria-hidden="true"
          sx={{
            flexShrink: 0,
            display: 'grid',
            placeItems: 'center',
            width: { xs: 40, md: 'clamp(44px, 7vh, 72px)' },
            height: { xs: 40, md: 'clamp(44px, 7vh, 72px)' },
            borderRadius: 2,
            bgcolor: dimmed ? answer.color : HOST.text,
            color: dimmed ? HOST.text : answer.color,
            fontWeight: 900,
            fontSize: { xs: '1.4rem', md: 'clamp(1.6rem, 4.4vh, 2.8rem)' },
          }}
        >
          {answer.letter}
        </Box>
        <Box
          sx={{
            flexGrow: 1,
            minWidth: 0,
            fontWeight: 700,
            fontSize: { xs: '1.15rem', md: 'clamp(1.25rem, 3.6vh, 2.4rem)' },
            lineHeight: 1.2,
            overflowWrap: 'anywhere',
          }}
        >
          <Box component="span" sx={visuallyHidden}>
            {`${answer.letter}: `}
          </Box>
          <MathText text={answer.text} lang={lang} />
          {result?.correct && (
            <Box component="span" sx={visuallyHidden}>
              {` ${t('live.host.correct_answer')}`}
            </Box>
          )}
        </Box>
        {result?.correct && (
          <CheckCircleRounded
            aria-hidden="true"
            sx={{ flexShrink: 0, fontSize: { xs: '2rem', md: 'clamp(2.2rem, 6vh, 4rem)' } }}
          />
        )}
      </Box>
      {result && (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
          <Box
            aria-hidden="true"
            sx={{
              flexGrow: 1,
              height: { xs: 14, md: 'clamp(14px, 2.6vh, 28px)' },
              borderRadius: 99,
              bgcolor: 'rgba(0,0,0,0.28)',
              overflow: 'hidden',
            }}
          >
            <Box
              data-testid={`bar-${answer.letter}`}
              // inline: one width per bar, not one generated class per value
              style={{ width: `${Math.round(share * 100)}%` }}
              sx={{
                height: '100%',
                borderRadius: 99,
                bgcolor: dimmed ? answer.color : HOST.text,
                transition: 'width 600ms ease-out',
                '@media (prefers-reduced-motion: reduce)': { transition: 'none' },
              }}
            />
          </Box>
          <Box
            sx={{
              minWidth: '2.5ch',
              textAlign: 'right',
              fontWeight: 900,
              fontVariantNumeric: 'tabular-nums',
              fontSize: { xs: '1.3rem', md: 'clamp(1.4rem, 4vh, 2.6rem)' },
            }}
          >
            {formatNumber(result.count, { useGrouping: true })}
            <Box component="span" sx={visuallyHidden}>
              {` ${t('live.answers_word', { count: result.count })}`}
            </Box>
            {pollShare !== null && (
              <Box component="span" data-testid={`share-${answer.letter}`} sx={{ ml: 1.5, fontWeight: 700 }}>
                {formatPercent(pollShare)}
              </Box>
            )}
          </Box>
        </Box>
      )}
    </Box>
  );
}
