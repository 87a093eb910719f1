import { useCallback, useSyncExternalStore } from 'react';

/** Per-browser memory of which account balances the customer chose to hide. */
const STORAGE_KEY = 'sandbank.hiddenBalances';
const listeners = new Set<() => void>();

function readHidden(): string {
  try {
    return window.localStorage.getItem(STORAGE_KEY) ?? '[]';
  } catch {
    return '[]';
  }
}

function parseHidden(raw: string): string[] {
  try {
    const value: unknown = JSON.parse(raw);
    return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
  } catch {
    return [];
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

/** Whether an account's balance is hidden, and a toggle that remembers the choice in this browser. */
export function useHiddenBalance(accountId: string): [hidden: boolean, toggle: () => void] {
  const raw = useSyncExternalStore(subscribe, readHidden, () => '[]');
  const hidden = parseHidden(raw).includes(accountId);

  const toggle = useCallback(() => {
    const current = parseHidden(readHidden());
    const next = current.includes(accountId) ? current.filter((id) => id !== accountId) : [...current, accountId];
    try {
      window.localStorage.setItem(STORAGE_KEY, JSON.stringify(next));
    } catch {
      // Storage can be unavailable (private mode); the toggle then lasts until the page reloads.
    }
    listeners.forEach((listener) => listener());
  }, [accountId]);

  return [hidden, toggle];
}
