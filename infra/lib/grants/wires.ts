import type { wireOperations } from '@sandbank/shared';
import { access } from './access';
import type { AreaGrants } from './area-grants';
import { movesMoney } from './features';

/** Confirmation codes are kept as MACs under a key derived from the request key, and mailed. */
const codes = { uses: ['requestKey:derive', 'email:send'] } as const;

export const wireGrants = {
  // The source account must be the caller's; the profile gives the address the code goes to.
  createWire: access(codes, { reads: ['account', 'profile'], writes: ['wire'] }),
  // Signs its cursors.
  listMyWires: { reads: ['wire'], uses: ['requestKey:derive'] },
  getMyWire: { reads: ['wire'] },
  // Counts the attempt, then places the hold: the wire, the two pending entries, the workflow counters.
  confirmWire: access(movesMoney, { reads: ['wire'], writes: ['wire'], uses: ['requestKey:derive'] }),
  resendWireCode: access(codes, { reads: ['wire'], writes: ['wire'] }),
} as const satisfies AreaGrants<typeof wireOperations>;
