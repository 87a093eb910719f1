/*
 * Why the sign-in page shows: a session can end without the person signing out in this browser —
 * they signed out on another device, the bank reset their password, or it ran out — and they are
 * sent to sign in again. The page then says so, once (auth-screen.tsx). The moment is kept in this
 * tab's session storage, so the page that shows the notice may load after the one that saw the end.
 */

const KEY = 'sandbank.sessionEnded';

/** A notice older than this belongs to an earlier visit, not to the page now shown. */
const NOTICE_LIFETIME_MS = 10 * 60_000;

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/** Remembers that the session ended without the person signing out here. */
export function noteSessionEnded(now = Date.now()): void {
  try {
    storage()?.setItem(KEY, String(now));
  } catch {
    // Without storage the sign-in page simply says nothing.
  }
}

/** Forgets it: the person signed in again, or signed out themselves. */
export function forgetSessionEnded(): void {
  try {
    storage()?.removeItem(KEY);
  } catch {
    // Nothing was kept.
  }
}

/** Whether the sign-in page should say the session ended: it did, moments ago. */
export function sessionRecentlyEnded(now = Date.now()): boolean {
  const at = Number(storage()?.getItem(KEY) ?? Number.NaN);
  return Number.isFinite(at) && now - at >= 0 && now - at < NOTICE_LIFETIME_MS;
}
