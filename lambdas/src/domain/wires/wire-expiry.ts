import { expireWireItem, lapsedRequests, type WireRecord } from '../../data/entities/wire';
import { TransactionRejected, transactWrite } from '../../data/transact';
import { wireEvent } from './wire-view';

/** Requests one run expires at most, in batches: a backlog is worked off over the next runs. */
const PER_RUN = 500;
const BATCH = 25;

/**
 * Expires one request awaiting its code as of `lapsesAt`, with its `wire.expired` event, only if it
 * still waits and its code has lapsed by then (TransactionRejected otherwise: confirmed, expired or
 * sent a new code meanwhile, and nothing is written). The job, the sandbox's simulation and its
 * reset all expire a request this way.
 */
export async function expireWire(wire: WireRecord, lapsesAt: Date): Promise<void> {
  await transactWrite([expireWireItem(wire, lapsesAt), wireEvent('wire.expired', { ...wire, status: 'expired' })]);
}

/**
 * Expires the requests whose code lapsed before `now` (nobody confirmed them in time): found
 * through the index of requests awaiting their code, ordered by expiry, so a run reads only
 * lapsed requests. Each is expired only if it is still waiting and its code has lapsed (a
 * confirmation or a new code at the last moment wins), so running twice does no harm. Confirming
 * a lapsed request is refused before this runs (the code's expiry is part of the hold's condition).
 */
export async function expireLapsedRequests(now: Date): Promise<{ expired: number; skipped: number }> {
  let expired = 0;
  let skipped = 0;
  while (expired + skipped < PER_RUN) {
    const lapsed = await lapsedRequests(now, BATCH);
    const results = await Promise.all(
      lapsed.map(async (wire) => {
        try {
          await expireWire(wire, now);
          return true;
        } catch (error) {
          if (error instanceof TransactionRejected) return false;
          throw error;
        }
      }),
    );
    expired += results.filter(Boolean).length;
    skipped += results.filter((done) => !done).length;
    if (lapsed.length < BATCH || results.every((done) => !done)) break;
  }
  return { expired, skipped };
}
