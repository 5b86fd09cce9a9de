import { Alert, AlertTitle } from '@mui/material';

const TEXTS = {
  title: 'Correction mode: this quizz has started',
  text: 'You can fix the wording of the questions and answers, their images and the correct answers. When you save, every answer already given is scored again: the results, and what students see at the end and in their review, follow. Questions cannot be added, removed or reordered, and a question keeps its answers (A and B, or up to D).',
};

/** The editor of a started or closed quiz says first that it corrects, and what a correction may change. */
export function CorrectionNotice() {
  return (
    <Alert severity="info" data-testid="correction-notice">
      <AlertTitle>{TEXTS.title}</AlertTitle>
      {TEXTS.text}
    </Alert>
  );
}
