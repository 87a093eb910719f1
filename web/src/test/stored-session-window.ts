import { vi } from 'vitest';

/**
 * Stands in for the browser's window in the session's unit tests: its local storage holds `items`
 * (set them as Amplify's token store would), and `storageChanged` sends the `storage` event
 * another tab's change would. Undo with `vi.unstubAllGlobals()`.
 */
export function stubStoredSessionWindow(): { items: Map<string, string>; storageChanged: (key: string | null) => void } {
  const items = new Map<string, string>();
  let onStorage: ((event: { key: string | null }) => void) | undefined;
  vi.stubGlobal('window', {
    localStorage: { getItem: (key: string) => items.get(key) ?? null },
    addEventListener: (type: string, listener: (event: { key: string | null }) => void) => {
      if (type === 'storage') onStorage = listener;
    },
  });
  return { items, storageChanged: (key) => onStorage?.({ key }) };
}

/** Starts the session as the app does, for the app client `clientId` (after `vi.resetModules()`); the session's state, as modules read it. */
export async function startStoredSession(clientId: string) {
  const { startSession } = await import('../lib/session-start');
  startSession({ userPoolClientId: clientId, runtimeConfig: {} });
  return import('../lib/session-state');
}
