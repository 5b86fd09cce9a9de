import type { ReactNode } from 'react';
import { NativeDialog } from '../components/native-dialog';
import { SvgIcon } from '../components/svg-icon';
import { useT } from '../lib/i18n';
import { Link as RouterLink } from '../lib/router';
import { InitialsBadge } from './header-badges';
import { ACCOUNT_LINKS, type HeaderLinks, type NavItem, VISITOR_LINKS } from './header-links';
import { LanguageSelect } from './language-select';

/** @mui/icons-material's Close. */
const CLOSE_ICON =
  'M19 6.41 17.59 5 12 10.59 6.41 5 5 6.41 10.59 12 5 17.59 6.41 19 12 13.41 17.59 19 19 17.59 13.41 12z';

function DrawerSection({ title, children }: { title?: string; children: ReactNode }) {
  return (
    <ul className="qz-drawer-section">
      {title && <li className="qz-drawer-title">{title}</li>}
      {children}
    </ul>
  );
}

/** One row of the drawer: a link (or the logout button) as wide as the drawer, 48 px high. */
function DrawerLink({ item, onClick }: { item: NavItem; onClick(): void }) {
  const t = useT();
  return (
    <li>
      <RouterLink to={item.to} onClick={onClick} className="qz-drawer-row">
        {t(item.label)}
      </RouterLink>
    </li>
  );
}

/**
 * The phone's and small tablet's menu: the header's links (header-links.ts) in a sheet from the right,
 * a native modal dialog (components/native-dialog.tsx).
 */
export function HeaderDrawer({
  links,
  open,
  onClose,
  onLogout,
}: {
  links: HeaderLinks;
  open: boolean;
  onClose(): void;
  onLogout(): void;
}) {
  const t = useT();
  const { account } = links;
  return (
    <NativeDialog open={open} onClose={onClose} placement="right" maxWidth={300} label={t('header.menu')}>
      <div className="qz-drawer-head">
        <p className="qz-drawer-heading">{t('header.menu')}</p>
        <button
          type="button"
          className="ui-icon-button"
          aria-label={t('header.close_menu')}
          onClick={onClose}
        >
          <SvgIcon path={CLOSE_ICON} />
        </button>
      </div>
      <hr className="qz-divider" />
      {account?.known && (
        <div className="qz-drawer-account">
          <InitialsBadge initials={account.initials} size={40} />
          <div className="qz-drawer-who">
            <p className="qz-drawer-name">{account.name}</p>
            {links.noLicense && <p className="qz-drawer-no-license">{t('header.no_active_license')}</p>}
          </div>
        </div>
      )}
      <nav aria-label={t('header.mobile_nav')}>
        <DrawerSection>
          {links.main.map((item) => (
            <DrawerLink key={item.to} item={item} onClick={onClose} />
          ))}
        </DrawerSection>
        <hr className="qz-divider" />
        {account ? (
          <DrawerSection title={t('header.account')}>
            {ACCOUNT_LINKS.map((item) => (
              <DrawerLink key={item.to} item={item} onClick={onClose} />
            ))}
            <li>
              <button type="button" onClick={onLogout} className="qz-drawer-row">
                {t('header.logout')}
              </button>
            </li>
          </DrawerSection>
        ) : (
          <DrawerSection>
            {VISITOR_LINKS.map((item) => (
              <DrawerLink key={item.to} item={item} onClick={onClose} />
            ))}
          </DrawerSection>
        )}
        {links.staff.length > 0 && (
          <>
            <hr className="qz-divider" />
            <DrawerSection title={t('header.admin')}>
              {links.staff.map((item) => (
                <DrawerLink key={item.to} item={item} onClick={onClose} />
              ))}
            </DrawerSection>
          </>
        )}
      </nav>
      <hr className="qz-divider" />
      <LanguageSelect className="qz-drawer-language" />
    </NativeDialog>
  );
}
