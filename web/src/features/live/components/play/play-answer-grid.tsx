import CancelRounded from '@mui/icons-material/CancelRounded';
import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import { Box, ButtonBase } from '@mui/material';
import { ANSWER_FIELDS, type PlayerState } from '@quizzical/common';
import { MathText } from '../../../../components/math-text';
import { visuallyHidden } from '../../../../components/page-container';
import { ANSWER_COLORS } from '../answer-colors';

/** Greyed slots keep dark text on light grey (7:1), so a locked or revealed screen stays readable. */
const MUTED = { bg: '#e8e8ee', fg: '#3a3a48' };

export interface AnswerSlot {
  /** Stored answer number 1..4 (hosted questions keep the stored order: slot A is answer 1). */
  stored: number;
  letter: string;
  color: string;
  dark: string;
  /** The answer's text, when the question is shown on the phones. */
  text: string | null;
}

/** The step's answer buttons: `answer_count` of them, with their texts when the question is shown. */
export function answerSlots(state: PlayerState): AnswerSlot[] {
  const count = Math.min(4, Math.max(0, state.answer_count ?? 0));
  return ANSWER_COLORS.slice(0, count).map((c, i) => ({
    stored: i + 1,
    letter: c.letter,
    color: c.color,
    dark: c.dark,
    text: state.question ? state.question[ANSWER_FIELDS[i]] : null,
  }));
}

/**
 * Big coloured buttons lettered A–D (a class matches "the blue one" with the projector). Before a
 * tap every button answers; once `chosen` is set they lock: the chosen one keeps its colour with a
 * tick, the others turn grey. In the reveal, `correct` marks the right one. Locked buttons stay
 * focusable (aria-disabled), so a keyboard user's focus is not lost.
 */
export function PlayAnswerGrid({
  slots,
  chosen,
  correct,
  locked,
  pending = false,
  onAnswer,
}: {
  slots: AnswerSlot[];
  chosen: number | null;
  correct?: number | null;
  locked: boolean;
  /** The chosen answer is still on its way: no tick until the server has it. */
  pending?: boolean;
  onAnswer?(stored: number): void;
}) {
  const withText = slots.some((s) => s.text);
  const revealed = correct !== undefined && correct !== null;
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 1.5,
        gridTemplateColumns: withText ? '1fr' : '1fr 1fr',
      }}
    >
      {slots.map((slot) => {
        const isChosen = chosen === slot.stored;
        const isCorrect = revealed && correct === slot.stored;
        const colored = revealed ? isCorrect : !locked || isChosen;
        const status = [isChosen ? 'your answer' : '', isCorrect ? 'correct answer' : '']
          .filter(Boolean)
          .join(', ');
        return (
          <ButtonBase
            key={slot.stored}
            data-letter={slot.letter}
            aria-pressed={isChosen}
            aria-disabled={locked || undefined}
            focusRipple
            onClick={() => {
              if (!locked) onAnswer?.(slot.stored);
            }}
            sx={{
              minHeight: withText ? 72 : { xs: 150, sm: 180 },
              px: 2,
              py: 1.5,
              gap: 1.5,
              justifyContent: withText ? 'flex-start' : 'center',
              textAlign: 'left',
              borderRadius: '16px',
              fontSize: '1.125rem',
              fontWeight: 600,
              lineHeight: 1.35,
              color: colored ? '#fff' : MUTED.fg,
              bgcolor: colored ? slot.color : MUTED.bg,
              boxShadow: isChosen ? `0 0 0 4px #fff, 0 0 0 7px ${slot.dark}` : 'none',
              cursor: locked ? 'default' : 'pointer',
              '@media (hover: hover)': {
                '&:hover': { bgcolor: colored && !locked ? slot.dark : undefined },
              },
              '&.Mui-focusVisible': { outline: '3px solid #1f2340', outlineOffset: 3 },
            }}
          >
            <Box
              component="span"
              aria-hidden="true"
              sx={{
                flexShrink: 0,
                width: withText ? 40 : 64,
                height: withText ? 40 : 64,
                borderRadius: '12px',
                display: 'grid',
                placeItems: 'center',
                fontWeight: 800,
                fontSize: withText ? '1.25rem' : '2.25rem',
                bgcolor: colored ? 'rgba(0, 0, 0, 0.22)' : '#fff',
              }}
            >
              {slot.letter}
            </Box>
            {slot.text !== null ? (
              <Box component="span" sx={{ flexGrow: 1, minWidth: 0 }}>
                <Box component="span" sx={visuallyHidden}>
                  {`${slot.letter}: `}
                </Box>
                <MathText text={slot.text} />
              </Box>
            ) : (
              <Box component="span" sx={visuallyHidden}>
                {`Answer ${slot.letter}`}
              </Box>
            )}
            {status && (
              <Box component="span" sx={visuallyHidden}>
                {` (${status})`}
              </Box>
            )}
            {revealed && isCorrect && <CheckCircleRounded aria-hidden="true" sx={{ fontSize: 32 }} />}
            {revealed && isChosen && !isCorrect && <CancelRounded aria-hidden="true" sx={{ fontSize: 32 }} />}
            {!revealed && isChosen && !pending && (
              <CheckCircleRounded aria-hidden="true" sx={{ fontSize: 32 }} />
            )}
          </ButtonBase>
        );
      })}
    </Box>
  );
}
