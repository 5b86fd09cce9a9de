import AccountCircleOutlined from '@mui/icons-material/AccountCircleOutlined';
import AdminPanelSettingsOutlined from '@mui/icons-material/AdminPanelSettingsOutlined';
import CloseIcon from '@mui/icons-material/Close';
import KeyboardArrowDown from '@mui/icons-material/KeyboardArrowDown';
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
  Drawer,
  IconButton,
  List,
  ListItem,
  ListItemButton,
  ListItemIcon,
  ListItemText,
  ListSubheader,
  Menu,
  MenuItem,
  Toolbar,
  Typography,
} from '@mui/material';
import { MESSAGES, type User } from '@quizzical/common';
import { type MouseEvent, useId, useState } from 'react';
import { NavLink, Link as RouterLink } from 'react-router';
import { Logo } from '../components/logo';
import { displayName, useAuth, useSignOut } from '../lib/auth';

interface NavItem {
  label: string;
  to: string;
}

export const STAFF_LINKS: NavItem[] = [
  { label: 'License codes', to: '/admin/access_codes' },
  { label: 'Copy market quizz', to: '/admin/copy_market_quizz' },
];

function mainLinks(signedIn: boolean): NavItem[] {
  return [
    { label: 'Plans', to: '/plans' },
    { label: 'Market Quizz', to: '/market' },
    ...(signedIn ? [{ label: 'Quizz', to: '/quizz' }] : []),
  ];
}

function initials(user: User): string {
  const letters = `${user.first_name.trim()[0] ?? ''}${user.last_name.trim()[0] ?? ''}`;
  return (letters || user.email[0] || '?').toUpperCase();
}

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

function NoLicenseChip({ onClick }: { onClick?: () => void }) {
  return (
    <Chip
      component={RouterLink}
      to="/account/license"
      onClick={onClick}
      clickable
      size="small"
      variant="outlined"
      color="warning"
      label={MESSAGES.noActiveLicense}
      sx={{ fontWeight: 600 }}
    />
  );
}

function DesktopNavLink({ item }: { item: NavItem }) {
  return (
    <Button
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
  );
}

function DrawerLink({ item, onClick }: { item: NavItem; onClick(): void }) {
  return (
    <ListItem disablePadding>
      <ListItemButton component={RouterLink} to={item.to} onClick={onClick}>
        <ListItemText primary={item.label} />
      </ListItemButton>
    </ListItem>
  );
}

