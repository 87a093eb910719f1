import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, Link as RouterLink, NavLink as RouterNavLink, type LinkProps, type NavLinkProps } from 'react-router';
import { describe, expect, it } from 'vitest';
import { isCurrentPage, Link, NavLink } from './links';

/** What a link renders on the page at `path`. */
const at = (path: string, link: ReturnType<typeof createElement>) => renderToString(createElement(MemoryRouter, { initialEntries: [path] }, link));

describe("the app's Link", () => {
  it('renders an anchor to the path, with the attributes it was given', () => {
    const props = { to: '/services#wire-transfers', className: 'btn', 'data-testid': 'go' } as LinkProps;
    const html = at('/', createElement(Link, props, 'Services'));
    expect(html).toBe('<a class="btn" data-testid="go" href="/services#wire-transfers">Services</a>');
  });

  // React Router's (the real one: unit tests do not go through the build's replacement) marks
  // each in-app anchor for its framework's route discovery; nothing else may differ.
  it("renders what React Router's Link renders, but for its route-discovery mark", () => {
    const cases = [
      ['/profile', { to: 'webhooks' }],
      ['/wire-transfer/01J/confirm', { to: '..', relative: 'path' as const }],
      ['/', { to: { pathname: '/transactions', search: '?account=checking' }, replace: true, title: 'History' }],
    ] as const;
    for (const [path, props] of cases) {
      const router = at(path, createElement(RouterLink, props, 'Go')).replace(' data-discover="true"', '');
      expect(at(path, createElement(Link, props, 'Go'))).toBe(router);
    }
  });

  it("leaves an address of another site to the browser, and the framework's options off the anchor", () => {
    const html = at('/', createElement(Link, { to: 'https://example.com/docs', prefetch: 'intent', discover: 'none' }, 'Docs'));
    expect(html).toBe('<a href="https://example.com/docs">Docs</a>');
  });
});

describe("the app's NavLink", () => {
  it('marks the current page active, for assistive technology too', () => {
    expect(at('/services', createElement(NavLink, { to: '/services', className: 'nav-link' }, 'Services'))).toBe(
      '<a aria-current="page" class="nav-link active" href="/services">Services</a>',
    );
    expect(at('/about', createElement(NavLink, { to: '/services', className: 'nav-link' }, 'Services'))).toBe('<a class="nav-link" href="/services">Services</a>');
  });

  it("renders what React Router's NavLink renders, but for its route-discovery mark", () => {
    for (const [path, props] of [
      ['/admin/users', { to: '/admin', className: 'nav-link' }],
      ['/admin/users', { to: '/admin', end: true }],
      ['/', { to: '/', end: true, className: 'nav-link' }],
      ['/Services', { to: '/services' }],
    ] as const) {
      const router = at(path, createElement(RouterNavLink, props, 'Go')).replace(' data-discover="true"', '');
      expect(at(path, createElement(NavLink, props, 'Go'))).toBe(router);
    }
  });

  it('hands a function className, style or children whether the page is current', () => {
    const props: NavLinkProps = {
      to: '/admin/users',
      className: ({ isActive }) => (isActive ? 'on' : 'off'),
      children: ({ isActive }) => String(isActive),
    };
    const html = at('/admin/users', createElement(NavLink, props));
    expect(html).toBe('<a aria-current="page" class="on" href="/admin/users">true</a>');
  });
});

describe('isCurrentPage', () => {
  it('is the same path, or one below it unless the link ends there', () => {
    expect(isCurrentPage('/admin/users', '/admin')).toBe(true);
    expect(isCurrentPage('/admin/users', '/admin', { end: true })).toBe(false);
    expect(isCurrentPage('/administrators', '/admin')).toBe(false);
    expect(isCurrentPage('/admin/', '/admin/', { end: true })).toBe(true);
  });

  it('takes home for the current page only at home, and ignores letter case unless told', () => {
    expect(isCurrentPage('/dashboard', '/')).toBe(false);
    expect(isCurrentPage('/', '/')).toBe(true);
    expect(isCurrentPage('/Services', '/services')).toBe(true);
    expect(isCurrentPage('/Services', '/services', { caseSensitive: true })).toBe(false);
  });
});
