import { Box } from '@mui/material';
import type { ReactNode } from 'react';
import { useT } from '../../../lib/i18n';

/** One brand card of the strip: a rounded rectangle at `x`. */
function BrandCard({
  x,
  fill,
  stroke,
  children,
}: {
  x: number;
  fill: string;
  stroke?: string;
  children: ReactNode;
}) {
  return (
    <g transform={x ? `translate(${x} 0)` : undefined}>
      <rect x="0.5" y="0.5" width="55" height="35" rx="5" fill={fill} stroke={stroke} />
      {children}
    </g>
  );
}

/** A brand's name written on its card. */
function Wordmark({
  text,
  y = 22,
  weight = '800',
  size,
  color = '#fff',
  italic = false,
}: {
  text: string;
  y?: number;
  weight?: string;
  size: number;
  color?: string;
  italic?: boolean;
}) {
  return (
    <text
      x="28"
      y={y}
      textAnchor="middle"
      fontFamily="Arial, sans-serif"
      fontWeight={weight}
      fontStyle={italic ? 'italic' : undefined}
      fontSize={size}
      fill={color}
    >
      {text}
    </text>
  );
}

/** The accepted payment methods as one inline SVG (no external image: the CSP allows none). */
export function PaymentMethods() {
  const t = useT();
  return (
    <Box
      component="svg"
      role="img"
      aria-label={t('billing.payment_methods')}
      viewBox="0 0 248 36"
      sx={{ width: '100%', maxWidth: 248, height: 'auto', display: 'block' }}
    >
      <BrandCard x={0} fill="#fff" stroke="#d7dae6">
        <Wordmark text="VISA" y={24} weight="900" italic size={15} color="#1a1f71" />
      </BrandCard>
      <BrandCard x={64} fill="#fff" stroke="#d7dae6">
        <circle cx="22" cy="18" r="10" fill="#eb001b" />
        <circle cx="34" cy="18" r="10" fill="#f79e1b" fillOpacity="0.9" />
      </BrandCard>
      <BrandCard x={128} fill="#1f72cd">
        <Wordmark text="AMEX" size={11} />
      </BrandCard>
      <BrandCard x={192} fill="#000">
        <Wordmark text="TWINT" size={10} />
      </BrandCard>
    </Box>
  );
}
