import AccountCircleOutlined from '@mui/icons-material/AccountCircleOutlined';
import AdminPanelSettingsOutlined from '@mui/icons-material/AdminPanelSettingsOutlined';
import Logout from '@mui/icons-material/Logout';
import MenuIcon from '@mui/icons-material/Menu';
import VerifiedOutlined from '@mui/icons-material/VerifiedOutlined';
import {
  AppBar,
  Avatar,
  Box,
  Button,
  Chip,
  Divider,
  IconButton,
  ListItemIcon,
  MenuItem,
  Toolbar,
} from '@mui/material';
import { MESSAGES } from '@quizzical/common';
import { useState } from 'react';
import { Logo } from '../components/logo';
import { useSignOut } from '../lib/auth';
import { NavLink, Link as RouterLink } from '../lib/router';
import { HeaderDrawer } from './header-drawer';
import { ACCOUNT_LINKS, useHeaderLinks, VISITOR_LINKS } from './header-links';
import { HeaderMenu } from './header-menu';

const ACCOUNT_ICONS: Record<string, typeof AccountCircleOutlined> = {
  '/account/profile': AccountCircleOutlined,
  '/account/license': VerifiedOutlined,
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

function NoLicenseChip() {
  return (
    <Chip
      component={RouterLink}
      to="/account/license"
      clickable
      size="small"
      variant="outlined"
      color="warning"
      label={MESSAGES.noActiveLicense}
      sx={{ fontWeight: 600 }}
    />
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
          {links.noLicense && <NoLicenseChip />}
          {links.staff.length > 0 && (
            <HeaderMenu
              label="Admin"
              buttonProps={{ sx: { color: 'text.secondary' }, startIcon: <AdminPanelSettingsOutlined /> }}
            >
              {(close) =>
                links.staff.map((item) => (
                  <MenuItem key={item.to} component={RouterLink} to={item.to} onClick={close}>
                    {item.label}
                  </MenuItem>
                ))
              }
            </HeaderMenu>
          )}
          {account ? (
            <HeaderMenu
              buttonProps={{ sx: { pl: 0.75, maxWidth: 260 } }}
              label={
                <>
                  <Avatar
                    aria-hidden="true"
                    sx={{
                      width: 30,
                      height: 30,
                      mr: 1,
                      fontSize: 13,
                      fontWeight: 700,
                      bgcolor: 'primary.main',
                    }}
                  >
                    {account.initials}
                  </Avatar>
                  <Box
                    component="span"
                    sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
                  >
                    {account.name || 'Account'}
                  </Box>
                </>
              }
            >
              {(close) => [
                ...ACCOUNT_LINKS.map((item) => {
                  const Icon = ACCOUNT_ICONS[item.to];
                  return (
                    <MenuItem key={item.to} component={RouterLink} to={item.to} onClick={close}>
                      <ListItemIcon>
                        <Icon fontSize="small" />
                      </ListItemIcon>
                      {item.label}
                    </MenuItem>
                  );
                }),
                <Divider key="divider" />,
                <MenuItem
                  key="logout"
                  onClick={() => {
                    close();
                    void logout();
                  }}
                >
                  <ListItemIcon>
                    <Logout fontSize="small" />
                  </ListItemIcon>
                  Logout
                </MenuItem>,
              ]}
            </HeaderMenu>
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
          {links.noLicense && <NoLicenseChip />}
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
