import { useId } from 'react';

/** The Quizzical mark (same drawing as /favicon.svg) and word. Decorative: the link around it is named. */
export function LogoMark({ size = 32 }: { size?: number }) {
  const gradientId = `logo-gradient-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  return (
    <svg
      viewBox="0 0 64 64"
      aria-hidden="true"
      focusable="false"
      width={size}
      height={size}
      style={{ flexShrink: 0 }}
    >
      <defs>
        <linearGradient id={gradientId} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#6366f1" />
          <stop offset="1" stopColor="#4338ca" />
        </linearGradient>
      </defs>
      <rect width="64" height="64" rx="16" fill={`url(#${gradientId})`} />
      <path
        d="M32 13c-9.9 0-17 7.3-17 17.5S22.1 48 32 48c2.7 0 5.2-.6 7.4-1.6l4.9 4.9a2.4 2.4 0 0 0 3.4-3.4l-4.4-4.4A17.8 17.8 0 0 0 49 30.5C49 20.3 41.9 13 32 13Zm0 6.2c6.2 0 10.6 4.7 10.6 11.3 0 2.9-.9 5.5-2.4 7.4l-3.6-3.6a2.4 2.4 0 0 0-3.4 3.4l3 3c-1.3.5-2.7.8-4.2.8-6.2 0-10.6-4.8-10.6-11.3S25.8 19.2 32 19.2Z"
        fill="#fff"
      />
      <circle cx="51" cy="14" r="5" fill="#fbbf24" />
    </svg>
  );
}

/** The mark and the word "Quizzical" (plain elements: it is in every page's header, app/shell.css). */
export function Logo({ size = 32 }: { size?: number }) {
  return (
    <>
      <LogoMark size={size} />
      <span className="qz-brand-word" style={{ fontSize: size * 0.62 }}>
        Quizzical
      </span>
    </>
  );
}
