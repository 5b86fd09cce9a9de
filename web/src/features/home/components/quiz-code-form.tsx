import PlayArrowRounded from '@mui/icons-material/PlayArrowRounded';
import { Box, Button } from '@mui/material';
import { MESSAGES, normalizeCode } from '@quizzical/common';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { OutlinedField } from '../../../components/outlined-field';
import { startQuizQueryOptions } from '../../../lib/api/taking/get-start-quiz';
import { isApiError } from '../../../lib/api-client';
import { useNavigate } from '../../../lib/router';

/**
 * 'Enter your quizz code to start' + 'Start the quizz!'. The code is checked with the server: a valid
 * one opens /start_quizz/{code}; otherwise the server's text shows under the field, or 'This code is
 * not valid' when there is none (spec §8).
 */
export function QuizCodeForm() {
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
      setError(MESSAGES.codeNotValid);
      return;
    }
    setChecking(true);
    try {
      // the start page reads the quiz from this check's answer instead of asking the server again;
      // errors are the server's texts ('This quizz has not yet started.', …), shown at once
      await queryClient.fetchQuery({ ...startQuizQueryOptions(value), retry: false });
      navigate(`/start_quizz/${encodeURIComponent(value)}`);
    } catch (failure) {
      let text = isApiError(failure) && typeof failure.data === 'string' ? failure.data.trim() : '';
      if (isApiError(failure) && failure.status === 0) text = failure.detail ?? ''; // no network
      setError(text || MESSAGES.codeNotValid);
      setChecking(false);
    }
  };

  return (
    <Box
      component="form"
      noValidate
      onSubmit={handleSubmit}
      sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}
    >
      {/* OutlinedField, not TextField: the home page is a student page, on the JavaScript budget */}
      <OutlinedField
        label="Enter your quizz code to start"
        name="code"
        value={code}
        onChange={(e) => {
          setCode(e.target.value);
          if (error) setError(null);
        }}
        error={!!error}
        helperText={error ?? ' '}
        autoComplete="off"
        inputProps={{
          // the home page is where students type the code: it takes the focus instead of 8 Tab presses.
          // The input's own autofocus attribute, not InputBase's autoFocus: the browser focuses it when it
          // renders the frame, where InputBase's focus() in a layout effect forced a layout of the
          // half-styled page in the middle of the first render (a quarter of that task on a phone)
          autoFocus: true,
          autoCapitalize: 'none',
          spellCheck: false,
          style: { fontSize: '1.25rem', letterSpacing: '0.08em' },
        }}
      />
      <Button
        type="submit"
        variant="contained"
        size="large"
        startIcon={<PlayArrowRounded />}
        loading={checking}
      >
        Start the quizz!
      </Button>
    </Box>
  );
}
