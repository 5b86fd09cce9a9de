import { Menu, type SxProps, type Theme } from '@mui/material';
import { type ReactNode, useId, useState } from 'react';
import { useOpenedOnce } from '../../../lib/use-opened-once';

/** The state of a dashboard button's menu: where it hangs, and the aria attributes of its button. */
export function useDashboardMenu() {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  // the menu is mounted at its first opening: a closed MUI Menu still computes its styles
  const opened = useOpenedOnce(!!anchor);
  const menuId = useId();
  return {
    anchor,
    opened,
    menuId,
    open: (button: HTMLElement) => setAnchor(button),
    close: () => setAnchor(null),
    buttonProps: {
      'aria-controls': anchor ? menuId : undefined,
      'aria-haspopup': 'menu' as const,
      'aria-expanded': !!anchor,
    },
  };
}

/** The menu under a dashboard button, right-aligned with it. */
export function DashboardMenu({
  menu,
  sx,
  children,
}: {
  menu: ReturnType<typeof useDashboardMenu>;
  sx?: SxProps<Theme>;
  children: ReactNode;
}) {
  if (!menu.opened) return null;
  return (
    <Menu
      id={menu.menuId}
      anchorEl={menu.anchor}
      open={!!menu.anchor}
      onClose={menu.close}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      sx={sx}
    >
      {children}
    </Menu>
  );
}
