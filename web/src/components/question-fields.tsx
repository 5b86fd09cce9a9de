import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import { Box, FormHelperText, InputAdornment } from '@mui/material';
import {
  ANSWER_FIELDS,
  ANSWER_LETTERS,
  ANSWER_MAX,
  isQuestionType,
  QUESTION_TEXT_MAX,
  type QuestionType,
} from '@quizzical/common';
import { useEffect } from 'react';
import { Controller, get, useFormContext, useFormState, useWatch } from 'react-hook-form';
import { fieldErrorText, useT } from '../lib/i18n';
import { FormulaField } from './formula-field';
import { ImageField } from './image-field';
import { CorrectAnswerRadios, CorrectChoices, PartialCredit, TrueFalseChoice } from './question-key-fields';
import { QuestionTypePicker } from './question-type-picker';
import { AcceptedAnswers, NumericKey } from './question-typed-key-fields';

interface QuestionFieldsProps {
  /** Form path before the field names: '' for a form of one question, 'questions.3.' in a list. */
  prefix?: string;
  /** Named in the image labels when a form holds several questions. */
  questionNumber?: number;
  /** Help under the question text. */
  textHelp?: string;
  /** Offers the pasted image in the image fields. */
  pasteable?: boolean;
  /**
   * A started quiz's correction: which answers the question has (A to D). They can be reworded, not
   * emptied; the others stay empty and cannot be chosen as correct.
   */
  writtenAnswers?: readonly boolean[];
  /**
   * The name (after `prefix`) of the question's type: a picker, and the fields of the chosen type.
   * Absent: one correct answer among A to D only.
   */
  typeField?: string;
}

/**
 * What students see (run and review screens, taking/components/question-image.tsx): the small image under
 * the question with a zoom button; tapping it opens the big image in a dialog. A big image alone stands
 * in for the small one.
 */
const IMAGES = [
  { size: 'small', title: 'components.image.small.title', help: 'components.image.small.help' },
  { size: 'big', title: 'components.image.big.title', help: 'components.image.big.help' },
] as const;

/** A 12-column grid, 16 px apart, as MUI's Grid with spacing 2 (without Grid's code). */
export const grid = { display: 'grid', gridTemplateColumns: 'repeat(12, minmax(0, 1fr))', gap: 2 } as const;
/** A cell of `grid` spanning `xs` columns on phones, `sm` from 600 px, `md` from 900 px. */
export const span = (xs: number, sm = xs, md = sm) => ({
  gridColumn: { xs: `span ${xs}`, sm: `span ${sm}`, md: `span ${md}` },
});

/** Which answer is correct: its own component so typing in that answer re-renders only this. */
function CorrectAnswer({ prefix, writtenAnswers }: { prefix: string; writtenAnswers?: readonly boolean[] }) {
  const name = `${prefix}correct_answer`;
  const { trigger, getFieldState } = useFormContext();
  const correct = Number(useWatch({ name })) || 1;
  const answerName = `${prefix}${ANSWER_FIELDS[correct - 1]}`;
  const answer = useWatch({ name: answerName });
  const { errors } = useFormState({ name: answerName });
  // an empty correct answer is already shown under that answer: no second message under the choice
  const shownUnderAnswer = !!get(errors, answerName);
  // 'The correct answer must not be empty' goes away as soon as that answer is written
  useEffect(() => {
    if (answer !== undefined && getFieldState(name).error) void trigger(name);
  }, [answer, name, getFieldState, trigger]);
  return (
    <Controller
      name={name}
      render={({ field, fieldState }) => (
        <CorrectAnswerRadios
          field={field}
          value={field.value ?? 1}
          choices={ANSWER_LETTERS.map((label, i) => ({
            label,
            disabled: writtenAnswers ? !writtenAnswers[i] : undefined,
          }))}
          invalid={!!fieldState.error}
          message={
            fieldState.error && !shownUnderAnswer ? fieldErrorText(fieldState.error.message ?? '') : undefined
          }
        />
      )}
    />
  );
}

/**
 * The fields of one question card, shared by the quiz editor and the market form: text, answers A to
 * D (C and D optional), the correct answer, a small and a big image.
 */
