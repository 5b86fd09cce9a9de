import { useT } from '../../../../lib/i18n';
import type { AnswerSlot } from '../../lib/session-answers';
import { AnswerButton } from '../answer-button';

/**
 * One answer among the options (single answer, true/false, poll): a button per option, the chosen one
 * pressed. `chosen` is the stored number chosen.
 */
export function ChoiceAnswers(props: {
  number: number;
  slots: AnswerSlot[];
  chosen: number | undefined;
  lang?: string;
  disabled: boolean;
  onChoose(stored: number): void;
}) {
  const t = useT();
  return (
    // biome-ignore lint/a11y/useSemanticElements: the same div role="group" as before (a fieldset's look differs)
    <div
      role="group"
      aria-label={t('taking.question.answers', { number: props.number })}
      className="tk-answers"
    >
      {props.slots.map((slot) => (
        <AnswerButton
          key={slot.index}
          letter={slot.letter}
          text={slot.text}
          lang={props.lang}
          selected={props.chosen === slot.stored}
          disabled={props.disabled}
          onClick={() => props.onChoose(slot.stored)}
        />
      ))}
    </div>
  );
}
