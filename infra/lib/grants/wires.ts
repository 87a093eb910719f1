import type { wireOperations } from '@sandbank/shared';
import { access } from './access';
import type { AreaGrants } from './area-grants';
import { movesMoney, sandboxWireDecision } from './features';

/**
 * Confirmation codes are mailed and kept as MACs under a key derived from the wire-code key, which
 * only these three functions hold: a listing that reads a stored MAC cannot test codes against it.
 * The two that mail a code keep a test customer's copy of the message (lambdas/src/domain/sandbox/mail.ts).
 */
const codes = { uses: ['wireCodeKey:derive', 'email:send'], writes: ['sentMail'] } as const;

export const wireGrants = {
  // The source account must be the caller's; the profile gives the address the code goes to; the request and its event.
  createWire: access(codes, { reads: ['account', 'profile'], writes: ['wire', 'event'] }),
  // Signs its cursors.
  listMyWires: { reads: ['wire'], uses: ['requestKey:derive'] },
  getMyWire: { reads: ['wire'] },
  // Counts the attempt, checks the code, then places the hold: the wire, the two pending entries, the workflow counters.
  // A test customer's magic amount is then decided at once by the sandbox, as the back office would (approved or returned).
  confirmWire: access(movesMoney, sandboxWireDecision, { reads: ['wire'], writes: ['wire'], uses: ['wireCodeKey:derive'] }),
  resendWireCode: access(codes, { reads: ['wire'], writes: ['wire'] }),
} as const satisfies AreaGrants<typeof wireOperations>;
