import '../home.css';
import { normalizeCode } from '@quizzical/common';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { LoadingButton } from '../../../components/loading-button';
import { helperTextId, PlainField } from '../../../components/plain-field';
import { SvgIcon } from '../../../components/svg-icon';
import { startQuizQueryOptions } from '../../../lib/api/taking/get-start-quiz';
import { isApiError } from '../../../lib/api-client';
import { errorText, useT } from '../../../lib/i18n';
import { useNavigate } from '../../../lib/router';
import { HOME_ICONS } from './home-icons';

/** MUI's FormHelperText for a blank text: a zero-width space that keeps the line, so an error does not push. */
const BLANK_HELPER = (
  <span className="notranslate" aria-hidden="true">
    {'\u200b'}
  </span>
);

/**
 * 'Enter your quizz code to start' + 'Start the quizz!'. The code is checked with the server: a valid
 * one opens /start_quizz/{code}; otherwise the server's text shows under the field, or 'This code is
 * not valid' when there is none (spec §8).
 */
export function QuizCodeForm() {
  const t = useT();
  const id = useId();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (checking) return;
    const value = normalizeCode(code);
    if (!value) {
      setError(t('home.join.code_not_valid'));
      return;
    }
    setChecking(true);
    try {
      // the start page reads the quiz from this check's answer instead of asking the server again;
      // errors are the texts of the server's codes (taking.quiz_not_started's, …), shown at once
      await queryClient.fetchQuery({ ...startQuizQueryOptions(value), retry: false });
      navigate(`/start_quizz/${encodeURIComponent(value)}`);
    } catch (failure) {
      // the spec's plain-text refusals (unknown, not started, ended) and no network; else the spec's text
      const shown = isApiError(failure) && (failure.status === 0 || typeof failure.data === 'string');
      const text = shown ? errorText(failure) : '';
      setError(text || t('home.join.code_not_valid'));
      setChecking(false);
    }
  };

  // a plain outlined field (components/plain-field.tsx) and button: the home page loads no MUI
  return (
    <form noValidate onSubmit={handleSubmit} className="hm-code-form">
      <PlainField
        id={id}
        label={t('home.join.label')}
        raised={code !== ''}
        error={!!error}
        helperText={error ?? BLANK_HELPER}
      >
        <input
          id={id}
          className="ui-field-input"
          type="text"
          name="code"
          value={code}
          onChange={(e) => {
            setCode(e.currentTarget.value);
            if (error) setError(null);
          }}
          aria-invalid={!!error}
          aria-describedby={helperTextId(id)}
          autoComplete="off"
          // the home page is where students type the code: it takes the focus instead of 8 Tab presses.
          // The input's own autofocus attribute, not a focus() in an effect: the browser focuses it when it
          // renders the frame, where a focus() in a layout effect forced a layout of the half-styled page
          // in the middle of the first render (a quarter of that task on a phone)
          // biome-ignore lint/a11y/noAutofocus: students come to this page to type the code
          autoFocus
          autoCapitalize="none"
          spellCheck={false}
        />
      </PlainField>
      <LoadingButton
        type="submit"
        size="large"
        startIcon={<SvgIcon path={HOME_ICONS.playArrowRounded} />}
        loading={checking}
        loadingLabel={t('home.join.checking')}
      >
        {t('home.join.submit')}
      </LoadingButton>
    </form>
  );
}
