import { useT } from '../lib/i18n';
import { Link as RouterLink } from '../lib/router';

/** The signed-in user's initials in a round badge (decorative: the name is written beside it). */
export function InitialsBadge({ initials, size }: { initials: string; size: number }) {
  return (
    <span
      className="qz-initials"
      aria-hidden="true"
      style={{ width: size, height: size, fontSize: Math.round(size * 0.43) }}
    >
      {initials}
    </span>
  );
}

/** 'No active license', linking to the licence page (a signed-in user without Pro). */
export function NoLicenseLink() {
  const t = useT();
  return (
    <RouterLink to="/account/license" className="qz-button qz-button--warning">
      {t('header.no_active_license')}
    </RouterLink>
  );
}
