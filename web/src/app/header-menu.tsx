import KeyboardArrowDown from '@mui/icons-material/KeyboardArrowDown';
import { Button, type ButtonProps, Menu } from '@mui/material';
import { type MouseEvent, type ReactNode, useId, useState } from 'react';

/**
 * A header button opening a menu below it, right-aligned (the desktop bar's Admin and account menus).
 * `children` gets `close` for its items.
 */
export function HeaderMenu({
  label,
  buttonProps,
  children,
}: {
  label: ReactNode;
  buttonProps?: ButtonProps;
  children: (close: () => void) => ReactNode;
}) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const close = () => setAnchor(null);
  return (
    <>
      <Button
        color="inherit"
        endIcon={<KeyboardArrowDown />}
        {...buttonProps}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(e: MouseEvent<HTMLElement>) => setAnchor(e.currentTarget)}
      >
        {label}
      </Button>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={!!anchor}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        {children(close)}
      </Menu>
    </>
  );
}
