import { expireWireItem, lapsedRequests, type WireRecord } from '../../data/entities/wire';
import { TransactionRejected, transactWrite } from '../../data/transact';
import { wireEvent } from './wire-view';

/** A backlog is worked off over the next runs. */
const PER_RUN = 500;
const BATCH = 25;

/** Only if it still waits and its code has lapsed by then; otherwise TransactionRejected and nothing is written. */
export async function expireWire(wire: WireRecord, lapsesAt: Date): Promise<void> {
  await transactWrite([expireWireItem(wire, lapsesAt), wireEvent('wire.expired', { ...wire, status: 'expired' })]);
}

/**
 * The index orders awaiting requests by expiry, so a run reads only lapsed ones. A confirmation or new code at
 * the last moment wins, so running twice does no harm.
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
