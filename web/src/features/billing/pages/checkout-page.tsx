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
  Table,
  TableBody,
  TableCell,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import {
  CHECKOUT_COUNTRIES,
  checkoutTotal,
  coveredUntil,
  dayAfter,
  licenseDayOf,
  licenseValidTo,
  PRO_PRICE_PER_YEAR,
  SALUTATIONS,
} from '@quizzical/common';
import { useEffect, useEffectEvent, useMemo, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { FormErrorBanner } from '../../../components/form-error-banner';
import { PageContainer } from '../../../components/page-container';
import { useLicenses } from '../../../lib/api/licenses/get-licenses';
import { useCountries } from '../../../lib/api/lookups/get-countries';
import { isApiError } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth';
import { formatDay } from '../../../lib/dates';
import { applyServerErrors } from '../../../lib/form-errors';
import { Link as RouterLink, useLocation } from '../../../lib/router';
import { useCreateTransaction } from '../api/create-transaction';
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

const nativeSelect = { select: { native: true }, inputLabel: { shrink: true } } as const;

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
  // the server's rule for the licence this payment creates (common/src/license-dates.ts): a year from
  // today, or from the day after the buyer's running licence ends
  const licenses = useLicenses();
  const period = useMemo(() => {
    const today = licenseDayOf(new Date());
    const running = coveredUntil(licenses.data ?? [], today);
    const from = running === undefined ? today : dayAfter(running);
    return { stacked: running !== undefined, from: formatDay(from), until: formatDay(licenseValidTo(from)) };
  }, [licenses.data]);
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
  // the account can arrive after the first render (read from the server): fill in what is still untouched
  // once per account (its id), not on every refresh of the same account's data
  const fillFromAccount = useEffectEvent(() => {
    if (user && !draft && !isDirty) reset(initialCheckoutForm(user, null));
  });
  const accountId = user?.id;
  useEffect(() => {
    if (accountId !== undefined) fillFromAccount();
  }, [accountId]);

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
    <TextField
      label={label}
      autoComplete={autoComplete}
      required
      error={!!errors[name]}
      helperText={errors[name]?.message}
      {...register(name)}
    />
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
                    <TextField
                      label="Title"
                      select
                      required
                      autoComplete="honorific-prefix"
                      slotProps={nativeSelect}
                      error={!!errors.salutation}
                      helperText={errors.salutation?.message}
                      {...register('salutation')}
                    >
                      <option value="" disabled>
                        Choose
                      </option>
                      {SALUTATIONS.map((s) => (
                        <option key={s} value={s}>
                          {s}
                        </option>
                      ))}
                    </TextField>
                  </Grid>
                  <Grid size={{ sm: 9 }} sx={{ display: { xs: 'none', sm: 'block' } }} />
                  <Grid size={{ xs: 12, sm: 6 }}>{text('givenName', 'First name', 'given-name')}</Grid>
                  <Grid size={{ xs: 12, sm: 6 }}>{text('familyName', 'Last name', 'family-name')}</Grid>
                  <Grid size={12}>{text('street', 'Street', 'street-address')}</Grid>
                  <Grid size={{ xs: 12, sm: 4 }}>{text('postCode', 'Postal code', 'postal-code')}</Grid>
                  <Grid size={{ xs: 12, sm: 8 }}>{text('city', 'City', 'address-level2')}</Grid>
                  <Grid size={12}>
                    <TextField
                      label="Country"
                      select
                      required
                      autoComplete="country"
                      slotProps={nativeSelect}
                      error={!!errors.country}
                      helperText={errors.country?.message}
                      {...register('country')}
                    >
                      {CHECKOUT_COUNTRIES.map((code) => (
                        <option key={code} value={code}>
                          {countries.data?.[code] ?? code}
                        </option>
                      ))}
                    </TextField>
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
                <Table size="small" aria-labelledby="checkout-summary">
                  <TableBody
                    sx={{
                      '& th': { color: 'text.secondary', fontWeight: 500, pl: 0 },
                      '& td': { fontWeight: 600, pr: 0 },
                    }}
                  >
                    <TableRow>
                      <TableCell component="th" scope="row">
                        Plan
                      </TableCell>
                      <TableCell align="right">Pro</TableCell>
                    </TableRow>
                    <TableRow>
                      <TableCell component="th" scope="row">
                        License type
                      </TableCell>
                      <TableCell align="right">Personal</TableCell>
                    </TableRow>
                    <TableRow>
                      <TableCell component="th" scope="row">
                        Valid until
                      </TableCell>
                      <TableCell align="right">
                        {period.until}
                        {period.stacked && (
                          <Typography
                            variant="body2"
                            color="textSecondary"
                            component="span"
                            sx={{ display: 'block' }}
                          >
                            from {period.from}, when your current licence ends
                          </Typography>
                        )}
                      </TableCell>
                    </TableRow>
                    <TableRow>
                      <TableCell component="th" scope="row">
                        Price per year
                      </TableCell>
                      <TableCell align="right">
                        {PRO_PRICE_PER_YEAR} {currency}
                      </TableCell>
                    </TableRow>
                    <TableRow sx={{ '& th, & td': { borderBottom: 0, fontSize: '1.05rem', pt: 2 } }}>
                      <TableCell component="th" scope="row" sx={{ color: 'text.primary !important' }}>
                        Total
                      </TableCell>
                      <TableCell align="right">
                        {checkoutTotal(PRO_PRICE_PER_YEAR, 1)} {currency}
                      </TableCell>
                    </TableRow>
                  </TableBody>
                </Table>
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