/** Default header (spec §2): logo, Plans, Market Quizz, Quizz; account, licence and staff menus. */
export function Header() {
  const { user, isAuthenticated, isStaff, hasPro } = useAuth();
  const signOut = useSignOut();
  const [userAnchor, setUserAnchor] = useState<HTMLElement | null>(null);
  const [staffAnchor, setStaffAnchor] = useState<HTMLElement | null>(null);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const userMenuId = useId();
  const staffMenuId = useId();
  const links = mainLinks(isAuthenticated);
  const name = user ? displayName(user) : '';

  const handleLogout = async () => {
    setUserAnchor(null);
    setDrawerOpen(false);
    await signOut('/');
  };

  const closeDrawer = () => setDrawerOpen(false);

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
          {links.map((item) => (
            <DesktopNavLink key={item.to} item={item} />
          ))}
        </Box>
        <Box sx={{ display: { xs: 'none', md: 'flex' }, alignItems: 'center', gap: 1 }}>
          {isAuthenticated ? (
            <>
              {user && !hasPro && <NoLicenseChip />}
              {isStaff && (
                <>
                  <Button
                    color="inherit"
                    sx={{ color: 'text.secondary' }}
                    startIcon={<AdminPanelSettingsOutlined />}
                    endIcon={<KeyboardArrowDown />}
                    aria-haspopup="menu"
                    aria-controls={staffAnchor ? staffMenuId : undefined}
                    aria-expanded={staffAnchor ? 'true' : undefined}
                    onClick={(e: MouseEvent<HTMLElement>) => setStaffAnchor(e.currentTarget)}
                  >
                    Admin
                  </Button>
                  <Menu
                    id={staffMenuId}
                    anchorEl={staffAnchor}
                    open={!!staffAnchor}
                    onClose={() => setStaffAnchor(null)}
                    anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
                    transformOrigin={{ vertical: 'top', horizontal: 'right' }}
                  >
                    {STAFF_LINKS.map((item) => (
                      <MenuItem
                        key={item.to}
                        component={RouterLink}
                        to={item.to}
                        onClick={() => setStaffAnchor(null)}
                      >
                        {item.label}
                      </MenuItem>
                    ))}
                  </Menu>
                </>
              )}
              <Button
                color="inherit"
                aria-haspopup="menu"
                aria-controls={userAnchor ? userMenuId : undefined}
                aria-expanded={userAnchor ? 'true' : undefined}
                onClick={(e: MouseEvent<HTMLElement>) => setUserAnchor(e.currentTarget)}
                endIcon={<KeyboardArrowDown />}
                sx={{ pl: 0.75, maxWidth: 260 }}
              >
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
                  {user ? initials(user) : ''}
                </Avatar>
                <Box
                  component="span"
                  sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
                >
                  {name || 'Account'}
                </Box>
              </Button>
              <Menu
                id={userMenuId}
                anchorEl={userAnchor}
                open={!!userAnchor}
                onClose={() => setUserAnchor(null)}
                anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
                transformOrigin={{ vertical: 'top', horizontal: 'right' }}
              >
                <MenuItem component={RouterLink} to="/account/profile" onClick={() => setUserAnchor(null)}>
                  <ListItemIcon>
                    <AccountCircleOutlined fontSize="small" />
                  </ListItemIcon>
                  Profile
                </MenuItem>
                <MenuItem component={RouterLink} to="/account/license" onClick={() => setUserAnchor(null)}>
                  <ListItemIcon>
                    <VerifiedOutlined fontSize="small" />
                  </ListItemIcon>
                  License
                </MenuItem>
                <Divider />
                <MenuItem onClick={handleLogout}>
                  <ListItemIcon>
                    <Logout fontSize="small" />
                  </ListItemIcon>
                  Logout
                </MenuItem>
              </Menu>
            </>
          ) : (
            <>
              <Button component={RouterLink} to="/login" color="inherit" sx={{ color: 'text.primary' }}>
                Sign in
              </Button>
              <Button component={RouterLink} to="/signup" variant="contained">
                Sign up
              </Button>
            </>
          )}
        </Box>

        {/* Phone and small tablet: one menu button opening a drawer */}
        <Box sx={{ display: { xs: 'flex', md: 'none' }, alignItems: 'center', gap: 1, ml: 'auto' }}>
          {isAuthenticated && user && !hasPro && <NoLicenseChip />}
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

      <Drawer
        anchor="right"
        open={drawerOpen}
        onClose={closeDrawer}
        slotProps={{ paper: { sx: { width: 300, maxWidth: '85vw' }, 'aria-label': 'Menu' } }}
      >
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', px: 2, py: 1.5 }}>
          <Typography component="p" variant="subtitle1">
            Menu
          </Typography>
          <IconButton aria-label="Close menu" onClick={closeDrawer}>
            <CloseIcon />
          </IconButton>
        </Box>
        <Divider />
        {isAuthenticated && user && (
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, px: 2, py: 2 }}>
            <Avatar aria-hidden="true" sx={{ bgcolor: 'primary.main', fontWeight: 700 }}>
              {initials(user)}
            </Avatar>
            <Box sx={{ minWidth: 0 }}>
              <Typography sx={{ fontWeight: 600 }} noWrap>
                {name}
              </Typography>
              {!hasPro && (
                <Typography variant="body2" sx={{ color: 'warning.main', fontWeight: 600 }}>
                  {MESSAGES.noActiveLicense}
                </Typography>
              )}
            </Box>
          </Box>
        )}
        <Box component="nav" aria-label="Mobile">
          <List>
            {links.map((item) => (
              <DrawerLink key={item.to} item={item} onClick={closeDrawer} />
            ))}
          </List>
          <Divider />
          {isAuthenticated ? (
            <List subheader={<ListSubheader component="li">Account</ListSubheader>}>
              <DrawerLink item={{ label: 'Profile', to: '/account/profile' }} onClick={closeDrawer} />
              <DrawerLink item={{ label: 'License', to: '/account/license' }} onClick={closeDrawer} />
              <ListItem disablePadding>
                <ListItemButton onClick={handleLogout}>
                  <ListItemText primary="Logout" />
                </ListItemButton>
              </ListItem>
            </List>
          ) : (
            <List>
              <DrawerLink item={{ label: 'Sign in', to: '/login' }} onClick={closeDrawer} />
              <DrawerLink item={{ label: 'Sign up', to: '/signup' }} onClick={closeDrawer} />
            </List>
          )}
          {isAuthenticated && isStaff && (
            <>
              <Divider />
              <List subheader={<ListSubheader component="li">Admin</ListSubheader>}>
                {STAFF_LINKS.map((item) => (
                  <DrawerLink key={item.to} item={item} onClick={closeDrawer} />
                ))}
              </List>
            </>
          )}
        </Box>
      </Drawer>
    </AppBar>
  );
}
