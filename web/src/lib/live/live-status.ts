import { useSyncExternalStore } from 'react';

/*
 * Whether this tab's live connection is up (lib/live/live-socket.ts), for the screens that poll:
 * while it is up, each change reaches them as a message and they stop asking on a timer; while it
 * is down, they poll as before. Kept apart from the socket so that a polling hook costs a few
 * lines, not the client.
 */

/** `off`: not started (signed out); `connecting`: first attempt; `up`; `down`: lost, trying again. */
export type LiveStatus = 'off' | 'connecting' | 'up' | 'down';

let status: LiveStatus = 'off';
const listeners = new Set<() => void>();

export const getLiveStatus = (): LiveStatus => status;

export function setLiveStatus(next: LiveStatus): void {
  if (next === status) return;
  status = next;
  for (const listener of listeners) listener();
}

export function subscribeToLiveStatus(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const useLiveStatus = (): LiveStatus => useSyncExternalStore(subscribeToLiveStatus, getLiveStatus, getLiveStatus);

/** A polling interval that stops while live updates are up: `refetchInterval: usePollingInterval(30_000)`. */
export function usePollingInterval(everyMs: number): number | false {
  return useLiveStatus() === 'up' ? false : everyMs;
}
