import type { User } from '@quizzical/common';
import { displayName, useAuth } from '../lib/auth';
import type { MessageKey } from '../lib/i18n';

export interface NavItem {
  /** the item's text in the catalogues */
  label: MessageKey;
  to: string;
}

export const STAFF_LINKS: NavItem[] = [
  { label: 'header.staff.license_codes', to: '/admin/access_codes' },
  { label: 'header.staff.copy_market', to: '/admin/copy_market_quizz' },
];

export const ACCOUNT_LINKS: NavItem[] = [
  { label: 'header.profile', to: '/account/profile' },
  { label: 'header.license', to: '/account/license' },
];

export const VISITOR_LINKS: NavItem[] = [
  { label: 'header.sign_in', to: '/login' },
  { label: 'header.sign_up', to: '/signup' },
];

function initials(user: User): string {
  const letters = `${user.first_name.trim()[0] ?? ''}${user.last_name.trim()[0] ?? ''}`;
  return (letters || user.email[0] || '?').toUpperCase();
}

/**
 * What the header offers this user (spec §2), once for the desktop bar and the phone's drawer: the
 * main links, then the account, licence notice and staff links of a signed-in user.
 */
export function useHeaderLinks() {
  const { user, isAuthenticated, isStaff, hasPro } = useAuth();
  return {
    main: [
      { label: 'header.plans', to: '/plans' },
      { label: 'header.market', to: '/market' },
      ...(isAuthenticated ? [{ label: 'header.quizzes', to: '/quizz' }] : []),
    ] as NavItem[],
    /** the signed-in user, with the name and initials the header shows */
    account: isAuthenticated
      ? { name: user ? displayName(user) : '', initials: user ? initials(user) : '', known: !!user }
      : undefined,
    /** 'No active license' next to the menu of a signed-in user without Pro */
    noLicense: isAuthenticated && !!user && !hasPro,
    staff: isAuthenticated && isStaff ? STAFF_LINKS : [],
  };
}

export type HeaderLinks = ReturnType<typeof useHeaderLinks>;
