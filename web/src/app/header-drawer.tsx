import CloseIcon from '@mui/icons-material/Close';
import {
  Avatar,
  Box,
  Divider,
  Drawer,
  IconButton,
  List,
  ListItem,
  ListItemButton,
  ListItemText,
  ListSubheader,
  Typography,
} from '@mui/material';
import { MESSAGES } from '@quizzical/common';
import { Link as RouterLink } from '../lib/router';
import { ACCOUNT_LINKS, type HeaderLinks, type NavItem, VISITOR_LINKS } from './header-links';

function DrawerLink({ item, onClick }: { item: NavItem; onClick(): void }) {
  return (
    <ListItem disablePadding>
      <ListItemButton component={RouterLink} to={item.to} onClick={onClick}>
        <ListItemText primary={item.label} />
      </ListItemButton>
    </ListItem>
  );
}

/** The phone's and small tablet's menu: the header's links (header-links.ts) in a drawer from the right. */
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
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      slotProps={{ paper: { sx: { width: 300, maxWidth: '85vw' }, 'aria-label': 'Menu' } }}
    >
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
          <Avatar aria-hidden="true" sx={{ bgcolor: 'primary.main', fontWeight: 700 }}>
            {account.initials}
          </Avatar>
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
        <List>
          {links.main.map((item) => (
            <DrawerLink key={item.to} item={item} onClick={onClose} />
          ))}
        </List>
        <Divider />
        {account ? (
          <List subheader={<ListSubheader component="li">Account</ListSubheader>}>
            {ACCOUNT_LINKS.map((item) => (
              <DrawerLink key={item.to} item={item} onClick={onClose} />
            ))}
            <ListItem disablePadding>
              <ListItemButton onClick={onLogout}>
                <ListItemText primary="Logout" />
              </ListItemButton>
            </ListItem>
          </List>
        ) : (
          <List>
            {VISITOR_LINKS.map((item) => (
              <DrawerLink key={item.to} item={item} onClick={onClose} />
            ))}
          </List>
        )}
        {links.staff.length > 0 && (
          <>
            <Divider />
            <List subheader={<ListSubheader component="li">Admin</ListSubheader>}>
              {links.staff.map((item) => (
                <DrawerLink key={item.to} item={item} onClick={onClose} />
              ))}
            </List>
          </>
        )}
      </Box>
    </Drawer>
  );
}
