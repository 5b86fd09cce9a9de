import { useState } from 'react';
import { useLanguage, useT } from '../../../../lib/i18n';
import { formatTypedNumber, parseTypedNumber } from '../../../../lib/typed-number';
import './answer-types.css';
import { TypedAnswerField } from './typed-answer-field';

/**
 * A number typed with the language's decimal sign ('2,5' in French and German). Each change that reads
 * as a number is the answer; what does not is said below the field once the student leaves it, and is
 * not sent. The ± button changes the sign: a phone's decimal keypad has no minus key.
 *
 * A saved number cannot be withdrawn (the save takes a number, and a chosen option cannot be unchosen
 * either): an emptied field says which number is still saved, and shows it again once left, so a
 * blank field never hides a saved answer.
 */
export function NumberAnswer(props: {
  number: number;
  answer: number | undefined;
  disabled: boolean;
  onAnswer(value: number): void;
  onSubmit(): void;
}) {
  const t = useT();
  const language = useLanguage();
  const [text, setText] = useState(() =>
    props.answer === undefined ? '' : formatTypedNumber(props.answer, language),
  );
  const [left, setLeft] = useState(false);
  const id = `typed-number-${props.number}`;
  const invalid = text.trim() !== '' && parseTypedNumber(text, language) === null;
  const showError = invalid && left;
  // the saved number an emptied field would otherwise hide
  const stillSaved = text.trim() === '' ? props.answer : undefined;

  const change = (next: string) => {
    setText(next);
    const value = parseTypedNumber(next, language);
    if (value !== null) props.onAnswer(value);
  };
  const example = formatTypedNumber(2.5, language);

  return (
    <div className="tk-typed tk-typed--number">
      <TypedAnswerField
        id={id}
        label={t('taking.types.your_number')}
        error={showError}
        helperText={
          showError
            ? t('taking.types.number_invalid', { example })
            : stillSaved !== undefined
              ? t('taking.types.number_still_saved', { value: formatTypedNumber(stillSaved, language) })
              : t('taking.types.number_hint', { example })
        }
        inputMode="decimal"
        value={text}
        disabled={props.disabled}
        onChange={(event) => change(event.currentTarget.value)}
        onBlur={() => {
          setLeft(true);
          if (stillSaved !== undefined) setText(formatTypedNumber(stillSaved, language));
        }}
        onEnter={() => {
          setLeft(true);
          if (!invalid) props.onSubmit();
        }}
      />
      <button
        type="button"
        className="ui-button ui-button--outlined tk-typed-sign"
        disabled={props.disabled}
        aria-label={t('taking.types.change_sign')}
        onClick={() =>
          change(
            text.trim().startsWith('-') || text.trim().startsWith('−')
              ? text.trim().slice(1)
              : `-${text.trim()}`,
          )
        }
      >
        ±
      </button>
    </div>
  );
}
