import CheckRounded from '@mui/icons-material/CheckRounded';
import { Box, ButtonBase, Typography } from '@mui/material';
import { alpha } from '@mui/material/styles';

/** Side list of the questions with their answered state (the run screen hides it on small screens). */
export function QuestionNavigator({
  total,
  current,
  isAnswered,
  onSelect,
}: {
  total: number;
  current: number;
  isAnswered(index: number): boolean;
  onSelect(index: number): void;
}) {
  const answered = Array.from({ length: total }, (_, i) => isAnswered(i)).filter(Boolean).length;
  return (
    <Box component="nav" aria-labelledby="question-navigator-title">
      <Typography id="question-navigator-title" variant="subtitle2" component="h2" sx={{ mb: 0.5 }}>
        Questions
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {answered} of {total} answered
      </Typography>
      <Box
        component="ol"
        sx={{
          listStyle: 'none',
          m: 0,
          p: 0,
          display: 'grid',
          gap: 1,
          gridTemplateColumns: 'repeat(auto-fill, minmax(44px, 1fr))',
        }}
      >
        {Array.from({ length: total }, (_, index) => {
          const done = isAnswered(index);
          const active = index === current;
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: the list is the fixed sequence of question numbers
            <li key={index}>
              <ButtonBase
                onClick={() => onSelect(index)}
                aria-current={active ? 'step' : undefined}
                aria-label={`Question ${index + 1}, ${done ? 'answered' : 'not answered'}`}
                focusRipple
                sx={(theme) => ({
                  position: 'relative',
                  width: '100%',
                  height: 44,
                  borderRadius: '12px',
                  fontWeight: 700,
                  border: '2px solid',
                  borderColor: active
                    ? 'primary.main'
                    : done
                      ? alpha(theme.palette.primary.main, 0.25)
                      : 'divider',
                  bgcolor: done ? alpha(theme.palette.primary.main, 0.1) : 'background.paper',
                  color: done || active ? 'primary.dark' : 'text.secondary',
                  '&.Mui-focusVisible': { boxShadow: `0 0 0 3px ${alpha(theme.palette.primary.main, 0.35)}` },
                })}
              >
                {index + 1}
                {done && (
                  <CheckRounded
                    aria-hidden="true"
                    sx={{
                      position: 'absolute',
                      top: -7,
                      right: -7,
                      fontSize: 16,
                      borderRadius: '50%',
                      bgcolor: 'primary.main',
                      color: 'primary.contrastText',
                      p: '1px',
                    }}
                  />
                )}
              </ButtonBase>
            </li>
          );
        })}
      </Box>
    </Box>
  );
}
