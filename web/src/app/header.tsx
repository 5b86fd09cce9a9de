import AdminPanelSettingsOutlined from '@mui/icons-material/AdminPanelSettingsOutlined';
import MenuIcon from '@mui/icons-material/Menu';
import { AppBar, Box, Button, IconButton, Toolbar } from '@mui/material';
import { useState } from 'react';
import { Logo } from '../components/logo';
import { useSignOut } from '../lib/auth';
import { NavLink, Link as RouterLink } from '../lib/router';
import { InitialsBadge, NoLicenseLink } from './header-badges';
import { HeaderDrawer } from './header-drawer';
import { ACCOUNT_LINKS, useHeaderLinks, VISITOR_LINKS } from './header-links';
import type { MenuEntry } from './header-menu';
import { HeaderMenu } from './header-menu';

const ACCOUNT_ICONS: Record<string, MenuEntry['icon']> = {
  '/account/profile': 'profile',
  '/account/license': 'license',
};

/** The brand link of every header variant. */
export function HomeLogoLink() {
  return (
    <Box
      component={RouterLink}
      to="/"
      aria-label="Quizzical, home"
      sx={{ display: 'inline-flex', alignItems: 'center', textDecoration: 'none', borderRadius: 2, mr: 2 }}
    >
      <Logo />
    </Box>
  );
}

/**
 * Default header (spec §2): logo, Plans, Market Quizz, Quizz; account, licence and staff menus. The
 * links come from one place (header-links.ts): in the bar on a desktop, in a drawer on a phone.
 */
export function Header() {
  const links = useHeaderLinks();
  const { account } = links;
  const signOut = useSignOut();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const logout = async () => {
    setDrawerOpen(false);
    await signOut('/');
  };

  return (
    <AppBar
      component="header"
      position="sticky"
      color="inherit"
      elevation={0}
      sx={{
        borderBottom: 1,
        borderColor: 'divider',
        bgcolor: 'rgba(255,255,255,0.92)',
        backdropFilter: 'blur(8px)',
      }}
    >
      <Toolbar sx={{ gap: 1, minHeight: { xs: 60, md: 68 }, px: { xs: 2, md: 3 } }}>
        <HomeLogoLink />

        {/* Desktop */}
        <Box
          component="nav"
          aria-label="Main"
          sx={{ display: { xs: 'none', md: 'flex' }, gap: 0.5, flexGrow: 1 }}
        >
          {links.main.map((item) => (
            <Button
              key={item.to}
              component={NavLink}
              to={item.to}
              end={item.to === '/quizz'}
              color="inherit"
              sx={{
                color: 'text.secondary',
                px: 1.5,
                '&.active': { color: 'primary.main', bgcolor: 'rgba(79, 70, 229, 0.08)' },
              }}
            >
              {item.label}
            </Button>
          ))}
        </Box>
        <Box sx={{ display: { xs: 'none', md: 'flex' }, alignItems: 'center', gap: 1 }}>
          {links.noLicense && <NoLicenseLink />}
          {links.staff.length > 0 && (
            <HeaderMenu
              label="Admin"
              buttonProps={{ sx: { color: 'text.secondary' }, startIcon: <AdminPanelSettingsOutlined /> }}
              entries={links.staff.map((item) => ({ label: item.label, to: item.to }))}
            />
          )}
          {account ? (
            <HeaderMenu
              buttonProps={{ sx: { pl: 0.75, maxWidth: 260 } }}
              label={
                <>
                  <InitialsBadge initials={account.initials} size={30} />
                  <Box
                    component="span"
                    sx={{ ml: 1, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
                  >
                    {account.name || 'Account'}
                  </Box>
                </>
              }
              entries={[
                ...ACCOUNT_LINKS.map((item) => ({
                  label: item.label,
                  to: item.to,
                  icon: ACCOUNT_ICONS[item.to],
                })),
                { label: 'Logout', icon: 'logout', dividerBefore: true, onSelect: () => void logout() },
              ]}
            />
          ) : (
            VISITOR_LINKS.map((item, i) => (
              <Button
                key={item.to}
                component={RouterLink}
                to={item.to}
                {...(i === 0
                  ? { color: 'inherit', sx: { color: 'text.primary' } }
                  : { variant: 'contained' })}
              >
                {item.label}
              </Button>
            ))
          )}
        </Box>

        {/* Phone and small tablet: one menu button opening a drawer */}
        <Box sx={{ display: { xs: 'flex', md: 'none' }, alignItems: 'center', gap: 1, ml: 'auto' }}>
          {links.noLicense && <NoLicenseLink />}
          <IconButton
            aria-label="Open menu"
            aria-haspopup="dialog"
            aria-expanded={drawerOpen ? 'true' : 'false'}
            onClick={() => setDrawerOpen(true)}
            edge="end"
          >
            <MenuIcon />
          </IconButton>
        </Box>
      </Toolbar>
      <HeaderDrawer links={links} open={drawerOpen} onClose={() => setDrawerOpen(false)} onLogout={logout} />
    </AppBar>
  );
}
