/*
 * Where the toasts sit. Only the toasts' markup (toast-stack.tsx) needs it, so it loads with the
 * first toast rather than with every page.
 */

/**
 * Where the headers at the top of the window end: the first one that starts at the top, then any
 * that starts where the previous ends (the site's banner, then a bar below it). The toasts sit
 * below, never over the bell or the avatar; 0 when no header shows at the top.
 */
export function belowHeaders(headers: readonly { top: number; bottom: number }[]): number {
  let bottom = 0;
  for (;;) {
    const next = headers.find((header) => header.top <= bottom + 1 && header.bottom > bottom);
    if (!next) return bottom;
    bottom = next.bottom;
  }
}
