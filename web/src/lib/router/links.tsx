import { type AnchorHTMLAttributes, forwardRef, type MouseEvent, useEffect, useEffectEvent } from 'react';
import type { NavigateOptions } from './history';
import { useLocation, useNavigate } from './router';

/** Navigates to `to` when rendered (a redirect). */
export function Navigate({ to, replace, state }: { to: string } & NavigateOptions) {
  const navigate = useNavigate();
  // once, when rendered: a parent's new render (a new `state` object) is no second redirect
  const redirect = useEffectEvent(() => navigate(to, { replace, state }));
  useEffect(() => redirect(), []);
  return null;
}

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: string;
  replace?: boolean;
  state?: unknown;
}

/** A plain click (no modifier key, no other target) on a link of the app. */
function isPlainClick(event: MouseEvent<HTMLAnchorElement>, target: string | undefined) {
  return (
    !event.defaultPrevented &&
    event.button === 0 &&
    !(event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) &&
    (!target || target === '_self')
  );
}

/** An `<a href>` that navigates in the app on a plain click (a new tab still works). */
export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link(
  { to, replace, state, onClick, target, ...rest },
  ref,
) {
  const navigate = useNavigate();
  return (
    <a
      {...rest}
      ref={ref}
      href={to}
      target={target}
      onClick={(event) => {
        onClick?.(event);
        if (!isPlainClick(event, target)) return;
        event.preventDefault();
        navigate(to, { replace, state });
      }}
    />
  );
});

/** A Link that is marked `active` (class, aria-current) on its page, and under it unless `end`. */
export const NavLink = forwardRef<HTMLAnchorElement, LinkProps & { end?: boolean }>(function NavLink(
  { end = false, className, ...props },
  ref,
) {
  const { pathname } = useLocation();
  const to = props.to.replace(/\/$/, '');
  const active = pathname === to || pathname === `${to}/` || (!end && pathname.startsWith(`${to}/`));
  return (
    <Link
      {...props}
      ref={ref}
      className={[className, active && 'active'].filter(Boolean).join(' ') || undefined}
      aria-current={active ? 'page' : undefined}
    />
  );
});
