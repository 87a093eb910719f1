import { describe, expect, it } from 'vitest';
import { isSidebarShortcut, sidebarCookie, sidebarStateFrom } from './sidebar-cookie';

describe('the sidebar cookie', () => {
  it('reads the remembered state among other cookies, expanded when absent or unknown', () => {
    expect(sidebarStateFrom('a=1; sandbank_admin_sidebar=collapsed; b=2')).toBe('collapsed');
    expect(sidebarStateFrom('sandbank_admin_sidebar=expanded')).toBe('expanded');
    expect(sidebarStateFrom('sandbank_admin_sidebar=sideways')).toBe('expanded');
    expect(sidebarStateFrom('')).toBe('expanded');
  });

  it('remembers the state for 7 days, Secure only on https', () => {
    expect(sidebarCookie('collapsed', false)).toBe('sandbank_admin_sidebar=collapsed; Max-Age=604800; Path=/; SameSite=Lax');
    expect(sidebarCookie('expanded', true)).toMatch(/; Secure$/);
  });

  it('toggles on Ctrl+B and Cmd+B only', () => {
    const key = { key: 'b', ctrlKey: false, metaKey: false, altKey: false, shiftKey: false };
    expect(isSidebarShortcut({ ...key, ctrlKey: true })).toBe(true);
    expect(isSidebarShortcut({ ...key, metaKey: true, key: 'B' })).toBe(true);
    expect(isSidebarShortcut(key)).toBe(false);
    expect(isSidebarShortcut({ ...key, ctrlKey: true, shiftKey: true })).toBe(false);
    expect(isSidebarShortcut({ ...key, ctrlKey: true, key: 'n' })).toBe(false);
  });
});
