import type { adminWireOperations } from '@sandbank/shared';
import type { AreaGrants } from '../area-grants';
import { wireDecision, wireRejection } from '../features';

export const adminWireGrants = {
  // Every confirmed wire or one status's, newest first; signs its cursors.
  listWires: { reads: ['wire.allWires', 'wire.byStatus'], uses: ['requestKey:derive'] },
  approveWire: wireDecision,
  rejectWire: wireRejection,
} as const satisfies AreaGrants<typeof adminWireOperations>;
