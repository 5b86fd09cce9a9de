import { Box } from '@mui/material';
import { MathText } from '../../../components/math-text';
import { useT } from '../../../lib/i18n';

/**
 * A question's text (with its formulas) and, beside it, its small image, as the results page's
 * question reports and a participant's page show them; `imageWidth` is the image's from 600 px.
 */
export function QuestionText({
  question,
  number,
  imageWidth,
}: {
  question: { text: string; smallImageUrl?: string | null };
  number: number;
  imageWidth: number;
}) {
  const t = useT();
  return (
    <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start', mb: 2 }}>
      <Box sx={{ flexGrow: 1, minWidth: 0, fontSize: '1.05rem' }}>
        <MathText text={question.text} component="div" />
      </Box>
      {question.smallImageUrl && (
        <Box
          component="img"
          src={question.smallImageUrl}
          alt={t('results.question_image_alt', { number })}
          sx={{
            width: { xs: 88, sm: imageWidth },
            borderRadius: '8px',
            border: '1px solid',
            borderColor: 'divider',
          }}
        />
      )}
    </Box>
  );
}
