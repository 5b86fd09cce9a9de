import AccountCircleOutlined from '@mui/icons-material/AccountCircleOutlined';
import Logout from '@mui/icons-material/Logout';
import VerifiedOutlined from '@mui/icons-material/VerifiedOutlined';
import { Box } from '@mui/material';
import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { Link as RouterLink } from '../lib/router';
import { HeaderIcon } from './header-icons';

const ICONS = { profile: AccountCircleOutlined, license: VerifiedOutlined, logout: Logout };

/** One item of a header menu: a link, or an action (Logout), with an optional icon and a divider above. */
export interface MenuEntry {
  label: string;
  to?: string;
  onSelect?: () => void;
  icon?: keyof typeof ICONS;
  dividerBefore?: boolean;
}

/** The items of an open menu, in order. */
const menuItems = (menu: HTMLElement | null) => [
  ...(menu?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []),
];

const itemSx = {
  display: 'flex',
  alignItems: 'center',
  gap: 1.5,
  width: '100%',
  minHeight: 36,
  px: 2,
  py: 0.75,
  border: 0,
  bgcolor: 'transparent',
  color: 'text.primary',
  font: 'inherit',
  fontSize: '1rem',
  textAlign: 'left',
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  '&:hover, &:focus-visible': { bgcolor: 'action.hover', outline: 'none' },
  '& svg': { fontSize: 20, color: 'text.secondary' },
} as const;

/**
 * A header button opening a menu of `entries` below it, right-aligned (the desktop Admin and account
 * menus), with the keyboard of a menu: the first item takes the focus, ↑ ↓ Home End move, Escape
 * closes and gives the focus back to the button, Tab or a click elsewhere closes.
 * Written here rather than MUI's Menu (Popover, Modal, MenuList, transitions: about 12 KB brotli that
 * every route counted, issue 13).
 */
export function HeaderMenu({
  label,
  className,
  entries,
}: {
  label: ReactNode;
  /** Added to the button's classes (app/shell.css). */
  className?: string;
  entries: MenuEntry[];
}) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLUListElement>(null);

  useEffect(() => {
    if (!open) return;
    menuItems(menuRef.current)[0]?.focus();
    const closeOutside = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!menuRef.current?.contains(target) && !buttonRef.current?.contains(target)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOutside);
    return () => document.removeEventListener('pointerdown', closeOutside);
  }, [open]);

  const close = (focusButton: boolean) => {
    setOpen(false);
    if (focusButton) buttonRef.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const all = menuItems(menuRef.current);
    const at = all.indexOf(document.activeElement as HTMLElement);
    const move = { ArrowDown: at + 1, ArrowUp: at - 1, Home: 0, End: all.length - 1 }[event.key];
    if (move !== undefined) {
      event.preventDefault();
      all[(move + all.length) % all.length]?.focus();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      close(true);
    } else if (event.key === 'Tab') {
      close(false);
    }
  };

  return (
    <div style={{ position: 'relative' }}>
      <button
        ref={buttonRef}
        type="button"
        className={`qz-button ${className ?? ''}`}
        aria-haspopup="menu"
        aria-controls={open ? menuId : undefined}
        aria-expanded={open ? 'true' : undefined}
        onClick={() => setOpen((was) => !was)}
      >
        {label}
        <HeaderIcon name="arrowDown" />
      </button>
      {open && (
        <Box
          component="ul"
          ref={menuRef}
          id={menuId}
          role="menu"
          onKeyDown={onKeyDown}
          sx={{
            position: 'absolute',
            right: 0,
            top: '100%',
            zIndex: 'modal',
            minWidth: 180,
            m: 0,
            mt: 0.5,
            py: 1,
            px: 0,
            listStyle: 'none',
            bgcolor: 'background.paper',
            borderRadius: '12px',
            boxShadow:
              '0 5px 5px -3px rgba(0,0,0,.2), 0 8px 10px 1px rgba(0,0,0,.14), 0 3px 14px 2px rgba(0,0,0,.12)',
          }}
        >
          {entries.map((entry) => {
            const Icon = entry.icon && ICONS[entry.icon];
            const content = (
              <>
                {Icon && <Icon aria-hidden="true" />}
                {entry.label}
              </>
            );
            const select = () => {
              close(false);
              entry.onSelect?.();
            };
            return (
              <Box
                component="li"
                role="none"
                key={entry.label}
                sx={entry.dividerBefore ? { borderTop: 1, borderColor: 'divider', mt: 1, pt: 1 } : undefined}
              >
                <Box
                  // a link or, for an action (Logout), a button: the same item either way
                  {...(entry.to
                    ? { component: RouterLink, to: entry.to }
                    : { component: 'button', type: 'button' })}
                  role="menuitem"
                  tabIndex={-1}
                  onClick={select}
                  sx={itemSx}
                >
                  {content}
                </Box>
              </Box>
            );
          })}
        </Box>
      )}
    </div>
  );
}
