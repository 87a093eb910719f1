import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { listenToLiveUpdates } from '../lib/live/live-socket';
import { useLiveStatus } from '../lib/live/live-status';
import { allLiveQueries, queriesChangedBy } from './live-queries';
import './live-updates.css';

/**
 * Keeps a signed-in person's screens current while they are open: each live event reads again
 * the queries it changes (live-queries.ts), and the polling screens stop polling while the
 * connection is up. Says so, unobtrusively, when it is down: the screens then poll again.
 * Mounted once by the customer's header and once by the back office (one connection per tab).
 */
export function LiveUpdates() {
  const queryClient = useQueryClient();
  const status = useLiveStatus();

  useEffect(
    () =>
      listenToLiveUpdates({
        onEvent: (event) => {
          for (const queryKey of queriesChangedBy(event.type)) void queryClient.invalidateQueries({ queryKey });
        },
        onReconnect: () => {
          for (const queryKey of allLiveQueries()) void queryClient.invalidateQueries({ queryKey });
        },
      }),
    [queryClient],
  );

  return (
    <div role="status" className={status === 'down' ? 'live-status live-status-down' : 'visually-hidden'} data-testid="live-status" data-live={status}>
      {status === 'down' ? 'Live updates paused, checking periodically' : status === 'up' ? 'Live updates on' : ''}
    </div>
  );
}
