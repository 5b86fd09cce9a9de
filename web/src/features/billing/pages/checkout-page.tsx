import billingTexts from 'virtual:catalogue-part/billing';
import { zodResolver } from '@hookform/resolvers/zod';
import { Box, Grid } from '@mui/material';
import { useEffect, useEffectEvent, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { PageContainer } from '../../../components/page-container';
import { isApiError } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth';
import { applyServerErrors } from '../../../lib/form-errors';
import { useT } from '../../../lib/i18n';
import { useLocation } from '../../../lib/router';
import { useCreateTransaction } from '../api/create-transaction';
import { BillingAddressCard } from '../components/billing-address-card';
import { OrderSummaryCard } from '../components/order-summary-card';
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
import { useLicensePeriod } from '../lib/use-license-period';

/** The parts of the catalogues this page's texts need beyond the core (app/routes.tsx loads them). */
export const catalogueParts = [billingTexts];

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
  const t = useT();
  const location = useLocation();
  const { user } = useAuth();
  // the last attempt in this tab (a declined payment's 'Try again'), else the account's details
  const [draft] = useState(() => loadCheckoutDraft(user?.id));
  const currency = currencyFromState(location.state ?? draft);
  const transaction = useCreateTransaction();
  const [banner, setBanner] = useState<string[]>([]);
  const period = useLicensePeriod();
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
        else if (!isApiError(error) || error.status !== 400) setBanner([t('billing.checkout.failed')]);
      },
    });
  });

  return (
    <PageContainer
      title={t('billing.checkout.title')}
      subtitle={t('billing.checkout.subtitle')}
      maxWidth="lg"
    >
      <TestModeNotice />
      <Box component="form" noValidate onSubmit={onSubmit}>
        <Grid container spacing={3}>
          <Grid size={{ xs: 12, md: 7 }}>
            <BillingAddressCard register={register} control={control} errors={errors} banner={banner} />
          </Grid>
          <Grid size={{ xs: 12, md: 5 }}>
            <OrderSummaryCard period={period} currency={currency} submitting={transaction.isPending} />
          </Grid>
        </Grid>
      </Box>
    </PageContainer>
  );
}
