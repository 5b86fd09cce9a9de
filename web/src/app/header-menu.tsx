import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { SvgIcon } from '../components/svg-icon';
import { Link as RouterLink } from '../lib/router';
import { HeaderIcon } from './header-icons';

/** The paths of @mui/icons-material's AccountCircleOutlined, VerifiedOutlined and Logout. */
const ICONS = {
  profile:
    'M12 2C6.48 2 2 6.48 2 12s4.48 10 10 10 10-4.48 10-10S17.52 2 12 2M7.35 18.5C8.66 17.56 10.26 17 12 17s3.34.56 4.65 1.5c-1.31.94-2.91 1.5-4.65 1.5s-3.34-.56-4.65-1.5m10.79-1.38C16.45 15.8 14.32 15 12 15s-4.45.8-6.14 2.12C4.7 15.73 4 13.95 4 12c0-4.42 3.58-8 8-8s8 3.58 8 8c0 1.95-.7 3.73-1.86 5.12M12 6c-1.93 0-3.5 1.57-3.5 3.5S10.07 13 12 13s3.5-1.57 3.5-3.5S13.93 6 12 6m0 5c-.83 0-1.5-.67-1.5-1.5S11.17 8 12 8s1.5.67 1.5 1.5S12.83 11 12 11',
  license:
    'M23 11.99 20.56 9.2l.34-3.69-3.61-.82L15.4 1.5 12 2.96 8.6 1.5 6.71 4.69 3.1 5.5l.34 3.7L1 11.99l2.44 2.79-.34 3.7 3.61.82 1.89 3.2 3.4-1.47 3.4 1.46 1.89-3.19 3.61-.82-.34-3.69zm-3.95 1.48-.56.65.08.85.18 1.95-1.9.43-.84.19-.44.74-.99 1.68-1.78-.77-.8-.34-.79.34-1.78.77-.99-1.67-.44-.74-.84-.19-1.9-.43.18-1.96.08-.85-.56-.65L3.67 12l1.29-1.48.56-.65-.09-.86-.18-1.94 1.9-.43.84-.19.44-.74.99-1.68 1.78.77.8.34.79-.34 1.78-.77.99 1.68.44.74.84.19 1.9.43-.18 1.95-.08.85.56.65 1.29 1.47zM10.09 13.75l-2.32-2.33-1.48 1.49 3.8 3.81 7.34-7.36-1.48-1.49z',
  logout:
    'm17 7-1.41 1.41L18.17 11H8v2h10.17l-2.58 2.58L17 17l5-5zM4 5h8V3H4c-1.1 0-2 .9-2 2v14c0 1.1.9 2 2 2h8v-2H4z',
};

/** One item of a header menu: a link, or an action (Logout), with an optional icon and a divider above. */
export interface MenuEntry {
  label: string;
  to?: string;
  onSelect?: () => void;
  icon?: keyof typeof ICONS;
  dividerBefore?: boolean;
  /** A choice among several (the languages): the chosen one is checked. */
  checked?: boolean;
  /** The language of the label, when it is not the page's (a language named in itself). */
  lang?: string;
}

/** The items of an open menu, in order. */
const menuItems = (menu: HTMLElement | null) => [
  ...(menu?.querySelectorAll<HTMLElement>('[role^="menuitem"]') ?? []),
];

/**
 * A header button opening a menu of `entries` below it, right-aligned (the desktop Admin and account
 * menus), with the keyboard of a menu: the first item takes the focus, ↑ ↓ Home End move, Escape
 * closes and gives the focus back to the button, Tab or a click elsewhere closes.
 * Written here rather than MUI's Menu (Popover, Modal, MenuList, transitions: about 12 KB brotli that
 * every route counted).
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
        // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: a list as ARIA's menu, as MUI's MenuList writes it
        <ul ref={menuRef} id={menuId} role="menu" onKeyDown={onKeyDown} className="qz-menu">
          {entries.map((entry) => {
            const item = {
              role: entry.checked === undefined ? 'menuitem' : 'menuitemradio',
              'aria-checked': entry.checked,
              lang: entry.lang,
              tabIndex: -1,
              className: 'qz-menu-item',
              onClick: () => {
                close(false);
                entry.onSelect?.();
              },
              children: (
                <>
                  {entry.icon && <SvgIcon path={ICONS[entry.icon]} className="qz-menu-icon" />}
                  {entry.label}
                </>
              ),
            };
            return (
              <li
                role="none"
                key={entry.label}
                className={entry.dividerBefore ? 'qz-menu-divided' : undefined}
              >
                {/* a link or, for an action (Logout), a button: the same item either way */}
                {entry.to ? <RouterLink to={entry.to} {...item} /> : <button type="button" {...item} />}
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
