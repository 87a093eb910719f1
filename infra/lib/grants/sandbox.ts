import type { sandboxOperations } from '@sandbank/shared';
import { access } from './access';
import type { AreaGrants } from './area-grants';
import { movesMoney, onboarding, sandboxCheckApproval, sandboxCheckRejection, sandboxLockerDecision, sandboxLogged, sandboxWireDecision } from './features';

/** The tester's toolkit (lambdas/src/domain/sandbox/): each operation's access. */
export const sandboxGrants = {
  // Counted per network; a replay of its optional Idempotency-Key is read first. Under the cap on
  // live test customers, its network's cap and the bank's creations a minute (the three counts and
  // the record in one transaction) it adds a pool user (removed again when a limit refuses), puts
  // it in the test-customers group and gives it a random password; onboards it (the busy scenario
  // opens its accounts in the past); the busy scenario moves money, holds a wire, files a check and
  // fills the locker with the sandbox's decisions; last the record's start balances with the
  // idempotency record.
  createTestCustomer: access(onboarding, movesMoney, sandboxLockerDecision, {
    reads: ['liveTestCustomers', 'liveTestCustomersOfAddress', 'testCustomerCreations', 'idempotencyRecord'],
    writes: [
      'callCounter',
      'liveTestCustomers',
      'liveTestCustomersOfAddress',
      'testCustomerCreations',
      'testCustomer',
      'idempotencyRecord',
      'wire',
      'checkDeposit',
      'checkPresentment',
      'lockerItem',
      'lockerSize',
      'bankCounterShard',
    ],
    directory: ['AdminCreateUser', 'AdminAddUserToGroup', 'AdminSetUserPassword', 'AdminDeleteUser'],
  }),
  // The caller's own record.
  getMySandbox: { reads: ['testCustomer'] },
  // Its own partition's copies of the last 24 hours; signs its cursors.
  listMySandboxMail: { reads: ['sentMail'], uses: ['requestKey:derive'] },
  // The caller's own wire, then the back office's decision as the sandbox; `expire` is the expiry job's conditional update.
  simulateWire: access(sandboxWireDecision, { reads: ['wire'], writes: ['wire'] }),
  // The caller's own check, then the back office's approval (a deposit) or rejection as the sandbox.
  simulateCheck: access(sandboxCheckApproval, sandboxCheckRejection, { reads: ['checkDeposit'] }),
  // The caller's own locker (the item must be in it), then the back office's decision as the sandbox.
  simulateLockerItem: sandboxLockerDecision,
  // Its requests ended as the back office would (the sandbox deciding), its locker emptied as the
  // back office's removal does, each balance moved back to its start by an entry, its notifications
  // removed; each balance moved is logged in its sandbox log; an optional Idempotency-Key remembers the first result.
  resetSandbox: access(sandboxWireDecision, sandboxCheckRejection, movesMoney, sandboxLogged, {
    reads: ['wire', 'checkDeposit', 'account', 'lockerItem', 'notification', 'idempotencyRecord'],
    writes: ['wire', 'lockerItemRemoval', 'lockerSize', 'notificationRemoval', 'idempotencyRecord'],
  }),
} as const satisfies AreaGrants<typeof sandboxOperations>;
