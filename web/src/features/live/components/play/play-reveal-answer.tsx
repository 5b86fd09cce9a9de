import '../../play.css';
import type { PlayerState } from '@quizzical/common';
import { MathText } from '../../../../components/math-text';
import { SvgIcon } from '../../../../components/svg-icon';
import { formatNumber, useT } from '../../../../lib/i18n';
import { answerSlots, PlayAnswerGrid } from './play-answer-grid';
import { PLAY_ICONS } from './play-icons';

const numberText = (value: number) => formatNumber(value, { maximumFractionDigits: 10 });

/** The right options of a revealed question (a poll has none; typed questions are drawn apart). */
function rightOptions(state: PlayerState): number[] {
  const solution = state.solution;
  if (!solution) return state.correct_answer !== null ? [state.correct_answer] : [];
  if (solution.type === 'multiple') return solution.correct_answers;
  return solution.correct_answer !== null ? [solution.correct_answer] : [];
}

function Line({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="lv-paper lv-reveal-line">
      <p className="lv-body2 lv-secondary lv-figure-label">{label}</p>
      <div className="lv-body1 lv-reveal-value">{children}</div>
    </div>
  );
}

/** The order a player sent beside the right one: each place ticked or crossed. */
function OrderReveal({ state }: { state: PlayerState }) {
  const t = useT();
  const items = state.items ?? [];
  const right = state.solution?.correct_order ?? [];
  const theirs = Array.isArray(state.answer) ? state.answer.map((slot) => items[slot - 1] ?? '') : [];
  return (
    <Line label={t('live.right_order')}>
      <ol className="lv-order lv-order--reveal">
        {right.map((item, i) => {
          const inPlace = theirs[i] === item;
          return (
            <li key={item} className="lv-order-item">
              <span className="lv-order-number" aria-hidden="true">
                {i + 1}
              </span>
              <span className="lv-order-text">
                <MathText text={item} lang={state.language} />
              </span>
              {theirs.length > 0 && (
                <>
                  <SvgIcon path={inPlace ? PLAY_ICONS.checkCircle : PLAY_ICONS.cancel} />
                  <span className="ui-visually-hidden">
                    {t(inPlace ? 'live.play.in_place' : 'live.play.not_in_place')}
                  </span>
                </>
              )}
            </li>
          );
        })}
      </ol>
    </Line>
  );
}

/** The reveal's key on the phone, as the question's type shows it, beside the player's own answer. */
export function PlayRevealAnswer({ state }: { state: PlayerState }) {
  const t = useT();
  const type = state.solution?.type ?? state.question_type ?? 'single';
  const solution = state.solution;
  if (type === 'text' || type === 'numeric') {
    const yours =
      state.answer === null
        ? '–'
        : typeof state.answer === 'number'
          ? numberText(state.answer)
          : String(state.answer);
    const right =
      type === 'text'
        ? (solution?.accepted_answers ?? []).join(' · ')
        : solution?.correct_value !== null && solution?.correct_value !== undefined
          ? solution.tolerance > 0
            ? t('live.value_within', {
                value: numberText(solution.correct_value),
                tolerance: numberText(solution.tolerance),
              })
            : numberText(solution.correct_value)
          : '';
    return (
      <div className="lv-stack">
        <Line label={t('live.play.your_answer_label')}>{yours}</Line>
        <Line label={t(type === 'text' ? 'live.accepted_answers' : 'live.correct_value')}>{right}</Line>
      </div>
    );
  }
  if (type === 'ordering') return <OrderReveal state={state} />;
  const chosen = Array.isArray(state.answer)
    ? state.answer
    : typeof state.answer === 'number'
      ? [state.answer]
      : [];
  return (
    <PlayAnswerGrid
      slots={answerSlots(state)}
      lang={state.language}
      chosen={chosen}
      correct={rightOptions(state)}
      multiple={type === 'multiple'}
      locked
    />
  );
}
