import '../../play.css';
import { ANSWER_FIELDS, type PlayerState } from '@quizzical/common';
import type { CSSProperties } from 'react';
import { MathText } from '../../../../components/math-text';
import { SvgIcon } from '../../../../components/svg-icon';
import { getT, useT } from '../../../../lib/i18n';
import { ANSWER_COLORS } from '../answer-colors';
import { PLAY_ICONS } from './play-icons';

export interface AnswerSlot {
  /** Stored answer number 1..4 (hosted questions keep the stored order: slot A is answer 1). */
  stored: number;
  letter: string;
  color: string;
  dark: string;
  /** The answer's text, when the question is shown on the phones. */
  text: string | null;
}

/**
 * The step's answer buttons: `answer_count` of them, with their texts when the question is shown.
 * True/false says True and False in the reader's language when its texts are empty (also when the
 * phones show letters only: the words give nothing away).
 */
export function answerSlots(state: PlayerState): AnswerSlot[] {
  const trueFalse = state.question_type === 'true_false';
  const count = trueFalse ? 2 : Math.min(4, Math.max(0, state.answer_count ?? 0));
  const t = getT();
  return ANSWER_COLORS.slice(0, count).map((c, i) => {
    const written = state.question ? state.question[ANSWER_FIELDS[i]] : null;
    const trueFalseText = t(i === 0 ? 'live.true' : 'live.false');
    return {
      stored: i + 1,
      letter: c.letter,
      color: c.color,
      dark: c.dark,
      text: trueFalse ? written || trueFalseText : written,
    };
  });
}

/**
 * Big coloured buttons lettered A–D (a class matches "the blue one" with the projector). Before a
 * tap every button answers; once `chosen` is set they lock: the chosen one keeps its colour with a
 * tick, the others turn grey. With `multiple`, a tap ticks or unticks (the answer is sent by its own
 * button) and the grid locks only when the parent says so. In the reveal, `correct` marks the right ones. Locked buttons stay
 * focusable (aria-disabled), so a keyboard user's focus is not lost. Greyed slots (play.css,
 * .lv-answer--muted) keep dark text on light grey (7:1), so a locked or revealed screen stays readable.
 */
export function PlayAnswerGrid({
  slots,
  chosen,
  correct,
  locked,
  pending = false,
  multiple = false,
  lang,
  onAnswer,
}: {
  slots: AnswerSlot[];
  /** The quiz's content language: `lang` on the answers' texts. */
  lang?: string;
  /** The chosen stored numbers (one, several, or none). */
  chosen: readonly number[];
  /** The reveal's right stored numbers; undefined or null before it (a poll has none: an empty list). */
  correct?: readonly number[] | null;
  locked: boolean;
  /** Several answers: the buttons tick and untick. */
  multiple?: boolean;
  /** The chosen answer is still on its way: no tick until the server has it. */
  pending?: boolean;
  onAnswer?(stored: number): void;
}) {
  const t = useT();
  const withText = slots.some((s) => s.text);
  const revealed = correct !== undefined && correct !== null;
  // a poll's reveal marks nothing right: every option keeps its colour
  const marksRight = revealed && correct.length > 0;
  return (
    <div className={withText ? 'lv-answers lv-answers--text' : 'lv-answers'}>
      {slots.map((slot) => {
        const isChosen = chosen.includes(slot.stored);
        const isCorrect = marksRight && correct.includes(slot.stored);
        const colored = marksRight ? isCorrect : revealed || !locked || isChosen || multiple;
        const status = [
          isChosen ? t('live.play.your_answer') : '',
          isCorrect ? t('live.play.correct_answer') : '',
        ]
          .filter(Boolean)
          .join(', ');
        const className = [
          'ui-button-base lv-answer',
          colored ? '' : 'lv-answer--muted',
          isChosen ? 'lv-answer--chosen' : '',
          locked ? 'lv-answer--locked' : '',
        ]
          .filter(Boolean)
          .join(' ');
        return (
          <button
            type="button"
            key={slot.stored}
            className={className}
            style={{ '--lv-answer': slot.color, '--lv-answer-dark': slot.dark } as CSSProperties}
            data-letter={slot.letter}
            aria-pressed={isChosen}
            aria-disabled={locked || undefined}
            onClick={() => {
              if (!locked) onAnswer?.(slot.stored);
            }}
          >
            <span aria-hidden="true" className="lv-answer-letter">
              {slot.letter}
            </span>
            {slot.text !== null ? (
              <span className="lv-answer-text">
                <span className="ui-visually-hidden">{`${slot.letter}: `}</span>
                <MathText text={slot.text} lang={lang} />
              </span>
            ) : (
              <span className="ui-visually-hidden">{t('live.answer_letter', { letter: slot.letter })}</span>
            )}
            {status && <span className="ui-visually-hidden">{` (${status})`}</span>}
            {marksRight && isCorrect && <SvgIcon path={PLAY_ICONS.checkCircle} />}
            {marksRight && isChosen && !isCorrect && <SvgIcon path={PLAY_ICONS.cancel} />}
            {!marksRight && isChosen && !pending && <SvgIcon path={PLAY_ICONS.checkCircle} />}
          </button>
        );
      })}
    </div>
  );
}
