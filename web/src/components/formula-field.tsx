import { Box, type OutlinedInputProps, type SxProps, type Theme, Typography } from '@mui/material';
import { get, useFormContext, useFormState, useWatch } from 'react-hook-form';
import { fieldErrorText, useT } from '../lib/i18n';
import { latexFieldProps } from '../lib/latex-input';
import { MathText } from './math-text';
import { OutlinedField } from './outlined-field';

type FormulaFieldProps = Omit<OutlinedInputProps, 'name' | 'error' | 'label'> & {
  name: string;
  label: string;
  maxLength?: number;
  helperText?: string;
  /** Styles of the whole field (OutlinedField's). */
  fieldSx?: SxProps<Theme>;
};

/**
 * A text field that may hold formulas between dollar signs: a target of the LaTeX help drawer, with
 * a live KaTeX preview under it as soon as it contains a formula.
 */
export function FormulaField({ name, maxLength, helperText, ...props }: FormulaFieldProps) {
  const t = useT();
  const { register } = useFormContext();
  const { ref, ...registered } = register(name);
  const { errors } = useFormState({ name });
  const value: string = useWatch({ name }) ?? '';
  const error = (get(errors, name) as { message?: string } | undefined)?.message;
  const hasFormula = value.includes('$');
  return (
    <Box>
      <OutlinedField
        {...props}
        {...registered}
        inputRef={ref}
        error={!!error}
        helperText={error ? fieldErrorText(error) : helperText}
        inputProps={{ ...latexFieldProps, ...(maxLength ? { maxLength } : {}) }}
      />
      {hasFormula && (
        <Box
          data-testid="formula-preview"
          sx={{
            mt: 0.75,
            px: 1.5,
            py: 1,
            borderRadius: 2,
            border: '1px dashed',
            borderColor: 'divider',
            bgcolor: '#fafbff',
          }}
        >
          <Typography variant="caption" color="textSecondary" sx={{ display: 'block', mb: 0.25 }}>
            {t('components.formula.preview')}
          </Typography>
          <MathText text={value} component="div" />
        </Box>
      )}
    </Box>
  );
}
