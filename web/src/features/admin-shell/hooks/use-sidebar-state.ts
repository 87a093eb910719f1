import { useCallback, useEffect, useState } from 'react';
import { isSidebarShortcut, sidebarCookie, sidebarStateFrom, type SidebarState } from '../lib/sidebar-cookie';

/** Whether the sidebar shows only icons: remembered in a cookie for 7 days, toggled by its button or Ctrl/Cmd+B. */
export function useSidebarState(): { collapsed: boolean; toggle: () => void } {
  const [state, setState] = useState<SidebarState>(() => sidebarStateFrom(document.cookie));

  const toggle = useCallback(() => {
    setState((current) => {
      const next = current === 'collapsed' ? 'expanded' : 'collapsed';
      document.cookie = sidebarCookie(next, window.location.protocol === 'https:');
      return next;
    });
  }, []);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isSidebarShortcut(event)) return;
      event.preventDefault();
      toggle();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [toggle]);

  return { collapsed: state === 'collapsed', toggle };
}
