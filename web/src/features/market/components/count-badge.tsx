import type { ReactNode } from 'react';
import '../market.css';

/**
 * A number on the corner of an icon, drawn as MUI's primary Badge (hidden at 0 unless `showZero`,
 * '99+' past `max`), in plain elements styled by market.css (.mk-badge).
 */
export function CountBadge({
  count,
  showZero,
  max = 99,
  children,
  ...rest
}: {
  count: number;
  showZero?: boolean;
  max?: number;
  children: ReactNode;
  'aria-hidden'?: 'true';
}) {
  return (
    <span className="mk-badge" {...rest}>
      {children}
      {(count > 0 || showZero) && <span className="mk-badge-count">{count > max ? `${max}+` : count}</span>}
    </span>
  );
}
