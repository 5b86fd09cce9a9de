import LockOutlined from '@mui/icons-material/LockOutlined';
import { Button, Stack, Table, TableBody, TableCell, TableRow, Typography } from '@mui/material';
import { checkoutTotal, PRO_PRICE_PER_YEAR } from '@quizzical/common';
import type { ReactNode } from 'react';
import { SectionCard } from '../../../components/section-card';
import { useT } from '../../../lib/i18n';
import type { Currency } from '../lib/checkout-form';
import type { LicensePeriod } from '../lib/use-license-period';
import { PaymentMethods } from './payment-methods';

function SummaryRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <TableRow>
      <TableCell component="th" scope="row">
        {label}
      </TableCell>
      <TableCell align="right">{children}</TableCell>
    </TableRow>
  );
}

/** 'Your order': plan, licence, validity, price and total, and the button that submits the checkout form. */
export function OrderSummaryCard({
  period,
  currency,
  submitting,
}: {
  period: LicensePeriod;
  currency: Currency;
  /** The payment is being started: the button shows a spinner. */
  submitting: boolean;
}) {
  const t = useT();
  return (
    <SectionCard id="checkout-summary" title={t('billing.summary.title')} titleGap={1}>
      <Table size="small" aria-labelledby="checkout-summary">
        <TableBody
          sx={{
            '& th': { color: 'text.secondary', fontWeight: 500, pl: 0 },
            '& td': { fontWeight: 600, pr: 0 },
          }}
        >
          <SummaryRow label={t('billing.plan')}>{t('components.license.tier.pro')}</SummaryRow>
          <SummaryRow label={t('billing.license_type')}>{t('billing.summary.personal')}</SummaryRow>
          <SummaryRow label={t('billing.summary.valid_until')}>
            {period.until}
            {period.stacked && (
              <Typography variant="body2" color="textSecondary" component="span" sx={{ display: 'block' }}>
                {t('billing.summary.stacked', { from: period.from })}
              </Typography>
            )}
          </SummaryRow>
          <SummaryRow label={t('billing.summary.price')}>
            {PRO_PRICE_PER_YEAR} {currency}
          </SummaryRow>
          <TableRow sx={{ '& th, & td': { borderBottom: 0, fontSize: '1.05rem', pt: 2 } }}>
            <TableCell component="th" scope="row" sx={{ color: 'text.primary !important' }}>
              {t('billing.summary.total')}
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
        loading={submitting}
        sx={{ mt: 3 }}
      >
        {t('billing.summary.proceed')}
      </Button>
      <Stack spacing={1} sx={{ mt: 2.5, alignItems: 'center' }}>
        <PaymentMethods />
        <Typography variant="caption" color="textSecondary" sx={{ textAlign: 'center' }}>
          {t('billing.summary.provider')}
        </Typography>
      </Stack>
    </SectionCard>
  );
}
