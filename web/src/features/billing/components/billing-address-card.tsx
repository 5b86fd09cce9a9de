import { Grid, TextField } from '@mui/material';
import { CHECKOUT_COUNTRIES, SALUTATIONS } from '@quizzical/common';
import type { ReactNode } from 'react';
import type { Control, FieldErrors, UseFormRegister } from 'react-hook-form';
import { FormErrorBanner } from '../../../components/form-error-banner';
import { SectionCard } from '../../../components/section-card';
import { useCountries } from '../../../lib/api/lookups/get-countries';
import { bindFields } from '../../../lib/form-fields';
import { useT } from '../../../lib/i18n';
import type { CheckoutForm } from '../lib/checkout-form';
import { billingText } from '../lib/field-text';
import { TermsCheckbox } from './terms-checkbox';

const nativeSelect = { select: { native: true }, inputLabel: { shrink: true } } as const;

/** The billing address section of the checkout: title, names, street, city, country, terms. */
export function BillingAddressCard({
  register,
  control,
  errors,
  banner,
}: {
  register: UseFormRegister<CheckoutForm>;
  control: Control<CheckoutForm>;
  errors: FieldErrors<CheckoutForm>;
  /** The server's messages that belong to no field. */
  banner: string[];
}) {
  const t = useT();
  const countries = useCountries();
  const bound = bindFields(register, errors);
  const field = (name: Parameters<typeof bound>[0]) => {
    const props = bound(name);
    return typeof props.helperText === 'string'
      ? { ...props, helperText: billingText(props.helperText) }
      : props;
  };
  const select = (name: 'salutation' | 'country', label: string, options: ReactNode) => (
    <TextField
      label={label}
      select
      required
      autoComplete={autoCompletes[name]}
      slotProps={nativeSelect}
      {...field(name)}
    >
      {options}
    </TextField>
  );
  const text = (name: Exclude<keyof typeof autoCompletes, 'salutation' | 'country'>, label: string) => (
    <TextField label={label} autoComplete={autoCompletes[name]} required {...field(name)} />
  );
  return (
    <SectionCard id="checkout-address" title={t('billing.address.title')} titleGap={2.5}>
      <FormErrorBanner messages={banner.map(billingText)} gutterBottom />
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 3 }}>
          {select(
            'salutation',
            t('billing.address.salutation'),
            <>
              <option value="" disabled>
                {t('billing.address.choose')}
              </option>
              {SALUTATIONS.map((s) => (
                <option key={s} value={s}>
                  {t('billing.address.salutation_option', { salutation: s })}
                </option>
              ))}
            </>,
          )}
        </Grid>
        <Grid size={{ sm: 9 }} sx={{ display: { xs: 'none', sm: 'block' } }} />
        <Grid size={{ xs: 12, sm: 6 }}>{text('givenName', t('components.person.first_name'))}</Grid>
        <Grid size={{ xs: 12, sm: 6 }}>{text('familyName', t('components.person.last_name'))}</Grid>
        <Grid size={12}>{text('street', t('billing.address.street'))}</Grid>
        <Grid size={{ xs: 12, sm: 4 }}>{text('postCode', t('billing.address.post_code'))}</Grid>
        <Grid size={{ xs: 12, sm: 8 }}>{text('city', t('billing.address.city'))}</Grid>
        <Grid size={12}>
          {select(
            'country',
            t('components.person.country'),
            CHECKOUT_COUNTRIES.map((code) => (
              <option key={code} value={code}>
                {countries.data?.[code] ?? code}
              </option>
            )),
          )}
        </Grid>
        <Grid size={12}>
          <TermsCheckbox control={control} />
        </Grid>
      </Grid>
    </SectionCard>
  );
}

/** The browser's autofill names of the address fields. */
const autoCompletes = {
  salutation: 'honorific-prefix',
  givenName: 'given-name',
  familyName: 'family-name',
  street: 'street-address',
  postCode: 'postal-code',
  city: 'address-level2',
  country: 'country',
} as const;
