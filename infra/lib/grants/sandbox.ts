import type { sandboxOperations } from '@sandbank/shared';
import type { AreaGrants } from './area-grants';

/** The tester's toolkit (lambdas/src/domain/sandbox/): each operation's access. */
export const sandboxGrants = {
  createTestCustomer: {},
  getMySandbox: {},
  // Its own partition's copies of the last 24 hours; signs its cursors.
  listMySandboxMail: { reads: ['sentMail'], uses: ['requestKey:derive'] },
  simulateWire: {},
  simulateCheck: {},
  simulateLockerItem: {},
  resetSandbox: {},
} as const satisfies AreaGrants<typeof sandboxOperations>;
