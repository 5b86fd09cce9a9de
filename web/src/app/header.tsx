import { useState } from 'react';
import { Logo } from '../components/logo';
import { useSignOut } from '../lib/auth';
import { LANGUAGE_CODES, LANGUAGES, selectLanguage, useLanguage, useT } from '../lib/i18n';
import { NavLink, Link as RouterLink } from '../lib/router';
import { InitialsBadge, NoLicenseLink } from './header-badges';
import { HeaderDrawer } from './header-drawer';
import { HeaderIcon } from './header-icons';
import { ACCOUNT_LINKS, useHeaderLinks, VISITOR_LINKS } from './header-links';
import { HeaderMenu, type MenuEntry } from './header-menu';
import shellStyles from './shell.css?inline';

// The shell's stylesheet goes in with the script, not as a <link> in index.html's head: a stylesheet there
// holds back the first paint (index.html's boot bar, 0.7 s on Lighthouse's phone) until it has downloaded
// (2.0 s). The header renders only once this module has run, so its styles are always there first.
if (typeof document !== 'undefined' && !document.getElementById('qz-shell-styles')) {
  const style = document.createElement('style');
  style.id = 'qz-shell-styles';
  style.textContent = shellStyles;
  document.head.append(style);
}

const ACCOUNT_ICONS: Record<string, MenuEntry['icon']> = {
  '/account/profile': 'profile',
  '/account/license': 'license',
};

/** The brand link of every header variant. */
export function HomeLogoLink() {
  const t = useT();
  return (
    <RouterLink to="/" aria-label={t('header.home')} className="qz-brand">
      <Logo />
    </RouterLink>
  );
}

/**
 * Default header (spec §2): logo, Plans, Market Quizz, Quizz; account, licence and staff menus. The
 * links come from one place (header-links.ts): in the bar on a desktop, in a drawer on a phone. Plain
 * elements styled by app/shell.css: no MUI component renders in the header until a menu opens.
 */
export function Header() {
  const t = useT();
  const language = useLanguage();
  const links = useHeaderLinks();
  const { account } = links;
  const signOut = useSignOut();
  const [drawerOpen, setDrawerOpen] = useState(false);
  // the drawer mounts at its first opening (nothing of it is computed on a page's first render)
  const [drawerUsed, setDrawerUsed] = useState(false);
  const logout = async () => {
    setDrawerOpen(false);
    await signOut('/');
  };

  return (
    <header className="qz-header">
      <div className="qz-toolbar">
        <HomeLogoLink />

        {/* Desktop */}
        <nav aria-label={t('header.main_nav')} className="qz-nav">
          {links.main.map((item) => (
            <NavLink
              key={item.to}
              to={item.to}
              end={item.to === '/quizz'}
              className="qz-button qz-button--nav"
            >
              {t(item.label)}
            </NavLink>
          ))}
        </nav>
        <div className="qz-end">
          {links.noLicense && <NoLicenseLink />}
          {links.staff.length > 0 && (
            <HeaderMenu
              className="qz-button--muted"
              label={
                <>
                  <HeaderIcon name="admin" />
                  {t('header.admin')}
                </>
              }
              entries={links.staff.map((item) => ({ label: t(item.label), to: item.to }))}
            />
          )}
          {account ? (
            <HeaderMenu
              className="qz-button--account"
              label={
                <>
                  <InitialsBadge initials={account.initials} size={30} />
                  <span className="qz-ellipsis">{account.name || t('header.account')}</span>
                </>
              }
              entries={[
                ...ACCOUNT_LINKS.map((item) => ({
                  label: t(item.label),
                  to: item.to,
                  icon: ACCOUNT_ICONS[item.to],
                })),
                // the language menu of a signed-in user: the choice also goes to the account
                ...LANGUAGE_CODES.map((code, i) => ({
                  label: LANGUAGES[code],
                  lang: code,
                  checked: code === language,
                  dividerBefore: i === 0,
                  onSelect: () => void selectLanguage(code),
                })),
                {
                  label: t('header.logout'),
                  icon: 'logout',
                  dividerBefore: true,
                  onSelect: () => void logout(),
                },
              ]}
            />
          ) : (
            VISITOR_LINKS.map((item, i) => (
              <RouterLink
                key={item.to}
                to={item.to}
                className={i === 0 ? 'qz-button' : 'qz-button qz-button--contained'}
              >
                {t(item.label)}
              </RouterLink>
            ))
          )}
        </div>

        {/* Phone and small tablet: one menu button opening a drawer */}
        <div className="qz-phone">
          {links.noLicense && <NoLicenseLink />}
          <button
            type="button"
            className="qz-icon-button"
            aria-label={t('header.open_menu')}
            aria-haspopup="dialog"
            aria-expanded={drawerOpen ? 'true' : 'false'}
            onClick={() => {
              setDrawerUsed(true);
              setDrawerOpen(true);
            }}
          >
            <HeaderIcon name="menu" />
          </button>
        </div>
      </div>
      {drawerUsed && (
        <HeaderDrawer
          links={links}
          open={drawerOpen}
          onClose={() => setDrawerOpen(false)}
          onLogout={logout}
        />
      )}
    </header>
  );
}
