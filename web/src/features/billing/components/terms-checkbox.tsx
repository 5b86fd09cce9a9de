import { Checkbox, FormControl, FormControlLabel, FormHelperText } from '@mui/material';
import { type Control, Controller } from 'react-hook-form';
import { pageLinkTag } from '../../../components/page-link-tag';
import { checkedProps } from '../../../lib/form-fields';
import { rich, useT } from '../../../lib/i18n';
import type { CheckoutForm } from '../lib/checkout-form';
import { billingText } from '../lib/field-text';

/** 'I accept the terms and conditions', the link opening them in a new tab; its message under it. */
export function TermsCheckbox({ control }: { control: Control<CheckoutForm> }) {
  const t = useT();
  return (
    <Controller
      name="terms"
      control={control}
      render={({ field, fieldState }) => (
        <FormControl error={!!fieldState.error}>
          <FormControlLabel
            control={
              <Checkbox
                {...checkedProps(field, { 'aria-describedby': fieldState.error ? 'terms-error' : undefined })}
              />
            }
            label={rich(t('billing.terms'), {
              terms: pageLinkTag('/terms', { newTab: true }),
            })}
          />
          {fieldState.error && (
            <FormHelperText id="terms-error">{billingText(fieldState.error.message ?? '')}</FormHelperText>
          )}
        </FormControl>
      )}
    />
  );
}
