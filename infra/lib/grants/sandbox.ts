import type { sandboxOperations } from '@sandbank/shared';
import { access } from './access';
import type { AreaGrants } from './area-grants';
import { checkApproval, checkRejection, lockerDecision, wireRejection } from './features';

/** The tester's toolkit (lambdas/src/domain/sandbox/): each operation's access. */
export const sandboxGrants = {
  createTestCustomer: {},
  getMySandbox: {},
  // Its own partition's copies of the last 24 hours; signs its cursors.
  listMySandboxMail: { reads: ['sentMail'], uses: ['requestKey:derive'] },
  // The caller's own wire, then the back office's decision as the sandbox; `expire` is the expiry job's conditional update.
  simulateWire: access(wireRejection, { reads: ['wire'], writes: ['wire'] }),
  // The caller's own check, then the back office's approval (a deposit) or rejection as the sandbox.
  simulateCheck: access(checkApproval, checkRejection, { reads: ['checkDeposit'] }),
  // The item by its id (its owner must be the caller), then the back office's decision as the sandbox.
  simulateLockerItem: lockerDecision,
  resetSandbox: {},
} as const satisfies AreaGrants<typeof sandboxOperations>;
