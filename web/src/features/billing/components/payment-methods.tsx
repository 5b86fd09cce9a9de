import { Box } from '@mui/material';

/** The accepted payment methods as one inline SVG (no external image: the CSP allows none). */
export function PaymentMethods() {
  return (
    <Box
      component="svg"
      role="img"
      aria-label="Accepted payment methods: Visa, Mastercard, American Express, TWINT"
      viewBox="0 0 248 36"
      sx={{ width: '100%', maxWidth: 248, height: 'auto', display: 'block' }}
    >
      <g>
        <rect x="0.5" y="0.5" width="55" height="35" rx="5" fill="#fff" stroke="#d7dae6" />
        <text
          x="28"
          y="24"
          textAnchor="middle"
          fontFamily="Arial, sans-serif"
          fontWeight="900"
          fontStyle="italic"
          fontSize="15"
          fill="#1a1f71"
        >
          VISA
        </text>
      </g>
      <g transform="translate(64 0)">
        <rect x="0.5" y="0.5" width="55" height="35" rx="5" fill="#fff" stroke="#d7dae6" />
        <circle cx="22" cy="18" r="10" fill="#eb001b" />
        <circle cx="34" cy="18" r="10" fill="#f79e1b" fillOpacity="0.9" />
      </g>
      <g transform="translate(128 0)">
        <rect x="0.5" y="0.5" width="55" height="35" rx="5" fill="#1f72cd" />
        <text
          x="28"
          y="22"
          textAnchor="middle"
          fontFamily="Arial, sans-serif"
          fontWeight="800"
          fontSize="11"
          fill="#fff"
        >
          AMEX
        </text>
      </g>
      <g transform="translate(192 0)">
        <rect x="0.5" y="0.5" width="55" height="35" rx="5" fill="#000" />
        <text
          x="28"
          y="22"
          textAnchor="middle"
          fontFamily="Arial, sans-serif"
          fontWeight="800"
          fontSize="10"
          fill="#fff"
        >
          TWINT
        </text>
      </g>
    </Box>
  );
}
