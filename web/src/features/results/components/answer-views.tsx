import { Box } from '@mui/material';
import { ANSWER_LETTERS, type AnswerValue, type Question } from '@quizzical/common';
import { Fragment } from 'react';
import { MathText } from '../../../components/math-text';
import { useT } from '../../../lib/i18n';
import { formatAnswerNumber } from '../format';

/**
 * A question's answers and key as a teacher reads them, for every type: letters with their texts,
 * True or False, typed texts, numbers with the tolerance, items in an order.
 */

type Options = Pick<Question, 'type' | 'answer1' | 'answer2' | 'answer3' | 'answer4'>;

/** The text of option `slot` (1..4); a true/false question's empty texts read True and False. */
export function useOptionText() {
  const t = useT();
  return (question: Options, slot: number) => {
    const text = [question.answer1, question.answer2, question.answer3, question.answer4][slot - 1] ?? '';
    if (question.type === 'true_false' && !text)
      return slot === 1 ? t('components.question_fields.true') : t('components.question_fields.false');
    return text;
  };
}

/** One option with its letter ("B. text"); true/false without a letter. */
function Option({ question, slot }: { question: Options; slot: number }) {
  const optionText = useOptionText();
  const text = optionText(question, slot);
  if (question.type === 'true_false') return <MathText text={text} />;
  return (
    <>
      {ANSWER_LETTERS[slot - 1]}. <MathText text={text} />
    </>
  );
}

/** Several options or items, one per line (items numbered in the order given). */
function Lines({
  question,
  slots,
  numbered,
}: {
  question: Options;
  slots: readonly number[];
  numbered?: boolean;
}) {
  const optionText = useOptionText();
  return (
    <Box
      component={numbered ? 'ol' : 'ul'}
      sx={{ m: 0, pl: numbered ? 3 : 0, listStyle: numbered ? undefined : 'none' }}
    >
      {slots.map((slot) => (
        <Box component="li" key={slot}>
          {numbered ? (
            <MathText text={optionText(question, slot)} />
          ) : (
            <Option question={question} slot={slot} />
          )}
        </Box>
      ))}
    </Box>
  );
}

/** A student's stored answer (an ordering's as authored item numbers in the student's order). */
export function AnswerView({ question, answer }: { question: Options; answer: AnswerValue }) {
  if (typeof answer === 'string') return <>“{answer}”</>;
  if (Array.isArray(answer))
    return <Lines question={question} slots={answer} numbered={question.type === 'ordering'} />;
  if (question.type === 'numeric') return <>{formatAnswerNumber(answer)}</>;
  return <Option question={question} slot={answer} />;
}

/** What counts as right for a question; null for a poll (no correct answer). */
export function KeyView({ question }: { question: Question }) {
  const t = useT();
  switch (question.type) {
    case 'poll':
      return null;
    case 'multiple':
      return <Lines question={question} slots={question.correct_answers} />;
    case 'ordering': {
      const items = [question.answer1, question.answer2, question.answer3, question.answer4];
      const count = items.filter(Boolean).length;
      return <Lines question={question} slots={Array.from({ length: count }, (_, i) => i + 1)} numbered />;
    }
    case 'text':
      return (
        <>
          {question.accepted_answers.map((answer, i) => (
            <Fragment key={answer}>
              {i > 0 && ' · '}“{answer}”
            </Fragment>
          ))}
          {question.case_sensitive && ` (${t('components.question_fields.case_sensitive')})`}
        </>
      );
    case 'numeric':
      return (
        <>
          {formatAnswerNumber(question.correct_value)}
          {question.tolerance > 0 && ` ± ${formatAnswerNumber(question.tolerance)}`}
        </>
      );
    default:
      return <Option question={question} slot={question.correct_answer} />;
  }
}

/** A question's explanation, when it has one. */
export function ExplanationView({ text }: { text: string }) {
  const t = useT();
  if (!text) return null;
  return (
    <Box
      sx={{
        mt: 1.5,
        p: 1.5,
        borderRadius: '12px',
        bgcolor: '#f5f7ff',
        border: '1px solid',
        borderColor: 'divider',
      }}
    >
      <Box sx={{ fontWeight: 700, fontSize: '0.8125rem', color: 'text.secondary' }}>
        {t('results.explanation')}
      </Box>
      <MathText text={text} component="div" />
    </Box>
  );
}
