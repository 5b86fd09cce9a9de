import PlayArrowRounded from '@mui/icons-material/PlayArrowRounded';
import { Box, Button, TextField } from '@mui/material';
import { MESSAGES } from '@quizzical/common';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';

/**
 * 'Enter your quizz code to start' + 'Start the quizz!'. An empty code shows 'This code is not
 * valid'; any other code opens the student entry screen (which checks it with the server).
 */
export function QuizCodeForm() {
  const navigate = useNavigate();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const value = code.trim();
    if (!value) {
      setError(MESSAGES.codeNotValid);
      return;
    }
    navigate(`/start_quizz/${encodeURIComponent(value)}`);
  };

  return (
    <Box
      component="form"
      noValidate
      onSubmit={handleSubmit}
      sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}
    >
      <TextField
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
        slotProps={{
          htmlInput: {
            autoCapitalize: 'none',
            spellCheck: false,
            style: { fontSize: '1.25rem', letterSpacing: '0.08em' },
          },
        }}
      />
      <Button type="submit" variant="contained" size="large" startIcon={<PlayArrowRounded />}>
        Start the quizz!
      </Button>
    </Box>
  );
}
