import type { adminWireOperations } from '@sandbank/shared';
import { access } from '../access';
import type { AreaGrants } from '../area-grants';
import { audited } from '../features';

/**
 * A decision on a held wire: found by id, then in one audited transaction the wire, its two
 * entries, the account's pending total, the workflow counters and the customer's notification.
 */
const decision = access(audited, {
  reads: ['wire', 'wire.byWireId'],
  writes: ['wire', 'transaction', 'account', 'bankCounterShard', 'notification'],
});

export const adminWireGrants = {
  // Every confirmed wire or one status's, newest first; signs its cursors.
  listWires: { reads: ['wire.allWires', 'wire.byStatus'], uses: ['requestKey:derive'] },
  approveWire: decision,
  // Gives the amount and the fee back: the account's month totals change with the balance.
  rejectWire: access(decision, { writes: ['accountMonth'] }),
} as const satisfies AreaGrants<typeof adminWireOperations>;
