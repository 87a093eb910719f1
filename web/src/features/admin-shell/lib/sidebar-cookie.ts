/** The cookie that remembers whether the back office's sidebar shows only icons. */
export const SIDEBAR_COOKIE = 'sandbank_admin_sidebar';
/** How long the choice is remembered. */
export const SIDEBAR_COOKIE_MAX_AGE_SECONDS = 7 * 24 * 60 * 60;

export type SidebarState = 'collapsed' | 'expanded';

/** The remembered state in a `document.cookie` string; expanded unless it says collapsed. */
export function sidebarStateFrom(cookies: string): SidebarState {
  for (const cookie of cookies.split(';')) {
    const [name, value] = cookie.trim().split('=');
    if (name === SIDEBAR_COOKIE) return value === 'collapsed' ? 'collapsed' : 'expanded';
  }
  return 'expanded';
}

/** The `document.cookie` assignment that remembers `state` for 7 days (Secure on https). */
export function sidebarCookie(state: SidebarState, secure: boolean): string {
  return `${SIDEBAR_COOKIE}=${state}; Max-Age=${SIDEBAR_COOKIE_MAX_AGE_SECONDS}; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/** Ctrl+B (Cmd+B on a Mac) toggles the sidebar. */
export const isSidebarShortcut = (event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey'>) =>
  (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey && event.key.toLowerCase() === 'b';