export function QuestionFields({
  prefix = '',
  questionNumber,
  textHelp,
  pasteable,
  writtenAnswers,
  typeField,
}: QuestionFieldsProps) {
  const t = useT();
  const watchedType = useWatch({ name: `${prefix}${typeField ?? 'type'}` });
  const type: QuestionType = typeField && isQuestionType(watchedType) ? watchedType : 'single';
  const correct = Number(useWatch({ name: `${prefix}correct_answer` })) || 1;
  const correctSet: unknown = useWatch({ name: `${prefix}correct_answers` });
  const isCorrect = (slot: number) =>
    type === 'single'
      ? correct === slot
      : type === 'multiple' && Array.isArray(correctSet) && correctSet.includes(slot);
  const hasOptions = type !== 'true_false' && type !== 'text' && type !== 'numeric';
  return (
    <>
      {typeField && (
        <QuestionTypePicker name={`${prefix}${typeField}`} prefix={prefix} locked={!!writtenAnswers} />
      )}
      <FormulaField
        name={`${prefix}text`}
        label={t('components.question.text')}
        required
        multiline
        minRows={2}
        maxLength={QUESTION_TEXT_MAX}
        helperText={textHelp}
      />
      {type === 'ordering' && (
        <FormHelperText sx={{ mt: 1, mb: 1.5 }}>
          {t('components.question_fields.ordering_help')}
        </FormHelperText>
      )}
      {type === 'poll' && (
        <FormHelperText sx={{ mt: 1, mb: 1.5 }}>{t('components.question_fields.poll_help')}</FormHelperText>
      )}
      {hasOptions && (
        <Box sx={{ ...grid, mt: 0.5 }}>
          {ANSWER_FIELDS.map((field, i) => {
            // a correction keeps the question's answers: an answer it does not have stays empty
            const absent = writtenAnswers ? !writtenAnswers[i] : false;
            const name =
              type === 'ordering'
                ? t('components.question_fields.item', { number: i + 1 })
                : ANSWER_LETTERS[i];
            return (
              <Box key={field} sx={span(12, 6)}>
                <FormulaField
                  name={`${prefix}${field}`}
                  label={absent ? t('components.question_fields.answer_absent', { letter: name }) : name}
                  required={writtenAnswers ? !absent : i < 2}
                  readOnly={absent}
                  placeholder={i < 2 ? undefined : t('common.optional')}
                  fieldSx={absent ? { '& .MuiOutlinedInput-root': { bgcolor: 'action.hover' } } : undefined}
                  maxLength={ANSWER_MAX}
                  multiline
                  endAdornment={
                    isCorrect(i + 1) ? (
                      <InputAdornment position="end">
                        <CheckCircleIcon
                          color="success"
                          titleAccess={t('components.question.correct_answer')}
                        />
                      </InputAdornment>
                    ) : undefined
                  }
                  sx={isCorrect(i + 1) ? { '& fieldset': { borderColor: 'success.main' } } : undefined}
                />
              </Box>
            );
          })}
        </Box>
      )}
      {type === 'single' && <CorrectAnswer prefix={prefix} writtenAnswers={writtenAnswers} />}
      {type === 'multiple' && <CorrectChoices prefix={prefix} locked={writtenAnswers} />}
      {type === 'true_false' && <TrueFalseChoice prefix={prefix} />}
      {type === 'text' && <AcceptedAnswers prefix={prefix} />}
      {type === 'numeric' && <NumericKey prefix={prefix} />}
      {(type === 'multiple' || type === 'ordering') && (
        <PartialCredit
          prefix={prefix}
          help={t(
            type === 'multiple'
              ? 'components.question_fields.partial_credit_multiple'
              : 'components.question_fields.partial_credit_ordering',
          )}
        />
      )}
      <Box sx={{ ...grid, mt: 1 }}>
        {IMAGES.map((image) => (
          <Box key={image.size} sx={span(12, 6)}>
            <ImageField
              name={`${prefix}${image.size}ImageUrl`}
              size={image.size}
              title={t(image.title)}
              help={t(image.help)}
              questionNumber={questionNumber}
              pasteable={pasteable}
            />
          </Box>
        ))}
      </Box>
    </>
  );
}
