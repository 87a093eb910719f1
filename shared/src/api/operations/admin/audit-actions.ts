import { Direction } from '../../../schemas/amount';
import type { OperationId } from '../index';
import { PostableType } from './postings';

/*
 * What the audit trail holds: every operation whose calls are audited, with the action names its
 * events carry — the one list of every action the domain writes. The Lambdas type an audited action by `AuditActionName`, so an action not declared
 * here does not compile; the back office's action filter lists `auditActionNames`, and the infra
 * tests hold the audit key's grants to exactly these operations. The Lambdas import this module
 * for its types only: its values load the posting schemas.
 */

const adjustActions = Direction.options.map((direction) => `account.adjust.${direction}` as const);

/** A posting at or above the approval threshold is audited as a request; its decision names maker and checker. */
const REQUEST_APPROVAL = 'approval.request';

export const auditedOperations = {
  createUser: ['user.create'],
  resetUserPassword: ['user.password.reset'],
  adjustAccountBalance: [...adjustActions, REQUEST_APPROVAL],
  adjustUserBalance: [...adjustActions, REQUEST_APPROVAL],
  postAccountTransaction: [...PostableType.options.map((type) => `account.post.${type}` as const), REQUEST_APPROVAL],
  approvePostingRequest: ['approval.approve'],
  rejectPostingRequest: ['approval.reject'],
  approveWire: ['wire.approve'],
  rejectWire: ['wire.reject'],
  approveCheckDeposit: ['check.approve'],
  rejectCheckDeposit: ['check.reject'],
  addUserLockerItem: ['locker.add'],
  approveLockerItem: ['locker.approve'],
  rejectLockerItem: ['locker.reject'],
  deleteLockerItem: ['locker.delete'],
  // The tester's toolkit is not here: the decisions the sandbox makes for a test customer are
  // recorded in that customer's sandbox log, never on the audit chain.
  // Administrators' sign-in security (MFA enrolment and the like) adds its operations and `mfa.*` actions here.
} as const satisfies Partial<Record<OperationId, readonly string[]>>;

export type AuditedOperationId = keyof typeof auditedOperations;

/** An audited action's name, e.g. `account.adjust.credit` or `wire.approve`. */
export type AuditActionName = (typeof auditedOperations)[AuditedOperationId][number];

/** Every audited action, each once, in the order of the operations above. */
export const auditActionNames: readonly AuditActionName[] = [...new Set(Object.values(auditedOperations).flat())];
