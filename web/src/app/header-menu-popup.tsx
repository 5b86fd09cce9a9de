import AccountCircleOutlined from '@mui/icons-material/AccountCircleOutlined';
import Logout from '@mui/icons-material/Logout';
import VerifiedOutlined from '@mui/icons-material/VerifiedOutlined';
import { Divider, ListItemIcon, Menu, MenuItem } from '@mui/material';
import { Link as RouterLink } from '../lib/router';

const ICONS = { profile: AccountCircleOutlined, license: VerifiedOutlined, logout: Logout };

/** One item of a header menu: a link, or an action (Logout), with an optional icon and a divider above. */
export interface MenuEntry {
  label: string;
  to?: string;
  onSelect?: () => void;
  icon?: keyof typeof ICONS;
  dividerBefore?: boolean;
}

/** The open menu of a HeaderMenu button (its own chunk: loaded on the first hover or click). */
export default function HeaderMenuPopup({
  id,
  anchor,
  entries,
  onClose,
}: {
  id: string;
  anchor: HTMLElement | null;
  entries: MenuEntry[];
  onClose(): void;
}) {
  return (
    <Menu
      id={id}
      anchorEl={anchor}
      open={!!anchor}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
    >
      {entries.flatMap((entry) => {
        const Icon = entry.icon && ICONS[entry.icon];
        const content = (
          <>
            {Icon && (
              <ListItemIcon>
                <Icon fontSize="small" />
              </ListItemIcon>
            )}
            {entry.label}
          </>
        );
        const onClick = () => {
          onClose();
          entry.onSelect?.();
        };
        const item = entry.to ? (
          <MenuItem key={entry.label} component={RouterLink} to={entry.to} onClick={onClick}>
            {content}
          </MenuItem>
        ) : (
          <MenuItem key={entry.label} onClick={onClick}>
            {content}
          </MenuItem>
        );
        return entry.dividerBefore ? [<Divider key={`${entry.label}-divider`} />, item] : [item];
      })}
    </Menu>
  );
}
