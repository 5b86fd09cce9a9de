import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import { Box, ButtonBase } from '@mui/material';
import { alpha } from '@mui/material/styles';
import { MathText } from '../../../components/math-text';

/** One answer choice: its letter (A–D), its text with formulas; the selected one is highlighted. */
export function AnswerButton({
  letter,
  text,
  selected,
  disabled,
  onClick,
}: {
  letter: string;
  text: string;
  selected: boolean;
  disabled?: boolean;
  onClick(): void;
}) {
  return (
    <ButtonBase
      onClick={onClick}
      disabled={disabled}
      aria-pressed={selected}
      data-letter={letter}
      focusRipple
      sx={(theme) => ({
        width: '100%',
        minHeight: 56,
        justifyContent: 'flex-start',
        textAlign: 'left',
        gap: 1.5,
        px: 1.5,
        py: 1.25,
        borderRadius: '14px',
        border: '2px solid',
        borderColor: selected ? 'primary.main' : 'divider',
        bgcolor: selected ? alpha(theme.palette.primary.main, 0.08) : 'background.paper',
        color: 'text.primary',
        fontSize: '1rem',
        lineHeight: 1.45,
        transition: theme.transitions.create(['border-color', 'background-color', 'box-shadow'], {
          duration: 150,
        }),
        '@media (hover: hover)': {
          '&:hover': {
            borderColor: selected ? 'primary.main' : 'primary.light',
            bgcolor: selected
              ? alpha(theme.palette.primary.main, 0.1)
              : alpha(theme.palette.primary.main, 0.03),
          },
        },
        '&.Mui-focusVisible': { boxShadow: `0 0 0 3px ${alpha(theme.palette.primary.main, 0.35)}` },
        '&.Mui-disabled': { opacity: 0.6 },
      })}
    >
      <Box
        component="span"
        aria-hidden="true"
        sx={{
          flexShrink: 0,
          width: 34,
          height: 34,
          borderRadius: '10px',
          display: 'grid',
          placeItems: 'center',
          fontWeight: 800,
          fontSize: '0.95rem',
          bgcolor: selected ? 'primary.main' : 'rgba(79, 70, 229, 0.1)',
          color: selected ? 'primary.contrastText' : 'primary.dark',
        }}
      >
        {letter}
      </Box>
      <Box component="span" sx={{ flexGrow: 1, minWidth: 0 }}>
        <Box component="span" sx={visuallyHiddenInline}>
          {`${letter}: `}
        </Box>
        <MathText text={text} />
      </Box>
      {selected && (
        <CheckCircleRounded aria-hidden="true" sx={{ flexShrink: 0, color: 'primary.main', fontSize: 24 }} />
      )}
    </ButtonBase>
  );
}

const visuallyHiddenInline = {
  border: 0,
  clip: 'rect(0 0 0 0)',
  height: '1px',
  margin: '-1px',
  overflow: 'hidden',
  padding: 0,
  position: 'absolute',
  whiteSpace: 'nowrap',
  width: '1px',
} as const;
