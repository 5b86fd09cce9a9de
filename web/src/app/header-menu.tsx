import KeyboardArrowDown from '@mui/icons-material/KeyboardArrowDown';
import { Button, type ButtonProps } from '@mui/material';
import { lazy, type MouseEvent, type ReactNode, Suspense, useId, useState } from 'react';
import type { MenuEntry } from './header-menu-popup';

// MUI's Menu (Popover, Modal, MenuList, transitions: about 8 KB brotli) comes with the first click on a
// menu button, not with every page's first paint (issue 13).
const HeaderMenuPopup = lazy(() => import('./header-menu-popup'));

/** A header button opening a menu of `entries` below it, right-aligned (the desktop Admin and account menus). */
export function HeaderMenu({
  label,
  buttonProps,
  entries,
}: {
  label: ReactNode;
  buttonProps?: ButtonProps;
  entries: MenuEntry[];
}) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [wanted, setWanted] = useState(false);
  const menuId = useId();
  return (
    <>
      <Button
        color="inherit"
        endIcon={<KeyboardArrowDown />}
        {...buttonProps}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onMouseEnter={() => setWanted(true)}
        onClick={(e: MouseEvent<HTMLElement>) => {
          setWanted(true);
          setAnchor(e.currentTarget);
        }}
      >
        {label}
      </Button>
      {wanted && (
        <Suspense fallback={null}>
          <HeaderMenuPopup id={menuId} anchor={anchor} entries={entries} onClose={() => setAnchor(null)} />
        </Suspense>
      )}
    </>
  );
}
