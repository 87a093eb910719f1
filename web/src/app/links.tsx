import { forwardRef, useContext, type MouseEvent } from 'react';
import {
  UNSAFE_NavigationContext as NavigationContext,
  useHref,
  useLinkClickHandler,
  useLocation,
  useResolvedPath,
  type LinkProps,
  type NavLinkProps,
} from 'react-router';

/*
 * The app's Link and NavLink, which every `import { Link } from 'react-router'` gets
 * (react-router.ts, build/app-links-plugin.ts). They are React Router's own, built from its
 * public hooks as its documentation shows, without what only its framework and data routers use:
 * prefetching a page's modules (`prefetch`), route discovery (`discover`) and masked addresses
 * (`mask`), which this app's declarative router cannot use — they are accepted and ignored. That
 * code stayed in every page's first download (about 2.5 KB gzip) because React Router's Link
 * reaches it.
 */

/** `https://…`, `mailto:…`, `//host/…`: an address another site serves, loaded by the browser. */
const absoluteUrl = /^(?:[a-z][a-z0-9+.-]*:|[\\/]{2})/i;

export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link(
  {
    to,
    replace,
    state,
    target,
    relative,
    preventScrollReset,
    viewTransition,
    reloadDocument,
    onClick,
    // The framework's and data routers' features: not attributes of the anchor.
    discover: _discover,
    prefetch: _prefetch,
    mask: _mask,
    defaultShouldRevalidate: _defaultShouldRevalidate,
    ...anchor
  },
  ref,
) {
  const external = typeof to === 'string' && absoluteUrl.test(to);
  const href = useHref(to, { relative });
  const navigate = useLinkClickHandler(to, { replace, state, target, preventScrollReset, relative, viewTransition });
  const inApp = !external && !reloadDocument;
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (!event.defaultPrevented) navigate(event);
  };
  return <a {...anchor} href={external ? (to as string) : href} onClick={inApp ? handleClick : onClick} ref={ref} target={target} />;
});

/**
 * Whether a NavLink to `toPathname` is the current page, as React Router decides it: the same path,
 * or (unless `end`) a path below it; letter case ignored unless `caseSensitive`.
 */
export function isCurrentPage(locationPathname: string, toPathname: string, { end = false, caseSensitive = false } = {}): boolean {
  const current = caseSensitive ? locationPathname : locationPathname.toLowerCase();
  const target = caseSensitive ? toPathname : toPathname.toLowerCase();
  const endSlashPosition = target !== '/' && target.endsWith('/') ? target.length - 1 : target.length;
  return current === target || (!end && current.startsWith(target) && current.charAt(endSlashPosition) === '/');
}

/** A Link that knows whether it leads to the current page: `active` class and `aria-current` then. */
export const NavLink = forwardRef<HTMLAnchorElement, NavLinkProps>(function NavLink(
  { 'aria-current': ariaCurrent = 'page', caseSensitive = false, className = '', end = false, style, children, ...link },
  ref,
) {
  const path = useResolvedPath(link.to, { relative: link.relative });
  const { pathname } = useLocation();
  const { navigator } = useContext(NavigationContext);
  const toPathname = navigator.encodeLocation ? navigator.encodeLocation(path).pathname : path.pathname;
  const isActive = isCurrentPage(pathname, toPathname, { end, caseSensitive });
  // Pending and transitioning navigations are a data router's; this app's router has neither.
  const renderProps = { isActive, isPending: false, isTransitioning: false };
  return (
    <Link
      {...link}
      aria-current={isActive ? ariaCurrent : undefined}
      className={typeof className === 'function' ? className(renderProps) : [className, isActive ? 'active' : null].filter(Boolean).join(' ')}
      ref={ref}
      style={typeof style === 'function' ? style(renderProps) : style}
    >
      {typeof children === 'function' ? children(renderProps) : children}
    </Link>
  );
});
