import { zodResolver } from '@hookform/resolvers/zod';
import LockOutlined from '@mui/icons-material/LockOutlined';
import {
  Box,
  Button,
  Card,
  CardContent,
  Checkbox,
  FormControl,
  FormControlLabel,
  FormHelperText,
  Grid,
  Link,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { CHECKOUT_COUNTRIES, licenseValidToFor, SALUTATIONS } from '@quizzical/common';
import { useEffect, useMemo, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { FormErrorBanner } from '../../../components/form-error-banner';
import { NativeSelectField } from '../../../components/native-select-field';
import { PageContainer } from '../../../components/page-container';
import { useCountries } from '../../../lib/api/lookups/get-countries';
import { isApiError } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth';
import { formatDay } from '../../../lib/dates';
import { applyServerErrors } from '../../../lib/form-errors';
import { bindFields } from '../../../lib/form-fields';
import { Link as RouterLink, useLocation } from '../../../lib/router';
import { useCreateTransaction } from '../api/create-transaction';
import { OrderSummary } from '../components/order-summary';
import { PaymentMethods } from '../components/payment-methods';
import { TestModeNotice } from '../components/test-mode-notice';
import {
  type CheckoutForm,
  checkoutFormSchema,
  currencyFromState,
  initialCheckoutForm,
  loadCheckoutDraft,
  saveCheckoutDraft,
  toCheckoutQuery,
} from '../lib/checkout-form';

const SERVER_FIELDS = {
  salutation: 'salutation',
  givenName: 'givenName',
  familyName: 'familyName',
  street: 'street',
  postCode: 'postCode',
  city: 'city',
  country: 'country',
} as const;

/** /billing/checkout: billing address, terms, product summary, 'Proceed to payment' (spec §2 Checkout). */
export function CheckoutPage() {
  const location = useLocation();
  const { user } = useAuth();
  // the last attempt in this tab (a declined payment's 'Try again'), else the account's details
  const [draft] = useState(() => loadCheckoutDraft(user?.id));
  const currency = currencyFromState(location.state ?? draft);
  const countries = useCountries();
  const transaction = useCreateTransaction();
  const [banner, setBanner] = useState<string[]>([]);
  // the server's rule for the licence this payment creates (common/src/license-dates.ts)
  const validUntil = useMemo(() => formatDay(licenseValidToFor(new Date())), []);
  const {
    register,
    control,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isDirty },
  } = useForm<CheckoutForm, unknown, z.output<typeof checkoutFormSchema>>({
    resolver: zodResolver(checkoutFormSchema),
    defaultValues: initialCheckoutForm(user, draft),
  });
  const field = bindFields(register, errors);
  // the account can arrive after the first render (read from the server): fill in what is still untouched
  // biome-ignore lint/correctness/useExhaustiveDependencies: only when the account first becomes known
  useEffect(() => {
    if (user && !draft && !isDirty) reset(initialCheckoutForm(user, null));
  }, [user?.id]);

  const onSubmit = handleSubmit((values) => {
    setBanner([]);
    if (user) saveCheckoutDraft(user.id, values, currency);
    transaction.mutate(toCheckoutQuery(values, currency), {
      // the provider's page: the sandbox page of this app, or Stripe's
      onSuccess: ({ url }) => window.location.assign(url),
      onError: (error) => {
        const rest = applyServerErrors(error, setError, SERVER_FIELDS);
        if (rest.length > 0) setBanner(rest);
        else if (!isApiError(error) || error.status !== 400)
          setBanner(['The payment could not be started. Please try again.']);
      },
    });
  });

  const text = (name: keyof typeof SERVER_FIELDS, label: string, autoComplete: string) => (
    <TextField label={label} autoComplete={autoComplete} required {...field(name)} />
  );

  return (
    <PageContainer title="Checkout" subtitle="Your billing address, then the payment." maxWidth="lg">
      <TestModeNotice />
      <Box component="form" noValidate onSubmit={onSubmit}>
        <Grid container spacing={3}>
          <Grid size={{ xs: 12, md: 7 }}>
            <Card component="section" aria-labelledby="checkout-address">
              <CardContent sx={{ p: { xs: 2.5, sm: 4 } }}>
                <Typography id="checkout-address" variant="h6" component="h2" sx={{ mb: 2.5 }}>
                  Billing address
                </Typography>
                <FormErrorBanner messages={banner} gutterBottom />
                <Grid container spacing={2}>
                  <Grid size={{ xs: 12, sm: 3 }}>
                    <NativeSelectField
                      label="Title"
                      autoComplete="honorific-prefix"
                      options={SALUTATIONS.map((s) => ({ value: s, label: s }))}
                      {...field('salutation')}
                    />
                  </Grid>
                  <Grid size={{ sm: 9 }} sx={{ display: { xs: 'none', sm: 'block' } }} />
                  <Grid size={{ xs: 12, sm: 6 }}>{text('givenName', 'First name', 'given-name')}</Grid>
                  <Grid size={{ xs: 12, sm: 6 }}>{text('familyName', 'Last name', 'family-name')}</Grid>
                  <Grid size={12}>{text('street', 'Street', 'street-address')}</Grid>
                  <Grid size={{ xs: 12, sm: 4 }}>{text('postCode', 'Postal code', 'postal-code')}</Grid>
                  <Grid size={{ xs: 12, sm: 8 }}>{text('city', 'City', 'address-level2')}</Grid>
                  <Grid size={12}>
                    <NativeSelectField
                      label="Country"
                      required
                      autoComplete="country"
                      options={CHECKOUT_COUNTRIES.map((code) => ({
                        value: code,
                        label: countries.data?.[code] ?? code,
                      }))}
                      {...field('country')}
                    />
                  </Grid>
                  <Grid size={12}>
                    <Controller
                      name="terms"
                      control={control}
                      render={({ field, fieldState }) => (
                        <FormControl error={!!fieldState.error}>
                          <FormControlLabel
                            control={
                              <Checkbox
                                checked={!!field.value}
                                onChange={(e) => field.onChange(e.target.checked)}
                                onBlur={field.onBlur}
                                slotProps={{
                                  input: {
                                    ref: field.ref,
                                    'aria-describedby': fieldState.error ? 'terms-error' : undefined,
                                  } as object,
                                }}
                              />
                            }
                            label={
                              <>
                                I accept the{' '}
                                <Link component={RouterLink} to="/terms" target="_blank" rel="noopener">
                                  terms and conditions
                                </Link>
                              </>
                            }
                          />
                          {fieldState.error && (
                            <FormHelperText id="terms-error">{fieldState.error.message}</FormHelperText>
                          )}
                        </FormControl>
                      )}
                    />
                  </Grid>
                </Grid>
              </CardContent>
            </Card>
          </Grid>
          <Grid size={{ xs: 12, md: 5 }}>
            <Card component="section" aria-labelledby="checkout-summary">
              <CardContent sx={{ p: { xs: 2.5, sm: 4 } }}>
                <Typography id="checkout-summary" variant="h6" component="h2" sx={{ mb: 1 }}>
                  Your order
                </Typography>
                <OrderSummary labelledBy="checkout-summary" validUntil={validUntil} currency={currency} />
                <Button
                  type="submit"
                  variant="contained"
                  size="large"
                  fullWidth
                  startIcon={<LockOutlined />}
                  loading={transaction.isPending}
                  sx={{ mt: 3 }}
                >
                  Proceed to payment
                </Button>
                <Stack spacing={1} sx={{ mt: 2.5, alignItems: 'center' }}>
                  <PaymentMethods />
                  <Typography variant="caption" color="textSecondary" sx={{ textAlign: 'center' }}>
                    You pay on the secure page of our payment provider.
                  </Typography>
                </Stack>
              </CardContent>
            </Card>
          </Grid>
        </Grid>
      </Box>
    </PageContainer>
  );
}
