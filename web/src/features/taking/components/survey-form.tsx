import CheckCircleOutlineRounded from '@mui/icons-material/CheckCircleOutlineRounded';
import SendRounded from '@mui/icons-material/SendRounded';
import { Alert, Box, Button, FormControl, FormHelperText, FormLabel, Stack, TextField } from '@mui/material';
import { alpha } from '@mui/material/styles';
import { COMMENT_MAX, RATING_LABELS } from '@quizzical/common';
import { type FormEvent, useId, useState } from 'react';
import { FormErrorBanner } from '../../../components/form-error-banner';
import { useSendSurvey } from '../api/send-survey';
import { studentErrorText } from '../lib/error-text';

export const SURVEY_SENT_TEXT = 'Thank you! Your feedback has been sent.';

/** The end page's survey: a comment and a difficulty rating 1–5, as the quiz allows. */
export function SurveyForm({
  code,
  sessionId,
  commentAllowed,
  ratingEnabled,
  initialComment,
  initialRating,
}: {
  code: string;
  sessionId: string;
  commentAllowed: boolean;
  ratingEnabled: boolean;
  initialComment: string;
  initialRating: number | null;
}) {
  const send = useSendSurvey(code, sessionId);
  const [comment, setComment] = useState(initialComment);
  const [rating, setRating] = useState<number | null>(initialRating);
  const [sent, setSent] = useState(false);
  const name = useId();
  const hintId = useId();

  // 'Send' with nothing entered would lock the survey empty: it waits for a comment or a rating
  const filled = (commentAllowed && comment.trim() !== '') || (ratingEnabled && rating !== null);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!filled) return;
    const body: { comment?: string; rating?: number | null } = {};
    if (commentAllowed) body.comment = comment.trim();
    if (ratingEnabled) body.rating = rating;
    send.mutate(body, { onSuccess: () => setSent(true) });
  };

  if (sent) {
    return (
      <Alert severity="success" icon={<CheckCircleOutlineRounded />} role="status">
        {SURVEY_SENT_TEXT}
      </Alert>
    );
  }

  return (
    <Box component="form" noValidate onSubmit={onSubmit}>
      <Stack spacing={3}>
        <FormErrorBanner messages={send.isError ? studentErrorText(send.error) : null} />
        {ratingEnabled && (
          <FormControl component="fieldset">
            <FormLabel component="legend" sx={{ fontWeight: 600, color: 'text.primary', mb: 1.5 }}>
              How difficult was this quizz?
            </FormLabel>
            <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(5, 1fr)', gap: { xs: 0.75, sm: 1 } }}>
              {RATING_LABELS.map((label, i) => {
                const value = i + 1;
                const checked = rating === value;
                return (
                  <Box
                    key={label}
                    component="label"
                    sx={(theme) => ({
                      position: 'relative',
                      cursor: 'pointer',
                      display: 'flex',
                      flexDirection: 'column',
                      alignItems: 'center',
                      gap: 0.5,
                      px: 0.5,
                      py: 1.25,
                      minHeight: 76,
                      textAlign: 'center',
                      borderRadius: '12px',
                      border: '2px solid',
                      borderColor: checked ? 'primary.main' : 'divider',
                      bgcolor: checked ? alpha(theme.palette.primary.main, 0.08) : 'background.paper',
                      '&:has(input:focus-visible)': {
                        boxShadow: `0 0 0 3px ${alpha(theme.palette.primary.main, 0.35)}`,
                      },
                    })}
                  >
                    <Box
                      component="input"
                      type="radio"
                      name={name}
                      value={value}
                      checked={checked}
                      onChange={() => setRating(value)}
                      sx={{ position: 'absolute', opacity: 0, inset: 0, m: 0, cursor: 'pointer' }}
                    />
                    <Box
                      component="span"
                      aria-hidden="true"
                      sx={{
                        fontWeight: 800,
                        fontSize: '1.25rem',
                        color: checked ? 'primary.main' : 'text.primary',
                      }}
                    >
                      {value}
                    </Box>
                    <Box
                      component="span"
                      sx={{
                        fontSize: { xs: '0.72rem', sm: '0.8rem' },
                        lineHeight: 1.2,
                        fontWeight: 600,
                        color: checked ? 'primary.dark' : 'text.secondary',
                      }}
                    >
                      {label}
                    </Box>
                  </Box>
                );
              })}
            </Box>
          </FormControl>
        )}
        {commentAllowed && (
          <TextField
            label="Your comment"
            multiline
            minRows={3}
            value={comment}
            onChange={(e) => setComment(e.target.value)}
            slotProps={{ htmlInput: { maxLength: COMMENT_MAX } }}
          />
        )}
        <Box>
          <Button
            type="submit"
            variant="contained"
            size="large"
            endIcon={<SendRounded />}
            loading={send.isPending}
            disabled={!filled}
            aria-describedby={filled ? undefined : hintId}
          >
            Send
          </Button>
          {!filled && (
            <FormHelperText id={hintId} sx={{ mt: 1 }}>
              {commentAllowed && ratingEnabled
                ? 'Choose a rating or write a comment to send.'
                : ratingEnabled
                  ? 'Choose a rating to send.'
                  : 'Write a comment to send.'}
            </FormHelperText>
          )}
        </Box>
      </Stack>
    </Box>
  );
}
