import { MathText } from '../../../components/math-text';
import '../taking.css';
import { TakingIcon } from './taking-icons';

/**
 * One answer choice: its letter (A–D), its text with formulas; the selected one is highlighted. A plain
 * button styled by taking.css (.tk-answer): no style is computed at run time.
 */
export function AnswerButton({
  letter,
  text,
  selected,
  disabled,
  lang,
  onClick,
}: {
  letter: string;
  text: string;
  /** The quiz's content language. */
  lang?: string;
  selected: boolean;
  disabled?: boolean;
  onClick(): void;
}) {
  return (
    <button
      type="button"
      className="ui-button-base tk-answer"
      onClick={onClick}
      disabled={disabled}
      aria-pressed={selected}
      data-letter={letter}
    >
      <span aria-hidden="true" className="tk-answer-letter">
        {letter}
      </span>
      <span className="tk-answer-text">
        <span className="ui-visually-hidden">{`${letter}: `}</span>
        <MathText text={text} lang={lang} />
      </span>
      {selected && <TakingIcon name="checkCircle" className="tk-answer-check" />}
    </button>
  );
}
