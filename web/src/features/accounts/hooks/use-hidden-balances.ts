import { useCallback, useSyncExternalStore } from 'react';

/** Per-browser memory of the dashboard's one switch that hides every amount on it. */
const STORAGE_KEY = 'sandbank.balancesHidden';
const listeners = new Set<() => void>();

/** Without storage (private mode) the choice is kept here, until the page reloads. */
let unstored = false;

function readHidden(): boolean {
  try {
    return window.localStorage.getItem(STORAGE_KEY) === 'true';
  } catch {
    return unstored;
  }
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === STORAGE_KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/**
 * Whether the customer chose to hide their balances, and a toggle that remembers the choice in
 * this browser (other tabs follow it).
 */
export function useHiddenBalances(): [hidden: boolean, toggle: () => void] {
  const hidden = useSyncExternalStore(subscribe, readHidden, () => false);

  const toggle = useCallback(() => {
    const next = !readHidden();
    try {
      window.localStorage.setItem(STORAGE_KEY, String(next));
    } catch {
      unstored = next;
    }
    listeners.forEach((listener) => listener());
  }, []);

  return [hidden, toggle];
}
