import { TYPED_ANSWER_MAX } from '@quizzical/common';
import { useState } from 'react';
import { useT } from '../../../../lib/i18n';
import './answer-types.css';
import { TypedAnswerField } from './typed-answer-field';

/**
 * A typed answer: each change is the answer (the journal keeps only the newest per question and sends
 * it); Enter goes on to the next question. No spelling help: it would tell the spelling.
 */
export function TextAnswer(props: {
  number: number;
  answer: string;
  /** The quiz's content language: the field's `lang`. */
  lang?: string;
  disabled: boolean;
  onAnswer(text: string): void;
  onSubmit(): void;
}) {
  const t = useT();
  const [text, setText] = useState(props.answer);
  const id = `typed-answer-${props.number}`;
  return (
    <div className="tk-typed">
      <TypedAnswerField
        id={id}
        label={t('taking.types.your_answer')}
        helperText={t('taking.types.text_hint')}
        value={text}
        lang={props.lang}
        maxLength={TYPED_ANSWER_MAX}
        autoCorrect="off"
        autoCapitalize="off"
        disabled={props.disabled}
        onChange={(event) => {
          const next = event.currentTarget.value;
          setText(next);
          props.onAnswer(next);
        }}
        onEnter={props.onSubmit}
      />
    </div>
  );
}
