import type { StartQuizResult } from '@quizzical/common';
import { useQueryClient } from '@tanstack/react-query';
import { type ChangeEvent, type FormEvent, useRef, useState } from 'react';
import { isApiError } from '../../../lib/api-client';
import { applyServerErrors } from '../../../lib/form-errors';
import { storeQuizFacts, storeSessionId } from '../../../lib/local-store';
import { useNavigate } from '../../../lib/router';
import { parseServerDate, sessionQueryKey } from '../api/get-session';
import { useStartSession } from '../api/start-session';
import { studentErrorText } from '../lib/error-text';
import {
  FIELDS,
  type Field,
  type FieldErrors,
  namesProblems,
  playPath,
  type StartForm,
  startInput,
} from '../lib/start-names';

/**
 * The start form of `quiz`: the names typed, their errors (checked here, then by the server), and the
 * submit that starts the session, keeps it in this browser and opens the quiz.
 */
export function useStartForm(quiz: StartQuizResult, code: string) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const start = useStartSession(code);
  const [banner, setBanner] = useState<string[]>([]);
  const [values, setValues] = useState<StartForm>({
    firstName: '',
    lastName: '',
    studentNumber: '',
    nickname: '',
  });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const inputs = useRef<Partial<Record<Field, HTMLInputElement | null>>>({});

  const showErrors = (found: FieldErrors) => {
    setErrors(found);
    const first = FIELDS.find((f) => found[f]);
    if (first) inputs.current[first]?.focus();
  };
  // after a first try each field is checked again as it is typed in, as the other forms do
  /** The props of the input for `name`: its value, its error, else its `hint`. */
  const field = (name: Field, hint?: string) => ({
    name,
    value: values[name],
    error: !!errors[name],
    helperText: errors[name] ?? hint,
    inputRef: (el: HTMLInputElement | null) => {
      inputs.current[name] = el;
    },
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const next = { ...values, [name]: event.target.value };
      setValues(next);
      if (submitted) setErrors((shown) => ({ ...shown, [name]: namesProblems(next, quiz)[name] }));
    },
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    const problems = namesProblems(values, quiz);
    if (Object.keys(problems).length > 0) return showErrors(problems);
    setErrors({});
    setBanner([]);
    const sentAt = Date.now();
    start.mutate(startInput(values, quiz), {
      onSuccess: (envelope) => {
        const receivedAt = Date.now();
        const sessionId = envelope.response.session_id;
        storeSessionId(code, sessionId);
        storeQuizFacts(code, quiz);
        // the run screen starts from this answer instead of asking the server again (a hosted game's
        // screen reads its own state: a session left here would show the end page an unfinished one)
        if (!quiz.hosted) {
          queryClient.setQueryData(sessionQueryKey(code, sessionId), {
            ...envelope,
            clockOffsetMs: parseServerDate(envelope.now_date) - (sentAt + receivedAt) / 2,
          });
        }
        navigate(playPath(code, quiz.hosted));
      },
      onError: (error) => {
        const found: FieldErrors = {};
        const rest = applyServerErrors<StartForm>(
          error,
          (name, { message }) => {
            found[name as Field] = message;
          },
          FIELDS,
        );
        showErrors(found);
        if (rest.length > 0 || !isApiError(error) || error.status !== 400) {
          setBanner([studentErrorText(error)]);
        }
      },
    });
  };

  return { field, banner, onSubmit, starting: start.isPending };
}
