import { useEffect, useRef } from 'react';

/** At or above this width (the app's one breakpoint) pages show their navigation themselves. */
export const WIDE_SCREEN = '(min-width: 768px)';

/** Calls `onWide` when the window grows past the breakpoint (a phone turned, a window widened), e.g. to close a small-screen menu. */
export function useOnWideScreen(onWide: () => void): void {
  const latest = useRef(onWide);
  useEffect(() => {
    latest.current = onWide;
  }, [onWide]);
  useEffect(() => {
    const wide = window.matchMedia(WIDE_SCREEN);
    const onChange = () => wide.matches && latest.current();
    wide.addEventListener('change', onChange);
    return () => wide.removeEventListener('change', onChange);
  }, []);
}
