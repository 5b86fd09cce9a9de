import { QUESTION_TIME_CHOICES } from '@quizzical/common';
import { Controller } from 'react-hook-form';
import { SelectField } from '../../../components/outlined-field';
import { useT } from '../../../lib/i18n';
import { formFieldText } from '../lib/field-text';

/**
 * The `<option>`s of a hosted question's time, in seconds or whole minutes: the usual choices, and a time
 * set through the API outside them still shows as itself (`current`).
 */
function QuestionTimeOptions({ current }: { current: number | null }) {
  const t = useT();
  const choices: number[] = [...QUESTION_TIME_CHOICES];
  if (current !== null && !choices.includes(current)) choices.push(current);
  choices.sort((a, b) => a - b);
  return choices.map((seconds) => (
    <option key={seconds} value={String(seconds)}>
      {seconds < 60 || seconds % 60
        ? t('quizzes.live.seconds', { count: seconds })
        : t('quizzes.live.minutes', { count: seconds / 60 })}
    </option>
  ));
}

/**
 * The form's select of a hosted question's time: the choices above, and `none` for the form's null (no
 * limit, or the quiz's own time), listed first or last.
 */
export function QuestionTimeSelect({
  name,
  label,
  none,
  noneFirst,
}: {
  name: string;
  label: string;
  none: { value: string; label: string };
  noneFirst?: boolean;
}) {
  const noneOption = <option value={none.value}>{none.label}</option>;
  return (
    <Controller
      name={name}
      render={({ field, fieldState }) => {
        const value: number | null = typeof field.value === 'number' ? field.value : null;
        return (
          <SelectField
            label={label}
            name={field.name}
            value={value === null ? none.value : String(value)}
            onChange={(e) => field.onChange(e.target.value === none.value ? null : Number(e.target.value))}
            onBlur={field.onBlur}
            inputRef={field.ref}
            error={!!fieldState.error}
            helperText={formFieldText(fieldState.error?.message)}
          >
            {noneFirst && noneOption}
            <QuestionTimeOptions current={value} />
            {!noneFirst && noneOption}
          </SelectField>
        );
      }}
    />
  );
}
