import { MathText } from '../../../../components/math-text';
import { useT } from '../../../../lib/i18n';
import type { AnswerSlot } from '../../lib/session-answers';
import { TakingIcon } from '../taking-icons';
import './answer-types.css';

/**
 * Several answers: a checkbox per option (native, so a screen reader says "checkbox, checked" and Space
 * ticks it), drawn as the answer cards of a single answer. `chosen`: the stored numbers ticked.
 */
export function MultipleAnswers(props: {
  number: number;
  slots: AnswerSlot[];
  chosen: readonly number[];
  lang?: string;
  disabled: boolean;
  onToggle(stored: number): void;
}) {
  const t = useT();
  const hintId = `multiple-hint-${props.number}`;
  return (
    <fieldset className="tk-typed-group" aria-describedby={hintId}>
      <legend className="ui-visually-hidden">{t('taking.question.answers', { number: props.number })}</legend>
      <p id={hintId} className="tk-answer-hint">
        {t('taking.types.multiple_hint')}
      </p>
      <div className="tk-answers">
        {props.slots.map((slot) => {
          const checked = props.chosen.includes(slot.stored);
          return (
            <label
              key={slot.index}
              className="ui-button-base tk-answer tk-answer--check"
              data-letter={slot.letter}
              data-checked={checked || undefined}
            >
              <input
                type="checkbox"
                className="tk-answer-checkbox"
                checked={checked}
                disabled={props.disabled}
                onChange={() => props.onToggle(slot.stored)}
              />
              <span aria-hidden="true" className="tk-answer-letter">
                {slot.letter}
              </span>
              <span className="tk-answer-text">
                <span className="ui-visually-hidden">{`${slot.letter}: `}</span>
                <MathText text={slot.text} lang={props.lang} />
              </span>
              <TakingIcon name={checked ? 'checkBox' : 'checkBoxBlank'} className="tk-answer-box" />
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
