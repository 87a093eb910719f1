import type { sandboxOperations } from '@sandbank/shared';
import type { AreaGrants } from './area-grants';

/** The tester's toolkit (lambdas/src/domain/sandbox/): each operation's access. */
export const sandboxGrants = {
  createTestCustomer: {},
  getMySandbox: {},
  listMySandboxMail: {},
  simulateWire: {},
  simulateCheck: {},
  simulateLockerItem: {},
  resetSandbox: {},
} as const satisfies AreaGrants<typeof sandboxOperations>;
