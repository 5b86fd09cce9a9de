import { Box } from '@mui/material';
import { isQuestionType, QUESTION_TYPES, type QuestionType } from '@quizzical/common';
import { Controller, useFormContext } from 'react-hook-form';
import { useT } from '../lib/i18n';
import { SelectField } from './outlined-field';
import { QUESTION_TYPE_LABELS } from './question-type-labels';

/**
 * The question's type. Changing it keeps what was written and carries the key over where it fits: a
 * single correct answer becomes the first of several, a true/false key is true or false. A started
 * quiz's question keeps its type (`locked`).
 */
export function QuestionTypePicker({
  name,
  prefix,
  locked,
}: {
  name: string;
  prefix: string;
  locked: boolean;
}) {
  const t = useT();
  const { getValues, setValue } = useFormContext();
  const carryKeyOver = (type: QuestionType) => {
    const correct = Number(getValues(`${prefix}correct_answer`)) || 1;
    if (type === 'true_false' && correct > 2) setValue(`${prefix}correct_answer`, 1);
    const chosen = getValues(`${prefix}correct_answers`);
    if (type === 'multiple' && (!Array.isArray(chosen) || chosen.length === 0))
      setValue(`${prefix}correct_answers`, [correct]);
    const accepted = getValues(`${prefix}accepted_answers`);
    if (type === 'text' && (!Array.isArray(accepted) || accepted.length === 0))
      setValue(`${prefix}accepted_answers`, ['']);
  };
  return (
    <Box sx={{ mb: 2, maxWidth: { sm: 360 } }}>
      <Controller
        name={name}
        render={({ field, fieldState }) => (
          <SelectField
            label={t('components.question_type.label')}
            name={field.name}
            value={isQuestionType(field.value) ? field.value : 'single'}
            onChange={(e) => {
              const type = e.target.value;
              if (!isQuestionType(type)) return;
              carryKeyOver(type);
              field.onChange(type);
            }}
            onBlur={field.onBlur}
            inputRef={field.ref}
            disabled={locked}
            error={!!fieldState.error}
            helperText={locked ? t('components.question_type.locked') : undefined}
          >
            {QUESTION_TYPES.map((type) => (
              <option key={type} value={type}>
                {t(QUESTION_TYPE_LABELS[type])}
              </option>
            ))}
          </SelectField>
        )}
      />
    </Box>
  );
}
