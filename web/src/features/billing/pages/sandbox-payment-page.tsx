import billingTexts from 'virtual:catalogue-part/billing';
import CreditCard from '@mui/icons-material/CreditCard';
import ScienceOutlined from '@mui/icons-material/ScienceOutlined';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  CircularProgress,
  InputAdornment,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { SANDBOX_CARDS } from '@quizzical/common';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormErrorBanner } from '../../../components/form-error-banner';
import { PageContainer } from '../../../components/page-container';
import { pageLinkTag } from '../../../components/page-link-tag';
import { hasErrorCode, isApiError } from '../../../lib/api-client';
import { applyServerErrors } from '../../../lib/form-errors';
import { errorText, fieldErrorText, formatNumber, rich, useLanguage, useT } from '../../../lib/i18n';
import { Link as RouterLink, useNavigate, useParams } from '../../../lib/router';
import { usePayment } from '../api/get-payment';
import { usePaySandbox } from '../api/pay-sandbox';
import { TestModeNotice } from '../components/test-mode-notice';

/** The parts of the catalogues this page's texts need beyond the core (app/routes.tsx loads them). */
export const catalogueParts = [billingTexts];

/** 4242424242424242 -> '4242 4242 4242 4242'. */
const groups = (digits: string) => digits.replace(/(\d{4})(?=\d)/g, '$1 ');

const TEST_CARDS = [
  { number: SANDBOX_CARDS.success, outcome: 'billing.sandbox.outcome.success' },
  { number: SANDBOX_CARDS.declined, outcome: 'billing.sandbox.outcome.declined' },
  { number: SANDBOX_CARDS.failsLater, outcome: 'billing.sandbox.outcome.fails_later' },
] as const;

/** An amount with its two decimals, in the language's writing (49.00, 49,00). */
const money = (amount: number) =>
  formatNumber(amount, { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** The page's one button under the card field: pay, continue, or try again. */
const NEXT_STEP = { variant: 'contained', size: 'large', fullWidth: true, sx: { mt: 2.5 } } as const;

/** /billing/sandbox/{id}: the built-in test payment page (the sandbox provider's "bank"). */
export function SandboxPaymentPage() {
  const t = useT();
  useLanguage();
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const payment = usePayment(id);
  const pay = usePaySandbox();
  const [banner, setBanner] = useState<string[]>([]);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<{ card_number: string }>({ defaultValues: { card_number: '' } });

  const onSubmit = handleSubmit(({ card_number }) => {
    setBanner([]);
    pay.mutate(
      { id, cardNumber: card_number },
      {
        onSuccess: (result) => navigate(result.redirect, { state: { paymentId: id } }),
        onError: (error) => {
          const rest = applyServerErrors(error, setError, ['card_number']);
          if (hasErrorCode(error, 'billing.already_settled')) {
            setBanner([errorText(error)]);
            void payment.refetch();
          } else if (rest.length > 0) setBanner(rest.map(fieldErrorText));
          else if (!isApiError(error) || error.status !== 400) setBanner([t('billing.sandbox.failed')]);
          // a declined card settles the payment: show it, the error stays under the field
          if (isApiError(error) && error.status === 400) void payment.refetch();
        },
      },
    );
  });

  const data = payment.data;
  return (
    <PageContainer title={t('billing.sandbox.title')} subtitle={t('billing.sandbox.subtitle')} maxWidth="sm">
      <TestModeNotice />
      {payment.isPending && (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
          <CircularProgress aria-label={t('billing.sandbox.loading')} />
        </Box>
      )}
      {payment.isError && (
        <Alert severity="error">
          {rich(t('billing.sandbox.not_found'), {
            again: pageLinkTag('/billing/plan'),
          })}
        </Alert>
      )}
      {data && (
        <Card>
          <CardContent sx={{ p: { xs: 2.5, sm: 4 } }}>
            <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'flex-start', mb: 3 }}>
              <Box>
                <Typography variant="body2" color="textSecondary">
                  {t('billing.sandbox.product')}
                </Typography>
                <Typography
                  sx={{ fontSize: '2rem', fontWeight: 800 }}
                  aria-label={t('billing.sandbox.amount')}
                >
                  {money(data.amount)} {data.currency}
                </Typography>
              </Box>
              <ScienceOutlined color="primary" aria-hidden="true" fontSize="large" />
            </Stack>
            {data.status !== 'pending' && (
              <Alert severity={data.status === 'paid' ? 'success' : 'error'} sx={{ mb: 2.5 }}>
                {data.status === 'paid' ? t('billing.sandbox.paid') : t('billing.sandbox.declined')}
              </Alert>
            )}
            <Box component="form" noValidate onSubmit={onSubmit}>
              <FormErrorBanner messages={banner} gutterBottom />
              <TextField
                label={t('billing.sandbox.card_number')}
                autoComplete="cc-number"
                required
                disabled={data.status !== 'pending'}
                placeholder="4242 4242 4242 4242"
                error={!!errors.card_number}
                helperText={errors.card_number?.message && fieldErrorText(errors.card_number.message)}
                slotProps={{
                  htmlInput: { inputMode: 'numeric', maxLength: 23 },
                  input: {
                    startAdornment: (
                      <InputAdornment position="start">
                        <CreditCard aria-hidden="true" />
                      </InputAdornment>
                    ),
                  },
                }}
                {...register('card_number', { required: t('billing.sandbox.enter_card') })}
              />
              {data.status === 'pending' && (
                <Button type="submit" loading={pay.isPending} {...NEXT_STEP}>
                  {t('billing.sandbox.pay', { amount: money(data.amount), currency: data.currency })}
                </Button>
              )}
              {data.status === 'paid' && (
                <Button component={RouterLink} to="/billing/confirmation" {...NEXT_STEP}>
                  {t('common.continue')}
                </Button>
              )}
              {(data.status === 'declined' || data.status === 'failed') && (
                <Button
                  component={RouterLink}
                  to="/billing/checkout"
                  state={{ currency: data.currency }}
                  {...NEXT_STEP}
                >
                  {t('common.try_again')}
                </Button>
              )}
            </Box>
            {data.status === 'pending' && (
              <Box
                component="section"
                aria-labelledby="test-cards"
                sx={{ mt: 3, p: 2, borderRadius: 2, bgcolor: 'background.default' }}
              >
                <Typography id="test-cards" variant="subtitle2" component="h2" gutterBottom>
                  {t('billing.sandbox.test_cards')}
                </Typography>
                <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
                  {TEST_CARDS.map((card) => (
                    <Typography component="li" variant="body2" key={card.number}>
                      <Box component="span" sx={{ fontFamily: 'monospace', fontWeight: 600 }}>
                        {groups(card.number)}
                      </Box>{' '}
                      {t(card.outcome)}
                    </Typography>
                  ))}
                </Box>
              </Box>
            )}
          </CardContent>
        </Card>
      )}
    </PageContainer>
  );
}
