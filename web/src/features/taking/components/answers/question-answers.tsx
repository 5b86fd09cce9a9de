import type { AnswerValue, SessionQuestion } from '@quizzical/common';
import { useT } from '../../../../lib/i18n';
import { type AnswerSlot, toggleChoice } from '../../lib/session-answers';
import { ChoiceAnswers } from './choice-answers';
import { MultipleAnswers } from './multiple-answers';
import { NumberAnswer } from './number-answer';
import { OrderingAnswers } from './ordering-answers';
import { TextAnswer } from './text-answer';

export interface QuestionAnswersProps {
  question: SessionQuestion;
  number: number;
  /** The options in display order (answerSlots): a true/false's two, an ordering's items as presented. */
  slots: AnswerSlot[];
  /** The answer as the journal and the server hold it, if any. */
  answer: AnswerValue | undefined;
  lang?: string;
  disabled: boolean;
  /** A new answer; `advance`: one choice made, go on to the next question. */
  onAnswer(answer: AnswerValue, advance: boolean): void;
  /** Enter in a typed answer: on to the next question. */
  onNext(): void;
}

/** The answering part of the run screen's question, by its type. */
export function QuestionAnswers(props: QuestionAnswersProps) {
  const t = useT();
  const { question, number, slots, answer, lang, disabled } = props;
  // a typed text's or number's field: each change saved, Enter on to the next question
  const typed = {
    number,
    disabled,
    onAnswer: (value: AnswerValue) => props.onAnswer(value, false),
    onSubmit: props.onNext,
  };
  switch (question.type) {
    case 'multiple':
      return (
        <MultipleAnswers
          number={number}
          slots={slots}
          chosen={Array.isArray(answer) ? answer : []}
          lang={lang}
          disabled={disabled}
          onToggle={(stored) => props.onAnswer(toggleChoice(answer, stored), false)}
        />
      );
    // keyed by the question: a field or a list starts from the saved answer of its own question
    case 'text':
      return (
        <TextAnswer
          key={question.id}
          {...typed}
          answer={typeof answer === 'string' ? answer : ''}
          lang={lang}
        />
      );
    case 'numeric':
      return (
        <NumberAnswer key={question.id} {...typed} answer={typeof answer === 'number' ? answer : undefined} />
      );
    case 'ordering':
      return (
        <OrderingAnswers
          key={question.id}
          number={number}
          items={slots}
          answer={answer}
          lang={lang}
          disabled={disabled}
          onOrder={(order) => props.onAnswer(order, false)}
        />
      );
    default:
      return (
        <>
          {question.type === 'poll' && <p className="tk-answer-hint">{t('taking.types.poll_hint')}</p>}
          <ChoiceAnswers
            number={number}
            slots={slots}
            chosen={typeof answer === 'number' ? answer : undefined}
            lang={lang}
            disabled={disabled}
            onChoose={(stored) => props.onAnswer(stored, true)}
          />
        </>
      );
  }
}
