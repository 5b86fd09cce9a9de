import { Table, TableBody, TableCell, TableRow } from '@mui/material';
import { checkoutTotal, PRO_PRICE_PER_YEAR } from '@quizzical/common';
import type { ReactNode } from 'react';

const TOTAL_ROW = { '& th, & td': { borderBottom: 0, fontSize: '1.05rem', pt: 2 } };

function SummaryRow({
  label,
  total = false,
  children,
}: {
  label: string;
  total?: boolean;
  children: ReactNode;
}) {
  return (
    <TableRow sx={total ? TOTAL_ROW : undefined}>
      <TableCell component="th" scope="row" sx={total ? { color: 'text.primary !important' } : undefined}>
        {label}
      </TableCell>
      <TableCell align="right">{children}</TableCell>
    </TableRow>
  );
}

/** The checkout's order: the Pro plan for one year, until when, and what it costs in `currency`. */
export function OrderSummary({
  labelledBy,
  validUntil,
  currency,
}: {
  labelledBy: string;
  validUntil: string;
  currency: string;
}) {
  return (
    <Table size="small" aria-labelledby={labelledBy}>
      <TableBody
        sx={{
          '& th': { color: 'text.secondary', fontWeight: 500, pl: 0 },
          '& td': { fontWeight: 600, pr: 0 },
        }}
      >
        <SummaryRow label="Plan">Pro</SummaryRow>
        <SummaryRow label="License type">Personal</SummaryRow>
        <SummaryRow label="Valid until">{validUntil}</SummaryRow>
        <SummaryRow label="Price per year">
          {PRO_PRICE_PER_YEAR} {currency}
        </SummaryRow>
        <SummaryRow label="Total" total>
          {checkoutTotal(PRO_PRICE_PER_YEAR, 1)} {currency}
        </SummaryRow>
      </TableBody>
    </Table>
  );
}
