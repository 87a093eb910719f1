import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useEffect } from 'react';
import { listenToLiveUpdates } from '../lib/live/live-socket';
import { useLiveStatus } from '../lib/live/live-status';
import { allLiveQueries, queriesChangedBy } from './live-queries';
import './live-updates.css';

/** How long events are gathered before the queries they touch are read again. */
const COALESCE_MS = 150;

/**
 * Keeps a signed-in person's screens current while they are open: each live event reads again
 * the queries it changes (live-queries.ts), and the polling screens stop polling while the
 * connection is up. Says so, unobtrusively, when it is down: the screens then poll again.
 * Mounted once by the customer's header and once by the back office (one connection per tab).
 */
export function LiveUpdates() {
  const queryClient = useQueryClient();
  const status = useLiveStatus();

  useEffect(() => {
    // One change often comes as several events (a wire's confirmation and its two entries, an
    // account opening's seven entries): the queries they touch are read once, a moment later.
    const stale = new Map<string, QueryKey>();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const markStale = (keys: QueryKey[]) => {
      for (const queryKey of keys) stale.set(JSON.stringify(queryKey), queryKey);
      timer ??= setTimeout(() => {
        timer = undefined;
        const keys = [...stale.values()];
        stale.clear();
        for (const queryKey of keys) void queryClient.invalidateQueries({ queryKey });
      }, COALESCE_MS);
    };
    const stop = listenToLiveUpdates({ onEvent: (event) => markStale(queriesChangedBy(event.type)), onReconnect: () => markStale(allLiveQueries()) });
    return () => {
      stop();
      clearTimeout(timer);
    };
  }, [queryClient]);

  return (
    <div role="status" className={status === 'down' ? 'live-status live-status-down' : 'visually-hidden'} data-testid="live-status" data-live={status}>
      {status === 'down' ? 'Live updates paused, checking periodically' : status === 'up' ? 'Live updates on' : ''}
    </div>
  );
}
