import CloseIcon from '@mui/icons-material/Close';
import { Box, Divider, IconButton, Typography } from '@mui/material';
import { MESSAGES } from '@quizzical/common';
import type { ReactNode } from 'react';
import { NativeDialog } from '../components/native-dialog';
import { Link as RouterLink } from '../lib/router';
import { InitialsBadge } from './header-badges';
import { ACCOUNT_LINKS, type HeaderLinks, type NavItem, VISITOR_LINKS } from './header-links';

/** One row of the drawer: a link (or the logout button) as wide as the drawer, 48 px high. */
const rowSx = {
  display: 'flex',
  alignItems: 'center',
  width: '100%',
  minHeight: 48,
  px: 2,
  border: 0,
  bgcolor: 'transparent',
  color: 'text.primary',
  font: 'inherit',
  fontSize: '1rem',
  textAlign: 'left',
  textDecoration: 'none',
  cursor: 'pointer',
  '&:hover': { bgcolor: 'action.hover' },
  '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: -2 },
} as const;

function DrawerSection({ title, children }: { title?: string; children: ReactNode }) {
  return (
    <Box component="ul" sx={{ listStyle: 'none', m: 0, py: 1, px: 0 }}>
      {title && (
        <Box
          component="li"
          sx={{ px: 2, lineHeight: '48px', fontSize: '0.875rem', fontWeight: 500, color: 'text.secondary' }}
        >
          {title}
        </Box>
      )}
      {children}
    </Box>
  );
}

function DrawerLink({ item, onClick }: { item: NavItem; onClick(): void }) {
  return (
    <li>
      <Box component={RouterLink} to={item.to} onClick={onClick} sx={rowSx}>
        {item.label}
      </Box>
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
  const { account } = links;
  return (
    <NativeDialog open={open} onClose={onClose} placement="right" maxWidth={300} label="Menu">
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', px: 2, py: 1.5 }}>
        <Typography component="p" variant="subtitle1">
          Menu
        </Typography>
        <IconButton aria-label="Close menu" onClick={onClose}>
          <CloseIcon />
        </IconButton>
      </Box>
      <Divider />
      {account?.known && (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, px: 2, py: 2 }}>
          <InitialsBadge initials={account.initials} size={40} />
          <Box sx={{ minWidth: 0 }}>
            <Typography sx={{ fontWeight: 600 }} noWrap>
              {account.name}
            </Typography>
            {links.noLicense && (
              <Typography variant="body2" sx={{ color: 'warning.main', fontWeight: 600 }}>
                {MESSAGES.noActiveLicense}
              </Typography>
            )}
          </Box>
        </Box>
      )}
      <Box component="nav" aria-label="Mobile">
        <DrawerSection>
          {links.main.map((item) => (
            <DrawerLink key={item.to} item={item} onClick={onClose} />
          ))}
        </DrawerSection>
        <Divider />
        {account ? (
          <DrawerSection title="Account">
            {ACCOUNT_LINKS.map((item) => (
              <DrawerLink key={item.to} item={item} onClick={onClose} />
            ))}
            <li>
              <Box component="button" type="button" onClick={onLogout} sx={rowSx}>
                Logout
              </Box>
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
            <Divider />
            <DrawerSection title="Admin">
              {links.staff.map((item) => (
                <DrawerLink key={item.to} item={item} onClick={onClose} />
              ))}
            </DrawerSection>
          </>
        )}
      </Box>
    </NativeDialog>
  );
}
